import {
  type DeckCounts,
  LEARNED_TO_UNLOCK,
  type SessionKind,
  sessionUnlock,
  withDeckWords,
} from "@app/domain/decks/session-unlock";
import { isDue, isReviewCandidate } from "@app/domain/decks/word-status";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userWordProgress } from "../../db/schema";
import { studiedBySql } from "../../db/selections";
import { AppError } from "../../lib/app-error";

/** The deck page's counts for one learner and deck, by the same word-status rules the page uses. */
export async function readDeckCounts(
  db: Db,
  userId: string,
  subDeckId: string,
  size: { wordCount: number; words?: number | undefined },
  now: Date,
) {
  const { wordCount } = size;
  const rows = await db
    .select({
      state: userWordProgress.state,
      learningSteps: userWordProgress.learningSteps,
      nextReview: userWordProgress.nextReview,
      isIgnored: userWordProgress.isIgnored,
    })
    .from(userWordProgress)
    .where(
      and(
        eq(userWordProgress.userId, userId),
        eq(userWordProgress.subDeckId, subDeckId),
        studiedBySql('"user_word_progress"', userId),
      ),
    );
  const counts: DeckCounts = { wordCount, started: rows.length, learned: 0, due: 0, ignored: 0 };
  for (const row of rows) {
    if (isReviewCandidate(row)) counts.learned += 1;
    if (isDue(row, now)) counts.due += 1;
    if (row.isIgnored) counts.ignored = (counts.ignored ?? 0) + 1;
  }
  // As the deck page (`unlockCounts`): a small deck's threshold is its words when its items are more.
  return withDeckWords(counts, size.words);
}

/**
 * Refuses a session the deck page shows locked (Review, Audio Review, Hard Words, Time Rush without
 * enough learned words), with the page's own reason. Learn New and Need Review are not refused: an
 * empty list is their answer, and their screens say so in the spec's words. Time Rush is checked when
 * a game starts (its word list is also what a deck keeps for offline study).
 */
export async function assertSessionUnlocked(
  db: Db,
  input: {
    userId: string;
    subDeckId: string;
    wordCount: number;
    words?: number | undefined;
    kind: SessionKind;
    now: Date;
  },
): Promise<void> {
  if (!(input.kind in LEARNED_TO_UNLOCK)) return;
  const counts = await readDeckCounts(db, input.userId, input.subDeckId, input, input.now);
  const availability = sessionUnlock(input.kind, counts);
  if (!availability.unlocked) {
    throw new AppError("CONFLICT", `${availability.label} is locked. ${availability.reason ?? ""}`.trim());
  }
}
