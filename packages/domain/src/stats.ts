import { addDays, daysBetween } from "./time/user-day";

/** Weekly Progress bars: 3 px per item, at least 6, at most 120. */
export function barHeight(count: number): number {
  return Math.min(120, Math.max(6, Math.max(0, count) * 3));
}

const UNITS: [string, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/** Study time in the largest fitting units, at most two: "45 seconds", "2 hours 5 minutes", "1 year 2 months". */
export function formatStudyTime(totalSeconds: number): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  if (rest === 0) return "0 seconds";
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    if (rest >= size) {
      const n = Math.floor(rest / size);
      rest -= n * size;
      parts.push(`${n} ${unit}${n === 1 ? "" : "s"}`);
      if (parts.length === 2) break;
    } else if (parts.length > 0) break;
  }
  return parts.join(" ");
}

/** The streak as shown today: kept while the last study day is today or yesterday, otherwise 0. */
export function displayedStreak(current: number, lastDay: string | null, today: string, freezes = 0): number {
  if (!lastDay) return 0;
  // A last day after "today" means the user studied today in a zone further east: still alive.
  const gap = daysBetween(lastDay, today);
  // Days missed since are covered by the freezes held (used when the learner studies again).
  return gap <= 1 || gap - 1 <= freezes ? current : 0;
}

/** "11/21" from "2026-11-21": the chart's month/day labels. */
export function monthDayLabel(day: string): string {
  const [, month, date] = day.split("-");
  return `${Number(month)}/${Number(date)}`;
}

export interface DayActivity {
  date: string;
  learned: number;
  reviewed: number;
  studyTime: number;
}

/** The `days` days ending today, oldest first, with zeros for days without a row. */
export function fillDays(rows: readonly DayActivity[], today: string, days: number): DayActivity[] {
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - (days - 1));
    return byDay.get(date) ?? { date, learned: 0, reviewed: 0, studyTime: 0 };
  });
}

/** A short time as an estimate: "under a minute", "about 1 minute", "about 12 minutes" (never "about 0 minutes"). */
export function aboutMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 1) return "under a minute";
  return `about ${rounded} minute${rounded === 1 ? "" : "s"}`;
}
