import type { RetentionChoice } from "./retention-choices";

/** The share of the most words known a recommended choice must keep. */
export const KEEPS_SHARE = 0.95;

/**
 * The choice Help me decide recommends: the fewest minutes a day among the choices that keep at least
 * 95 % of the most words known any choice reaches (on equal minutes, the lower retention). Above it,
 * reviews cost more and more for the last few words; below it, words slip away. None without points.
 */
export function recommendedChoice(points: readonly RetentionChoice[]): RetentionChoice | undefined {
  if (points.length === 0) return undefined;
  const most = Math.max(...points.map((p) => p.knownAfterYear));
  let best: RetentionChoice | undefined;
  for (const point of [...points].sort((a, b) => a.retention - b.retention)) {
    if (point.knownAfterYear < KEEPS_SHARE * most) continue;
    if (!best || point.minutesPerDay < best.minutesPerDay) best = point;
  }
  return best;
}
