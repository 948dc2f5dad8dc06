import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../src/db/database";
import { type reviewLogs, studySessions, userWordProgress, words } from "../src/db/schema";

/** Rows the server tests write or read straight in the database: a deck's words, progress, review logs. */

/** The fixture deck most tests study (apps/server/test/fixtures/decks). */
export const FIXTURE_DECK = "testish-basics-1";

/** The deck's words, in their order. */
export function deckWordRows(database: Database, subDeckId = FIXTURE_DECK) {
  return database.db.select().from(words).where(eq(words.subDeckId, subDeckId)).orderBy(words.order);
}

/** The ids of the deck's words, in their order. */
export async function deckWordIds(database: Database, subDeckId = FIXTURE_DECK): Promise<number[]> {
  return (await deckWordRows(database, subDeckId)).map((w) => w.id);
}

/** A progress row for the user's word of the fixture deck: in review (state 2), due 22 November. */
export async function giveProgress(
  database: Database,
  userId: string,
  wordId: number,
  patch: Partial<typeof userWordProgress.$inferInsert> = {},
) {
  await database.db.insert(userWordProgress).values({
    userId,
    wordId,
    subDeckId: FIXTURE_DECK,
    state: 2,
    nextReview: new Date("2026-11-22T00:00:00Z"),
    ...patch,
  });
}

type StudySessionRow = typeof studySessions.$inferInsert;

/** A saved study session of the user's in the fixture deck, under a new id, which it answers; `row` says the rest. */
export async function giveSession(
  database: Database,
  row: Pick<StudySessionRow, "userId" | "sessionType" | "payloadHash" | "durationSeconds" | "startedAt"> &
    Partial<StudySessionRow>,
): Promise<string> {
  const id = crypto.randomUUID();
  await database.db.insert(studySessions).values({ id, subDeckId: FIXTURE_DECK, ...row });
  return id;
}

type ReviewLogRow = typeof reviewLogs.$inferInsert;

/** A review-log row of a word rated Good by hand, in review, with a one-day interval; `row` says the rest. */
export function reviewLogRow(
  row: Pick<ReviewLogRow, "userId" | "wordId" | "subDeckId" | "reviewedAt" | "due"> & Partial<ReviewLogRow>,
): ReviewLogRow {
  return {
    rating: 3,
    mode: "MANUAL",
    state: 2,
    stability: 1,
    difficulty: 5,
    elapsedDays: 0,
    lastElapsedDays: 0,
    scheduledDays: 1,
    learningSteps: 0,
    actualRetention: 1,
    ...row,
  };
}

/** `n` review-log rows of the fixture deck's words for the user, one a minute (or a second) further back from now each. */
export async function bulkReviewLogs(database: Database, userId: string, n: number, every: "mins" | "secs" = "mins") {
  await database.db.execute(sql`
    INSERT INTO review_logs (user_id, word_id, sub_deck_id, reviewed_at, rating, mode, state, due, stability,
      difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, actual_retention)
    SELECT ${userId}, w.id, w.sub_deck_id, now() - make_interval(${sql.raw(every)} => g), 3, 'MANUAL', 2, now(), 1, 5, 0, 0, 1, 0, 1
    FROM generate_series(1, ${n}) g JOIN LATERAL (SELECT id, sub_deck_id FROM words
      WHERE sub_deck_id = ${FIXTURE_DECK} ORDER BY id
      OFFSET (g % (SELECT count(*) FROM words WHERE sub_deck_id = ${FIXTURE_DECK})) LIMIT 1) w ON true`);
}
