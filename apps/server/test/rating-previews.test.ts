import { answeredWord } from "@app/domain/test-support/session";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fsrsSettings, userWordProgress, words } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { sessionSave } from "./session-saves";
import { createAppWithDecks, guestClient } from "./test-app";

const NOW = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";
const DAY = 86_400_000;

const ctx = appPerFile(() => createAppWithDecks({ clock: () => NOW }));

type StartedWord = { id: number; intervals?: { again: number; hard: number; good: number; easy: number } };

/** A guest with the deck, its first word in review (stability 20, last seen 20 days ago, 20 reviews), due now. */
async function learnerWithDueWord(algorithm: "MANUAL" | "AUTOMATIC") {
  const u = await guestClient(ctx);
  await u.call("POST", "/api/me/decks", { subDeckId: DECK });
  await ctx.database.db
    .insert(fsrsSettings)
    .values({ userId: u.id, studyAlgorithm: algorithm })
    .onConflictDoUpdate({ target: fsrsSettings.userId, set: { studyAlgorithm: algorithm } });
  const [first] = await ctx.database.db
    .select({ id: words.id })
    .from(words)
    .where(eq(words.subDeckId, DECK))
    .orderBy(words.order)
    .limit(1);
  await ctx.database.db.insert(userWordProgress).values({
    userId: u.id,
    wordId: first!.id,
    subDeckId: DECK,
    state: 2,
    stability: 20,
    difficulty: 5,
    reps: 20,
    correctCount: 20,
    reviewedCount: 20,
    historyCount: 20,
    elapsedDays: 20,
    scheduledDays: 20,
    lastReview: new Date(NOW.getTime() - 20 * DAY),
    nextReview: NOW,
  });
  return { ...u, wordId: first!.id };
}

describe("the rating buttons' next intervals", () => {
  it("MANUAL: each due word carries its interval per rating, and the save schedules Good within FSRS's fuzz of it", async () => {
    const u = await learnerWithDueWord("MANUAL");
    const start = await u.call("GET", `/api/me/study/need-review/${DECK}`);
    expect(start.statusCode).toBe(200);
    const word = (start.json().words as StartedWord[]).find((w) => w.id === u.wordId)!;
    const intervals = word.intervals!;
    expect(intervals.again).toBeLessThan(DAY);
    expect(intervals.again).toBeLessThan(intervals.hard);
    expect(intervals.hard).toBeLessThanOrEqual(intervals.good);
    expect(intervals.good).toBeLessThanOrEqual(intervals.easy);
    // Recalled on its due day, a word's next interval is longer than the last one.
    expect(intervals.good).toBeGreaterThan(20 * DAY);

    const save = await u.call(
      "POST",
      "/api/me/study-sessions",
      sessionSave(DECK, [answeredWord({ wordId: u.wordId, ratings: [3] })], NOW, { sessionType: "NEED_REVIEW" }),
    );
    expect(save.statusCode).toBe(200);
    const [after] = await ctx.database.db
      .select({ scheduledDays: userWordProgress.scheduledDays })
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, u.wordId)));
    const shownDays = intervals.good / DAY;
    // FSRS's fuzz moves an interval over 20 days by at most about 10 % (and load balancing stays within it).
    expect(Math.abs(after!.scheduledDays - shownDays)).toBeLessThanOrEqual(Math.ceil(shownDays * 0.1) + 1);
  });

  it("AUTOMATIC asks for no rating: no intervals are sent", async () => {
    const u = await learnerWithDueWord("AUTOMATIC");
    const start = await u.call("GET", `/api/me/study/need-review/${DECK}`);
    const words = start.json().words as StartedWord[];
    expect(words.length).toBeGreaterThan(0);
    expect(words.every((w) => w.intervals === undefined)).toBe(true);
  });
});
