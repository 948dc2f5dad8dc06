import type { WeekLoads } from "@app/domain/planning/day-load";
import type { FsrsOptimizationResponse, FsrsSettingsResponse } from "@app/domain/study/responses";
import { meRequest } from "./me-request";

/** The result of the last Optimize Parameters run, as the server keeps it. */
export type FsrsOptimization = FsrsOptimizationResponse;

/** GET /api/me/fsrs-settings: the user's scheduling settings (study preferences included). */
export type FsrsSettingsData = FsrsSettingsResponse;

export type FsrsSettingsUpdate = Partial<
  Pick<
    FsrsSettingsData,
    | "studyAlgorithm"
    | "studyType"
    | "requestRetention"
    | "maximumInterval"
    | "easyBonus"
    | "hardInterval"
    | "reinforceNewCards"
    | "relearnMatureCards"
    | "dayStartHour"
    | "productionPractice"
    | "loadBalancing"
    | "leechThreshold"
  >
> & { easyDays?: WeekLoads };

/** One cache entry for the settings, shared by the study screens, Study Preferences and /fsrs-settings. */
export const fsrsSettingsKey = ["fsrs-settings"] as const;

export function getFsrsSettings(): Promise<FsrsSettingsData> {
  return meRequest<FsrsSettingsData>("/me/fsrs-settings");
}

/** PUT /api/me/fsrs-settings: only the fields sent change; a 400 carries 'Invalid FSRS settings: …' and `fields`. */
export function updateFsrsSettings(update: FsrsSettingsUpdate): Promise<FsrsSettingsData> {
  return meRequest<FsrsSettingsData>("/me/fsrs-settings", { method: "PUT", body: update });
}
