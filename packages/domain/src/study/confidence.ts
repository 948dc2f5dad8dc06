export interface ConfidenceInput {
  correctCount: number;
  reviewedCount: number;
  /** Response times of this word in the session, seconds. */
  responseTimes: readonly number[];
  /** The word's last review before this session (null: never). */
  lastReview: Date | null;
  /** The word's stability before this session (0 for a new word). */
  stability: number;
  /** Whether each of the word's recent reviews was remembered (1) or not (0), oldest first. */
  recentRetention: readonly number[];
  now: Date;
}

const DAY_MS = 86_400_000;

/** 100 at an average of 1 s or less, 0 at 3 s or more, linear between. */
export function responseTimeScore(responseTimes: readonly number[]): number {
  const times = responseTimes.filter((t) => Number.isFinite(t) && t > 0);
  if (times.length === 0) return 0;
  const average = times.reduce((a, b) => a + b, 0) / times.length;
  if (average <= 1) return 100;
  if (average >= 3) return 0;
  return ((3 - average) / 2) * 100;
}

/**
 * Consistency over the recent reviews (up to the last 5): all remembered +5, at least 80 % +2,
 * at least half 0, less than half −5, none −10; no history 0.
 */
export function consistencyAdjustment(recentRetention: readonly number[]): number {
  const recent = recentRetention.slice(-5);
  if (recent.length === 0) return 0;
  const share = recent.filter((r) => r >= 1).length / recent.length;
  if (share === 1) return 5;
  if (share >= 0.8) return 2;
  if (share >= 0.5) return 0;
  if (share > 0) return -5;
  return -10;
}

/**
 * The confidence index, 0–100: 70 % correctness plus 30 % response-time score; error penalties
 * (1 wrong −15, 2 wrong −30, 3 or more −50 and a cap at 50); recency (last review within a day −10,
 * within 7 days 0, older +10); stability (< 1 +15, < 5 +8, < 10 +3, otherwise −5); consistency
 * (−10 to +5); clamped to 0–100.
 */
export function confidenceIndex(input: ConfidenceInput): number {
  const reviewed = Math.max(0, input.reviewedCount);
  const correct = Math.min(Math.max(0, input.correctCount), reviewed);
  const wrong = reviewed - correct;
  const correctness = reviewed === 0 ? 0 : (correct / reviewed) * 100;
  let index = 0.7 * correctness + 0.3 * responseTimeScore(input.responseTimes);
  index -= wrong === 0 ? 0 : wrong === 1 ? 15 : wrong === 2 ? 30 : 50;
  if (input.lastReview) {
    const age = input.now.getTime() - input.lastReview.getTime();
    index += age <= DAY_MS ? -10 : age <= 7 * DAY_MS ? 0 : 10;
  }
  const s = input.stability;
  index += s < 1 ? 15 : s < 5 ? 8 : s < 10 ? 3 : -5;
  index += consistencyAdjustment(input.recentRetention);
  if (wrong >= 3) index = Math.min(index, 50);
  return Math.round(Math.min(100, Math.max(0, index)) * 100) / 100;
}

/** 0–50 Again (1), 51–75 Hard (2), 76–90 Good (3), 91–100 Easy (4). */
export function ratingFromConfidence(index: number): 1 | 2 | 3 | 4 {
  const i = Math.round(index);
  if (i <= 50) return 1;
  if (i <= 75) return 2;
  if (i <= 90) return 3;
  return 4;
}
