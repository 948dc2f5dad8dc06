import { monthDayLabel } from "../stats";

export type SessionKind = "learn-new" | "review" | "need-review" | "hard-words" | "time-rush" | "audio-review";

export interface DeckCounts {
  wordCount: number;
  /** Words with any progress record (not "unlearned" any more). */
  started: number;
  /** Learned words that can be reviewed: state review, not ignored. */
  learned: number;
  /** Words due now (need-review). */
  due: number;
}

export interface SessionAvailability {
  kind: SessionKind;
  label: string;
  unlocked: boolean;
  /** Why it is locked, in words a learner understands; null when unlocked. */
  reason: string | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Session unlock rules: Learn New needs ≥ 1 unlearned word; Review, Audio Review and Time Rush
 * need ≥ 5 learned words; Hard Words needs ≥ 10; Need Review needs ≥ 1 due word. During a catch-up
 * plan (a backlog of reviews across the learner's decks) new words are paused.
 */
export function sessionAvailability(
  counts: DeckCounts,
  options: { catchUp?: { due: number; endDay: string } | null } = {},
): SessionAvailability[] {
  const unlearned = Math.max(0, counts.wordCount - counts.started);
  const needLearned = (kind: SessionKind, label: string, min: number): SessionAvailability => {
    const unlocked = counts.learned >= min;
    return {
      kind,
      label,
      unlocked,
      reason: unlocked ? null : `Learn ${plural(min - counts.learned, "more word")} to unlock (needs ${min} learned).`,
    };
  };
  const catchUp = options.catchUp ?? null;
  return [
    {
      kind: "learn-new",
      label: "Learn New",
      unlocked: unlearned >= 1 && !catchUp,
      reason:
        unlearned < 1
          ? "You have learned every word in this deck."
          : catchUp
            ? `New words are paused while you catch up: ${catchUp.due} reviews are due (plan ends ${monthDayLabel(catchUp.endDay)}).`
            : null,
    },
    needLearned("review", "Review", 5),
    {
      kind: "need-review",
      label: "Need Review",
      unlocked: counts.due >= 1,
      reason: counts.due >= 1 ? null : "No words are due for review right now.",
    },
    needLearned("hard-words", "Hard Words", 10),
    needLearned("audio-review", "Audio Review", 5),
    needLearned("time-rush", "Time Rush", 5),
  ];
}
