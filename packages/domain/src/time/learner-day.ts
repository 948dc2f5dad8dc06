/**
 * The learner's day: the one definition of "a day" for scheduling, the optimizer and stats.
 *
 * A learner's day runs in their time zone from the day-start hour (4:00 by default, as learners
 * coming from Anki expect: a session at 1:00 still belongs to the evening before) to the same hour
 * the next morning. Days are numbered from 1970-01-01, so the difference of two day numbers is the
 * number of the learner's days between two instants, whatever the zone's offset or its DST changes.
 */

export interface DayModel {
  /** IANA time zone, e.g. "Asia/Tokyo". */
  timeZone: string;
  /** 0–23: the local hour at which the learner's day starts. */
  dayStartHour: number;
}

export const DEFAULT_DAY_START_HOUR = 4;
export const DAY_START_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Midnight UTC: what the scheduler used before it knew the learner's zone. */
export const UTC_DAY: DayModel = { timeZone: "UTC", dayStartHour: 0 };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The fields a zone's wall clock is read from, on a 24-hour clock. */
export const WALL_CLOCK_FIELDS: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, ...WALL_CLOCK_FIELDS });
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at `instant`, asked of Intl (slow: tens of microseconds). */
function wallClockFromIntl(instant: Date, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const seconds = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return seconds + (((instant.getTime() % 1000) + 1000) % 1000);
}

const QUARTER_HOUR_MS = 15 * 60_000;
/** Per zone: the UTC offset of each quarter hour asked about so far (bounded). */
const offsets = new Map<string, Map<number, number>>();
const MAX_OFFSETS_PER_ZONE = 50_000;

/**
 * The zone's wall clock at `instant`, written as if it were UTC (milliseconds kept). Today's zones
 * have offsets in whole quarter hours and change them at whole or half local hours, so a change
 * always falls on a quarter hour of UTC: within one UTC quarter hour the offset is constant, and it is
 * asked of Intl once per quarter hour and zone. (Grading a session and scheduling its words asks for
 * the wall clock dozens of times per word; Intl was most of a save's CPU time.) An offset that is not
 * whole minutes (local mean time before 1900) is never cached.
 */
function wallClockMs(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let zone = offsets.get(timeZone);
  const cached = zone?.get(quarter);
  if (cached !== undefined) return ms + cached;
  const start = quarter * QUARTER_HOUR_MS;
  const offset = wallClockFromIntl(new Date(start), timeZone) - start;
  if (offset % QUARTER_HOUR_MS !== 0 || !Number.isFinite(offset)) return wallClockFromIntl(instant, timeZone);
  if (!zone) {
    zone = new Map();
    if (offsets.size < 1000) offsets.set(timeZone, zone);
  }
  if (zone.size >= MAX_OFFSETS_PER_ZONE) zone.clear();
  zone.set(quarter, offset);
  return ms + offset;
}

/**
 * The learner's clock: the zone's wall clock, moved back by the day-start hour, as a Date whose
 * UTC calendar day is the learner's day. Code that counts UTC calendar days (the FSRS library does)
 * counts the learner's days when given these.
 */
export function learnerClock(instant: Date, model: DayModel): Date {
  return new Date(wallClockMs(instant, model.timeZone) - model.dayStartHour * HOUR_MS);
}

/** The learner's day of `instant`, numbered in days since 1970-01-01. */
export function learnerDayNumber(instant: Date, model: DayModel): number {
  return Math.floor(learnerClock(instant, model).getTime() / DAY_MS);
}

/** The learner's day of `instant` as "YYYY-MM-DD". */
export function learnerDay(instant: Date, model: DayModel): string {
  return dayNumberToDate(learnerDayNumber(instant, model));
}

export function dayNumberToDate(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The learner's days from `from` to `to` (0 on the same day; never negative). */
export function elapsedLearnerDays(from: Date, to: Date, model: DayModel): number {
  return Math.max(0, learnerDayNumber(to, model) - learnerDayNumber(from, model));
}

/**
 * The instant the learner's day `dayNumber` begins: the first moment whose learner day is that day.
 * Where DST skips the day-start hour, the day begins when the clock jumps past it; where the hour
 * happens twice, at its first occurrence.
 */
export function startOfLearnerDay(dayNumber: number, model: DayModel): Date {
  const target = dayNumber * DAY_MS + model.dayStartHour * HOUR_MS;
  const belongs = (ms: number) => learnerDayNumber(new Date(ms), model) >= dayNumber;
  // The zone's offsets a day before and after cover both sides of any change near the target.
  const candidates = [-DAY_MS, 0, DAY_MS]
    .map((shift) => target - (wallClockMs(new Date(target + shift), model.timeZone) - (target + shift)))
    .filter(belongs)
    .sort((a, b) => a - b);
  let high = candidates[0] ?? target + DAY_MS;
  if (!belongs(high - 1)) return new Date(high);
  // Rare: a zone change inside the window. Search for the boundary (to the millisecond).
  let low = high - 2 * DAY_MS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (belongs(mid)) high = mid;
    else low = mid;
  }
  return new Date(high);
}

/** The start of the learner's day `days` days after the day of `instant`: when a review card falls due. */
export function startOfDayAfter(instant: Date, days: number, model: DayModel): Date {
  return startOfLearnerDay(learnerDayNumber(instant, model) + days, model);
}

export function isDayStartHour(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 23;
}
