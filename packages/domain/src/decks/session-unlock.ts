export type SessionKind = "learn-new" | "review" | "need-review" | "hard-words" | "time-rush" | "audio-review";

export interface DeckCounts {
  wordCount: number;
  /** Words with any progress record (not "unlearned" any more). */
  started: number;
  /** Learned words that can be reviewed: state review, not ignored. */
  learned: number;
  /** Words due now (need-review). */
  due: number;
  /** Ignored words: they never come back, so a deck's size for unlocking leaves them out. */
  ignored?: number;
  /** The deck's words, when its items (`wordCount`) are more: a small deck's threshold is its words. */
  words?: number;
}

export interface SessionAvailability {
  kind: SessionKind;
  label: string;
  unlocked: boolean;
  /** Why it is locked, in words a learner understands; null when unlocked. */
  reason: string | null;
}

/** The spec's learned-word thresholds, for decks of at least that many words. */
export const LEARNED_TO_UNLOCK = {
  review: 5,
  "audio-review": 5,
  "time-rush": 5,
  "hard-words": 10,
} as const satisfies Partial<Record<SessionKind, number>>;

export type LearnedGatedKind = keyof typeof LEARNED_TO_UNLOCK;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Learned words a session needs in this deck: the spec's threshold, or — in a deck with fewer words
 * (ignored ones left out) — all of them, so that a 2-word deck can be reviewed once both are learned.
 * Counted in words: a 2-word deck whose words are also studied from their meaning (4 items) needs 2.
 * Never less than 1: an empty deck unlocks nothing.
 */
export function learnedNeeded(kind: LearnedGatedKind, counts: DeckCounts): number {
  const studyable = Math.min(counts.wordCount - (counts.ignored ?? 0), counts.words ?? Number.POSITIVE_INFINITY);
  return Math.max(1, Math.min(LEARNED_TO_UNLOCK[kind], studyable));
}

/** The counts with the deck's words, when its items are more: what makes a small deck's threshold its words. */
export function withDeckWords(counts: DeckCounts, words: number | null | undefined): DeckCounts {
  return words != null && words < counts.wordCount ? { ...counts, words } : counts;
}

/** Whether the learner has no new words left in the deck (every word started or ignored). */
export function noNewWordsLeft(counts: DeckCounts): boolean {
  return counts.wordCount - counts.started < 1;
}

/**
 * Session unlock rules: Learn New needs ≥ 1 unlearned word; Review, Audio Review and Time Rush
 * need 5 learned words and Hard Words 10 (fewer in a smaller deck: `learnedNeeded`); Need Review
 * needs ≥ 1 due word. The server refuses a locked session by the same rule.
 */
export function sessionAvailability(counts: DeckCounts): SessionAvailability[] {
  const needLearned = (kind: LearnedGatedKind, label: string): SessionAvailability => {
    const min = learnedNeeded(kind, counts);
    const unlocked = counts.learned >= min;
    return {
      kind,
      label,
      unlocked,
      reason: unlocked ? null : `Learn ${plural(min - counts.learned, "more word")} to unlock (needs ${min} learned).`,
    };
  };
  return [
    {
      kind: "learn-new",
      label: "Learn New",
      unlocked: !noNewWordsLeft(counts),
      reason: noNewWordsLeft(counts) ? "You have learned every word in this deck." : null,
    },
    needLearned("review", "Review"),
    {
      kind: "need-review",
      label: "Need Review",
      unlocked: counts.due >= 1,
      reason: counts.due >= 1 ? null : "No words are due for review right now.",
    },
    needLearned("hard-words", "Hard Words"),
    needLearned("audio-review", "Audio Review"),
    needLearned("time-rush", "Time Rush"),
  ];
}

/** One session's availability (what the server checks before it starts a session). */
export function sessionUnlock(kind: SessionKind, counts: DeckCounts): SessionAvailability {
  return sessionAvailability(counts).find((s) => s.kind === kind)!;
}
