import type { StudyAlgorithm, StudyType } from "@app/domain/study/constants";
import { meRequest } from "./me-request";

/** The result of the last Optimize Parameters run, as the server keeps it. */
export interface FsrsOptimization {
  weightsBefore: number[];
  /** The parameters in use after the run: the fitted ones when adopted, else the current ones. */
  weightsAfter: number[];
  /** Log loss of the current and of the fitted parameters on the judged reviews. */
  logLossBefore: number;
  logLossAfter: number;
  reviewCount: number;
  /** RMSE(bins) of the current and of the fitted parameters on the same reviews. */
  rmseBefore?: number | null;
  rmseAfter?: number | null;
  /** False when the fit was no better than the current parameters, which were kept. */
  improved?: boolean;
  /** "held-out": the log losses are cross-validated by word, each word judged by a fit made without it. */
  judgedOn?: "held-out" | "all";
  optimizedAt?: string;
}

/** GET /api/me/fsrs-settings: the user's scheduling settings (study preferences included). */
export interface FsrsSettingsData {
  studyAlgorithm: StudyAlgorithm;
  studyType: StudyType;
  requestRetention: number;
  maximumInterval: number;
  easyBonus: number;
  hardInterval: number;
  reinforceNewCards: boolean;
  relearnMatureCards: boolean;
  /** The local hour at which the learner's day starts (0–23). */
  dayStartHour: number;
  /** Production practice: typed tests also ask for the word itself. */
  productionPractice?: boolean;
  weights: number[] | null;
  lastOptimization: FsrsOptimization | null;
  updatedAt: string;
}

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
  >
>;

/** One cache entry for the settings, shared by the study screens, Study Preferences and /fsrs-settings. */
export const fsrsSettingsKey = ["fsrs-settings"] as const;

export function getFsrsSettings(): Promise<FsrsSettingsData> {
  return meRequest<FsrsSettingsData>("/me/fsrs-settings");
}

/** PUT /api/me/fsrs-settings: only the fields sent change; a 400 carries 'Invalid FSRS settings: …' and `fields`. */
export function updateFsrsSettings(update: FsrsSettingsUpdate): Promise<FsrsSettingsData> {
  return meRequest<FsrsSettingsData>("/me/fsrs-settings", { method: "PUT", body: update });
}
