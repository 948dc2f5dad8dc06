import { DEFAULT_FSRS_SETTINGS, type FsrsSettings } from "../study/constants";
import type { DayModel } from "../time/learner-day";

/** Builders the domain's tests share: spans of time, a learner's day, scheduling settings. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Tokyo is UTC+9 all year; the learner's day starts at 04:00 there (19:00 UTC the day before). */
export const TOKYO: DayModel = { timeZone: "Asia/Tokyo", dayStartHour: 4 };

/** The default scheduling settings with some changed. */
export const settingsWith = (over: Partial<FsrsSettings> = {}): FsrsSettings => ({ ...DEFAULT_FSRS_SETTINGS, ...over });
