import type { SessionType } from "./constants";

export interface SessionWordResult {
  wordId: number;
  correctCount: number;
  reviewedCount: number;
  alreadyKnow: boolean;
  responseTimes: readonly number[];
  /** Whether each answer was right, in order (the answers really given, before any "Already know"). */
  outcomes?: readonly boolean[];
}

/** Words learned in a session: Learn New counts 5+ correct or 'already know'; Hard Words 3+ correct. */
export function wordsLearnedInSession(sessionType: SessionType, words: readonly SessionWordResult[]): number {
  if (sessionType === "LEARN") return words.filter((w) => w.alreadyKnow || w.correctCount >= 5).length;
  if (sessionType === "HARD_WORDS") return words.filter((w) => w.correctCount >= 3).length;
  return 0;
}

/** Words reviewed in a session: every answered word, except in Learn New where words are learned. */
export function wordsReviewedInSession(sessionType: SessionType, words: readonly SessionWordResult[]): number {
  if (sessionType === "LEARN") return 0;
  return words.filter((w) => w.reviewedCount > 0).length;
}

/**
 * Whether a word's session result is saved: in Learn New only when the previous plus this
 * session's correct answers reach 5 (or 'already know'); in Hard Words 3; otherwise always.
 */
export function shouldSaveWord(sessionType: SessionType, previousCorrect: number, word: SessionWordResult): boolean {
  if (word.reviewedCount === 0 && !word.alreadyKnow) return false;
  if (sessionType === "LEARN") return word.alreadyKnow || previousCorrect + word.correctCount >= 5;
  if (sessionType === "HARD_WORDS") return previousCorrect + word.correctCount >= 3;
  return true;
}

export interface OverviewRow {
  wordId: number;
  correct: number;
  incorrect: number;
  /** Seconds, two decimals; null when no time was recorded. */
  averageResponseSeconds: number | null;
  /** 0–100. */
  accuracy: number;
  medal: "gold" | "silver" | "bronze" | null;
}

export interface SessionOverview {
  totalCorrect: number;
  totalAnswered: number;
  totalIncorrect: number;
  accuracyPercentage: number;
  rows: OverviewRow[];
  /** Words marked "Already know" in the session, in order: not answers, so counted apart. */
  markedKnown: number[];
}

/**
 * The answers a word was really given. "Already know" stores 5 correct of 5 (the spec's counts), which
 * are not answers: for such a word only what was answered before it was marked counts.
 */
function answersGiven(w: SessionWordResult): { correct: number; reviewed: number } {
  if (!w.alreadyKnow) {
    const correct = Math.min(w.correctCount, w.reviewedCount);
    return { correct, reviewed: w.reviewedCount };
  }
  const outcomes = w.outcomes ?? [];
  return { correct: outcomes.filter(Boolean).length, reviewed: outcomes.length };
}

const average = (times: readonly number[]) => {
  const kept = times.filter((t) => Number.isFinite(t) && t > 0);
  return kept.length === 0 ? null : kept.reduce((a, b) => a + b, 0) / kept.length;
};

/**
 * Medals need more timed words than there are medals, so that at least one word goes without: in
 * a 1-word session its only word was "fastest" by default, and Gold said nothing.
 */
export const MEDAL_MIN_WORDS = 4;

/**
 * The Session Overview: totals, accuracy, and per word its counts, average response time and
 * accuracy, from the answers really given (words marked "Already know" are listed apart); with at least
 * MEDAL_MIN_WORDS timed words, the three fastest get gold, silver and bronze, ranked by average time divided
 * by max(accuracy, 0.1) (lower is faster).
 */
export function sessionOverview(words: readonly SessionWordResult[]): SessionOverview {
  const rows: OverviewRow[] = [];
  for (const w of words) {
    const { correct, reviewed } = answersGiven(w);
    if (reviewed === 0) continue;
    const avg = average(w.responseTimes);
    rows.push({
      wordId: w.wordId,
      correct,
      incorrect: reviewed - correct,
      averageResponseSeconds: avg === null ? null : Math.round(avg * 100) / 100,
      accuracy: Math.round((correct / reviewed) * 100),
      medal: null,
    });
  }
  const ranked = rows
    .filter((r) => r.averageResponseSeconds !== null)
    .map((r) => ({ r, score: r.averageResponseSeconds! / Math.max(r.accuracy / 100, 0.1) }))
    .sort((a, b) => a.score - b.score || a.r.wordId - b.r.wordId);
  const medals = ["gold", "silver", "bronze"] as const;
  if (ranked.length < MEDAL_MIN_WORDS) ranked.length = 0;
  ranked.slice(0, 3).forEach(({ r }, i) => {
    r.medal = medals[i]!;
  });
  const totalAnswered = rows.reduce((n, r) => n + r.correct + r.incorrect, 0);
  const totalCorrect = rows.reduce((n, r) => n + r.correct, 0);
  return {
    totalCorrect,
    totalAnswered,
    totalIncorrect: totalAnswered - totalCorrect,
    accuracyPercentage: totalAnswered === 0 ? 0 : Math.round((totalCorrect / totalAnswered) * 100),
    rows,
    markedKnown: words.filter((w) => w.alreadyKnow).map((w) => w.wordId),
  };
}
