import { type RetentionCell, type RetentionGroup, type RetentionKind, retentionCell } from "./true-retention";

/** Weeks the true-retention chart covers, this one included. */
export const RETENTION_WEEKS = 26;

export type RetentionWeek = { weeksAgo: number } & Record<RetentionKind | "all", RetentionCell>;

const KINDS: readonly RetentionKind[] = ["new", "young", "mature"];

/**
 * True retention week by week, oldest first: week `weeksAgo` holds learner days 7·weeksAgo to 7·weeksAgo + 6
 * before today, so the last week (0) is the table's "Last 7 days" row. Days before the first week or in
 * the future are left out.
 */
export function trueRetentionByWeek(groups: readonly RetentionGroup[], weeks = RETENTION_WEEKS): RetentionWeek[] {
  return Array.from({ length: weeks }, (_, i) => {
    const weeksAgo = weeks - 1 - i;
    const inWeek = groups.filter((g) => g.daysAgo >= 7 * weeksAgo && g.daysAgo < 7 * weeksAgo + 7);
    const sum = (of: readonly RetentionGroup[]) =>
      retentionCell(
        of.reduce((n, g) => n + g.remembered, 0),
        of.reduce((n, g) => n + g.remembered + g.forgotten, 0),
      );
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, sum(inWeek.filter((g) => g.kind === kind))]));
    return { weeksAgo, ...(byKind as Record<RetentionKind, RetentionCell>), all: sum(inWeek) };
  });
}
