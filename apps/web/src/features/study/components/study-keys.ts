/** The keys of a study session, or of Time Rush, as the `?` overlay lists them. */
export const STUDY_KEYS: readonly (readonly [keys: string, action: string])[] = [
  ["Enter", "Submit a typed answer; continue after the feedback; next word while new words are shown"],
  ["1 – 4", "Choose an option; rate how difficult the word was (1 Again … 4 Easy)"],
  ["Space", "Play the word's pronunciation (when its audio button shows)"],
  ["R", "I was right: count a typed answer marked wrong as right"],
  ["Ctrl+Z / ⌘Z", "Undo the last answer"],
  ["Escape", "Leave the session (asks first once you have answered)"],
  ["?", "Show these keys"],
];

export const TIME_RUSH_KEYS: readonly (readonly [keys: string, action: string])[] = [
  ["1 – 4", "Choose an option"],
  ["Enter", "Submit a typed answer"],
  ["?", "Show these keys"],
];
