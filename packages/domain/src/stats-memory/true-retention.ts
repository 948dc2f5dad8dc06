/**
 * True retention: of the reviews at an interval of a day or more, the share remembered (any answer but
 * Again), by period and by how well the word was known — the figure to hold against the desired retention.
 */

/** The word's first test a day or more after it was learned; then young (interval < 21 days) or mature. */
export type RetentionKind = "new" | "young" | "mature";
export const MATURE_INTERVAL_DAYS = 21;
export const RETENTION_PERIODS = ["today", "week", "month", "year"] as const;
export type RetentionPeriod = (typeof RETENTION_PERIODS)[number];
/** How many learner days each period spans, today included. */
const PERIOD_DAYS: Record<RetentionPeriod, number> = { today: 1, week: 7, month: 30, year: 365 };

/** Reviews of one learner day and kind, remembered or not (the database groups them). */
export interface RetentionGroup {
  /** Learner days before today (0 = today). */
  daysAgo: number;
  kind: RetentionKind;
  remembered: number;
  forgotten: number;
}

export interface RetentionCell {
  remembered: number;
  total: number;
  /** remembered / total, or null with no reviews. */
  share: number | null;
}

export type RetentionRow = { period: RetentionPeriod } & Record<RetentionKind | "all", RetentionCell>;

/** The kind of a review at `elapsedDays` ≥ 1: the word's first such review is "new". */
export function retentionKind(firstAtAnInterval: boolean, elapsedDays: number): RetentionKind {
  if (firstAtAnInterval) return "new";
  return elapsedDays >= MATURE_INTERVAL_DAYS ? "mature" : "young";
}

export function retentionCell(remembered: number, total: number): RetentionCell {
  return { remembered, total, share: total > 0 ? remembered / total : null };
}

/** The table: one row per period (today, last 7, 30, 365 days), a column per kind and one for all. */
export function trueRetentionTable(groups: readonly RetentionGroup[]): RetentionRow[] {
  return RETENTION_PERIODS.map((period) => {
    const inPeriod = groups.filter((g) => g.daysAgo >= 0 && g.daysAgo < PERIOD_DAYS[period]);
    const sum = (kind?: RetentionKind) => {
      const of = kind ? inPeriod.filter((g) => g.kind === kind) : inPeriod;
      const remembered = of.reduce((n, g) => n + g.remembered, 0);
      return retentionCell(
        remembered,
        of.reduce((n, g) => n + g.remembered + g.forgotten, 0),
      );
    };
    return { period, new: sum("new"), young: sum("young"), mature: sum("mature"), all: sum() };
  });
}
