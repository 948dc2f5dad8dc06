/** The screens learners open first, by chunk name → the screen's source as the build manifest names it. */
export declare const FIRST_SCREENS: {
  readonly home: string;
  readonly deck: string;
  readonly study: string;
};

export type FirstScreen = keyof typeof FIRST_SCREENS;
