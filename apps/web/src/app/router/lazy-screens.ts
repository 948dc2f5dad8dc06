import { lazyNamed } from "../../lib/lazy-named";

// Every screen outside the first paint of / and /home gets its own chunk (budget: / ≤ 150 KB gzipped JS).
export const DeckPage = lazyNamed(() => import("../../features/decks/components/DeckPage"), "DeckPage");
export const StudyScreen = lazyNamed(() => import("../../features/study/components/StudyScreen"), "StudyScreen");
export const SettingsPage = lazyNamed(() => import("../../features/settings/components/SettingsPage"), "SettingsPage");
export const FsrsSettingsPage = lazyNamed(
  () => import("../../features/settings/components/FsrsSettingsPage"),
  "FsrsSettingsPage",
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
export const ImportPage = lazyNamed(() => import("../../features/create/components/import/ImportPage"), "ImportPage");
export const SharedDeckPage = lazyNamed(
  () => import("../../features/create/components/shared/SharedDeckPage"),
  "SharedDeckPage",
);
