/** The home tab's sections, loaded as one chunk after the first paint. */
export { CatchUpPlanBanner } from "./CatchUpPlanBanner";
export { DailyGoalsSection } from "./DailyGoalsSection";
export { LatestUpdatesSection } from "./LatestUpdatesSection";
export { MyDecksSection } from "./MyDecksSection";
