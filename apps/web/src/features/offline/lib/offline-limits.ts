import { type DailyLimits, isReviewState, offlineDayStart } from "@app/domain/decks/deck-scheduling";
import { shouldSaveWord } from "@app/domain/study/summary";
import type { SessionSaveInput } from "@app/domain/study/validation";
import type { OfflineDeck } from "./offline-deck";

/** A session studied on this device and not yet saved (the offline queue's payload). */
export type StudiedOffline = Pick<SessionSaveInput, "subDeckId" | "sessionType" | "startedAt" | "words">;

/** What counts against a deck's daily limits: words learned (new words introduced) and words reviewed. */
export interface DoneOffline {
  learned: number;
  reviewed: number;
}

export const NOTHING_DONE: DoneOffline = { learned: 0, reviewed: 0 };

/** The limits the deck's copy was read with (absent: no limit, or a copy kept before limits were told). */
export function keptLimits(kept: OfflineDeck): DailyLimits | undefined {
  return kept.learned.dailyLimits ?? kept.learnNew.dailyLimits;
}

/**
 * What the sessions studied offline on the deck today (the learner's day holding `now`, as the copy
 * tells it) count against its limits, as the server counts them once they are saved: each word once, a
 * Learn New word when it is learned (or known), a word reviewed when it was learned (in review or
 * relearning) as the copy kept it.
 */
export function doneOffline(
  kept: OfflineDeck,
  subDeckId: string,
  studied: readonly StudiedOffline[],
  now: number,
): DoneOffline {
  const limits = keptLimits(kept);
  if (!limits) return NOTHING_DONE;
  const since = offlineDayStart(limits, now);
  const learnedWords = new Set(kept.learned.words.filter((w) => isReviewState(w.progress?.state)).map((w) => w.id));
  const learned = new Set<number>();
  const reviewed = new Set<number>();
  for (const session of studied) {
    const at = Date.parse(session.startedAt);
    if (session.subDeckId !== subDeckId || !(at >= since) || at > now) continue;
    for (const word of session.words) {
      const learning = session.sessionType === "LEARN";
      const answered = { ...word, alreadyKnow: word.alreadyKnow ?? false, responseTimes: word.responseTimes ?? [] };
      if (learning && shouldSaveWord("LEARN", 0, answered)) learned.add(word.wordId);
      if (!learning && word.reviewedCount > 0 && learnedWords.has(word.wordId)) reviewed.add(word.wordId);
    }
  }
  return { learned: learned.size, reviewed: reviewed.size };
}
