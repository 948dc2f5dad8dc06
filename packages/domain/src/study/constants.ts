import { ALL_NORMAL, type WeekLoads } from "../planning/day-load";
import { DEFAULT_DAY_START_HOUR } from "../time/learner-day";
export const SESSION_TYPES = ["LEARN", "REVIEW", "NEED_REVIEW", "AUDIO_REVIEW", "HARD_WORDS", "TIME_RUSH"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const STUDY_ALGORITHMS = ["AUTOMATIC", "MANUAL"] as const;
export type StudyAlgorithm = (typeof STUDY_ALGORITHMS)[number];

export const STUDY_TYPES = ["All", "Typing", "Multiple Choice", "Audio"] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

export type TestFormat = "typing" | "multiple-choice" | "audio-typing" | "audio-multiple-choice";

/** Correct answers a word needs before it leaves the session queue. */
export function correctThreshold(sessionType: SessionType): number {
  if (sessionType === "LEARN") return 5;
  if (sessionType === "HARD_WORDS") return 3;
  return 1;
}

/** Progress dots shown per word. */
export function progressDots(sessionType: SessionType): number {
  return sessionType === "HARD_WORDS" ? 3 : 5;
}

export const LEARN_NEW_WORDS = 5;

/** How many answers a learner may have accepted for one word ("I was right"), and how long each may be. */
export const MAX_ACCEPTED_ANSWERS = 10;
export const MAX_ACCEPTED_ANSWER_LENGTH = 200;
export const HARD_WORDS_SIZE = 10;
export const MULTIPLE_CHOICE_OPTIONS = 4;
export const MAX_SESSION_SECONDS = 86_400;
export const MAX_RESPONSE_SECONDS = 3_600;
export const ENTER_GUARD_MS = 200;
export const EMPTY_SESSION_RESET_MS = 100;
export const AUDIO_AUTOPLAY_DELAY_MS = 300;
/** Building phase: steps left → delay until the next review. */
export const BUILDING_STEP_DELAYS_MS: Record<number, number> = { 3: 60_000, 2: 10 * 60_000, 1: 60 * 60_000 };
export const BUILDING_STEPS = 3;
export const KNOWN_WORD_COUNTS = { correctCount: 5, reviewedCount: 5, difficultyScore: 4 } as const;
/** A word with fewer reviews than this comes back within two days at the latest. */
export const MIN_HISTORY_FOR_LONG_INTERVALS = 10;
export const YOUNG_WORD_MAX_DAYS = 2;
export const SCHEDULING_FAILURE_DELAY_MS = 2 * 60 * 60_000;
export const MANUAL_PREDICTED_RETENTION = 0.9;

/** Default scheduling settings (spec README decisions). */
export const DEFAULT_FSRS_SETTINGS = {
  studyAlgorithm: "MANUAL" as StudyAlgorithm,
  studyType: "All" as StudyType,
  requestRetention: 0.9,
  maximumInterval: 36500,
  easyBonus: 1.3,
  hardInterval: 1.2,
  reinforceNewCards: true,
  relearnMatureCards: true,
  /** The learner's day starts at this local hour (see time/learner-day.ts). */
  dayStartHour: DEFAULT_DAY_START_HOUR,
  /** Production practice: each word is also studied from its meaning, as an item of its own (a production item). */
  productionPractice: false,
};

/** A word with this many lapses (forgotten after it was learned) is a leech, unless the learner says otherwise. */
export const DEFAULT_LEECH_THRESHOLD = 8;
export const LEECH_THRESHOLD_RANGE = { min: 1, max: 99 } as const;

/**
 * How reviews are spread over the days: load balancing (within the fuzz range, the day with the fewest
 * reviews already due), easy days (per weekday, Monday first) and when a word becomes a leech.
 */
export interface ReviewSpreadSettings {
  loadBalancing: boolean;
  easyDays: WeekLoads;
  leechThreshold: number;
}

export const DEFAULT_REVIEW_SPREAD: ReviewSpreadSettings = {
  loadBalancing: true,
  easyDays: ALL_NORMAL,
  leechThreshold: DEFAULT_LEECH_THRESHOLD,
};

export type FsrsSettings = typeof DEFAULT_FSRS_SETTINGS & {
  weights?: readonly number[] | null;
} & Partial<ReviewSpreadSettings>;

/** The most words one session can save: a day of study beyond it cannot be lived as one session. */
export const MAX_SESSION_WORDS = 1000;
