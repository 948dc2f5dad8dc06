import { lazyNamed } from "../../lib/lazy-named";

// Every screen outside the first paint of / and /home gets its own chunk (budget: / ≤ 150 KB gzipped JS).
export const DeckPage = lazyNamed(() => import("../../features/decks/components/DeckPage"), "DeckPage");
export const StudyScreen = lazyNamed(() => import("../../features/study/components/StudyScreen"), "StudyScreen");
/** Time Rush is its own game: its code loads only for it. */
export const TimeRushScreen = lazyNamed(
  () => import("../../features/time-rush/components/TimeRushScreen"),
  "TimeRushScreen",
);
export const SettingsPage = lazyNamed(() => import("../../features/settings/components/SettingsPage"), "SettingsPage");
export const FsrsSettingsPage = lazyNamed(
  () => import("../../features/settings/components/FsrsSettingsPage"),
  "FsrsSettingsPage",
);
export const ReminderStopPage = lazyNamed(
  () => import("../../features/settings/components/ReminderStopPage"),
  "ReminderStopPage",
);
export const CreditsPage = lazyNamed(() => import("../../features/credits/CreditsPage"), "CreditsPage");
export const ResetPasswordScreen = lazyNamed(
  () => import("../../features/auth/components/ResetPasswordScreen"),
  "ResetPasswordScreen",
);
export const OwnDeckEditorPage = lazyNamed(
  () => import("../../features/create/components/editor/OwnDeckEditorPage"),
  "OwnDeckEditorPage",
);
export const ReaderPage = lazyNamed(() => import("../../features/reader/components/ReaderPage"), "ReaderPage");
export const ImportPage = lazyNamed(() => import("../../features/create/components/import/ImportPage"), "ImportPage");
/** The tabs of /home other than the home tab, each loaded on first use. */
export const homeTabs = {
  decks: lazyNamed(() => import("../../features/decks/components/DecksTab"), "DecksTab"),
  stats: lazyNamed(() => import("../../features/stats/components/StatsTab"), "StatsTab"),
  create: lazyNamed(() => import("../../features/create/components/CreateTab"), "CreateTab"),
  forum: lazyNamed(() => import("../../features/forum/components/ForumTab"), "ForumTab"),
};
/** The panels of the signed-out screen, loaded when first shown. */
export const authViews = {
  login: lazyNamed(() => import("../../features/auth/components/LoginView"), "LoginView"),
  signup: lazyNamed(() => import("../../features/auth/components/SignupView"), "SignupView"),
};
export const SharedDeckPage = lazyNamed(
  () => import("../../features/create/components/shared/SharedDeckPage"),
  "SharedDeckPage",
);
