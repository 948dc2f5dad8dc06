import { type DayActivity, fillDays, formatStudyTime } from "@app/domain/stats";
import { formatDay } from "../../../lib/format-date";

/** Days shown by the activity heatmap (the server sends the active ones among the last 365). */
export const HEATMAP_DAYS = 365;

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

/** Lower bounds (words learned + reviewed in a day) of levels 1–4. */
export const HEAT_LEVEL_FLOORS: readonly number[] = [1, 10, 25, 50];

export interface HeatCell extends DayActivity {
  /** Words learned plus words reviewed that day. */
  count: number;
  level: HeatLevel;
  /** Read out and shown on hover, e.g. "Nov 21, 2026: 5 learned, 12 reviewed, 3 minutes". */
  label: string;
}

export interface MonthSegment {
  /** "Nov". */
  label: string;
  /** Full name for assistive technology, "November 2026". */
  fullLabel: string;
  /** Week columns covered. */
  span: number;
}

export interface Heatmap {
  /** Week columns, Sunday first; null pads the days before the range and after today. */
  weeks: (HeatCell | null)[][];
  months: MonthSegment[];
  /** Words learned + reviewed over the whole range. */
  total: number;
  activeDays: number;
}

const monthShort = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const monthLong = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** 0 = Sunday … 6 = Saturday, for a calendar day "YYYY-MM-DD". */
export function weekdayOf(day: string): number {
  return utc(day).getUTCDay();
}

/** "Nov 21, 2026" for "2026-11-21", whatever the browser's zone: the app's one date format. */
export { formatDay };

export function heatLevel(count: number, studyTime = 0): HeatLevel {
  if (count <= 0) return studyTime > 0 ? 1 : 0;
  let level: HeatLevel = 1;
  for (const [i, floor] of HEAT_LEVEL_FLOORS.entries()) if (count >= floor) level = (i + 1) as HeatLevel;
  return level;
}

/** The legend's text for a level: "No activity", "1–9 words", …, "50+ words". */
export function heatLevelRange(level: HeatLevel): string {
  if (level === 0) return "No activity";
  const floor = HEAT_LEVEL_FLOORS[level - 1]!;
  const next = HEAT_LEVEL_FLOORS[level];
  return next === undefined ? `${floor}+ words` : `${floor}–${next - 1} words`;
}

function cellLabel(day: DayActivity): string {
  const parts: string[] = [];
  if (day.learned > 0) parts.push(`${day.learned} learned`);
  if (day.reviewed > 0) parts.push(`${day.reviewed} reviewed`);
  if (day.studyTime > 0) parts.push(formatStudyTime(day.studyTime));
  return `${formatDay(day.date)}: ${parts.length > 0 ? parts.join(", ") : "no activity"}`;
}

/** Lays the last `days` days ending `today` out as a GitHub-style grid: one column per week, Sunday on top. */
export function buildHeatmap(activity: readonly DayActivity[], today: string, days = HEATMAP_DAYS): Heatmap {
  const filled = fillDays(activity, today, days);
  const cells: (HeatCell | null)[] = filled.map((day) => {
    const count = Math.max(0, day.learned) + Math.max(0, day.reviewed);
    return { ...day, count, level: heatLevel(count, day.studyTime), label: cellLabel(day) };
  });
  const first = filled[0];
  const lead = first ? weekdayOf(first.date) : 0;
  const padded = [...Array.from({ length: lead }, () => null), ...cells];
  while (padded.length % 7 !== 0) padded.push(null);

  const weeks: (HeatCell | null)[][] = [];
  for (let i = 0; i < padded.length; i += 7) weeks.push(padded.slice(i, i + 7));

  const months: MonthSegment[] = [];
  let lastKey = "";
  for (const week of weeks) {
    const firstDay = week.find((cell) => cell !== null);
    const key = firstDay ? firstDay.date.slice(0, 7) : lastKey;
    const current = months[months.length - 1];
    if (current && key === lastKey) {
      current.span += 1;
    } else if (firstDay) {
      const date = utc(firstDay.date);
      months.push({ label: monthShort.format(date), fullLabel: monthLong.format(date), span: 1 });
    }
    lastKey = key;
  }

  return {
    weeks,
    months,
    total: cells.reduce((sum, cell) => sum + (cell?.count ?? 0), 0),
    activeDays: cells.filter((cell) => cell && (cell.count > 0 || cell.studyTime > 0)).length,
  };
}
