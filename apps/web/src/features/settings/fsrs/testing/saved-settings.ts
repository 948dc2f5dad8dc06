import type { FsrsSettingsData } from "../../../../lib/fsrs-settings";

/** A learner's scheduling settings as the server sends them: the defaults, never optimized. */
export const SAVED_SETTINGS: FsrsSettingsData = {
  studyAlgorithm: "MANUAL",
  studyType: "All",
  requestRetention: 0.9,
  maximumInterval: 36500,
  easyBonus: 1.3,
  hardInterval: 1.2,
  reinforceNewCards: true,
  relearnMatureCards: true,
  dayStartHour: 4,
  loadBalancing: true,
  easyDays: ["normal", "normal", "normal", "normal", "normal", "normal", "normal"],
  leechThreshold: 8,
  weights: null,
  lastOptimization: null,
  updatedAt: "2025-01-01T00:00:00.000Z",
};
