import { DEFAULT_FSRS_SETTINGS, DEFAULT_REVIEW_SPREAD } from "@app/domain/study/constants";
import type { FsrsSettingsData } from "../../../../lib/fsrs-settings";

/** A learner's scheduling settings as the server sends them: the defaults, never optimized. */
export const SAVED_SETTINGS: FsrsSettingsData = {
  ...DEFAULT_FSRS_SETTINGS,
  ...DEFAULT_REVIEW_SPREAD,
  easyDays: [...DEFAULT_REVIEW_SPREAD.easyDays],
  weights: null,
  lastOptimization: null,
  updatedAt: "2025-01-01T00:00:00.000Z",
};
