import { type DayModel, type FsrsSettings, learnerDay } from "@app/domain";
import { planRetentionOn } from "@app/domain/planning/exam-plan";
import { effectiveRetention } from "@app/domain/study/effective-retention";
import type { ProgressCard } from "@app/domain/study/progress-card";
import { type RatingIntervals, ratingIntervals } from "@app/domain/study/rating-intervals";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { userDecks, userWordProgress } from "../../db/schema";
import { resolveDayModel } from "../daily-goals";
import { createExamPlansRepository, storedPlan } from "../exam-plans";

interface PreviewWord {
  id: number;
  card: ProgressCard | null;
}

/** What the rating previews are computed from: the settings the save would use, and each word's history. */
interface PreviewReads {
  settings: FsrsSettings;
  day: DayModel;
  historyCounts: ReadonlyMap<number, number>;
}

/**
 * MANUAL mode's rating buttons show each rating's next interval. Read: the retention the save would schedule
 * with (the deck's own, raised by an exam plan in its last weeks), the learner's day, each word's history count.
 * Plan: the scheduler the save runs, each rating tried on each word (`ratingIntervals`). Nothing is written.
 */
export async function readRatingPreviews(
  db: Db,
  request: FastifyRequest,
  at: { userId: string; subDeckId: string; now: Date; settings: FsrsSettings },
  sessionWords: readonly PreviewWord[],
): Promise<Map<number, RatingIntervals>> {
  if (sessionWords.length === 0) return new Map();
  const reads = await readPreviewInputs(db, request, at, sessionWords);
  return planRatingPreviews(reads, at.now, sessionWords);
}

async function readPreviewInputs(
  db: Db,
  request: FastifyRequest,
  at: { userId: string; subDeckId: string; now: Date; settings: FsrsSettings },
  sessionWords: readonly PreviewWord[],
): Promise<PreviewReads> {
  const { userId, subDeckId, now } = at;
  const [day, deckRow, plan, histories] = await Promise.all([
    resolveDayModel(db, request, userId),
    db
      .select({ retention: userDecks.desiredRetention })
      .from(userDecks)
      .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId))),
    createExamPlansRepository(db).get(userId, subDeckId),
    db
      .select({ wordId: userWordProgress.itemId, count: userWordProgress.historyCount })
      .from(userWordProgress)
      .where(
        and(
          eq(userWordProgress.userId, userId),
          inArray(
            userWordProgress.itemId,
            sessionWords.map((w) => w.id),
          ),
        ),
      ),
  ]);
  const deckRetention = deckRow[0]?.retention == null ? null : Number(deckRow[0].retention);
  // As the save: the deck's retention over the learner's, and an exam plan's raise over both.
  const normal = effectiveRetention(at.settings.requestRetention, deckRetention);
  const retention = plan ? planRetentionOn(storedPlan(plan), learnerDay(now, day), normal) : normal;
  return {
    settings: { ...at.settings, requestRetention: retention },
    day,
    historyCounts: new Map(histories.map((h) => [h.wordId, h.count])),
  };
}

function planRatingPreviews(reads: PreviewReads, now: Date, sessionWords: readonly PreviewWord[]) {
  const previews = new Map<number, RatingIntervals>();
  for (const word of sessionWords) {
    previews.set(
      word.id,
      ratingIntervals({
        card: word.card,
        now,
        settings: reads.settings,
        historyCount: reads.historyCounts.get(word.id) ?? 0,
        day: reads.day,
      }),
    );
  }
  return previews;
}
