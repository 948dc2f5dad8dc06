// A deck's daily limits in every session that picks words: new words only where they are introduced
// (Learn New), reviews wherever learned words are reviewed (Review, Audio Review, Need Review), Hard Words
// and Time Rush as practice; and the limits handed to the copy kept for offline study.
import { answeredWord } from "@app/domain/test-support/session";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subDecks, userWordProgress, words } from "../src/db/schema";
import { knownWordsSession, sessionSave } from "./session-saves";
import { createAppWithDecks, guestClient, type TestContext } from "./test-app";

let ctx: TestContext;
const now = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-limits-1";
const url = `/api/me/decks/${DECK}/scheduling`;
const NO_OVERRIDE = { desiredRetention: null, newPerDay: null, reviewsPerDay: null };

beforeAll(async () => {
  ctx = await createAppWithDecks({ clock: () => now });
  await ctx.database.db.insert(subDecks).values({ id: DECK, languageId: "testish", name: "Limits", wordCount: 16 });
  await ctx.database.db.insert(words).values(
    Array.from({ length: 16 }, (_, i) => ({
      subDeckId: DECK,
      key: `limits-${i}`,
      order: i,
      originalWord: `palabra${i}`,
      translation: `word ${i}`,
    })),
  );
});
afterAll(async () => {
  await ctx?.close();
});

type Learner = Awaited<ReturnType<typeof guestClient>>;
type Started = { words: { id: number; progress: { state: number } | null }[]; dailyLimitReached?: boolean };

/**
 * A learner with the deck's first ten words learned (in review: Hard Words unlocks), the eleventh still
 * being learned (building) and the twelfth back at new (a leech learned again): all but that one due now.
 */
async function learnerWithHistory(): Promise<{ u: Learner; ids: number[] }> {
  const u = await guestClient(ctx);
  expect((await u.call("POST", "/api/me/decks", { subDeckId: DECK })).statusCode).toBe(201);
  const rows = await ctx.database.db.select({ id: words.id }).from(words).where(eq(words.subDeckId, DECK));
  const ids = rows.map((w) => w.id).sort((a, b) => a - b);
  expect(ids).toHaveLength(16);
  const earlier = new Date(now.getTime() - 3 * 86_400_000);
  expect(
    (await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, ids.slice(0, 12), earlier))).statusCode,
  ).toBe(200);
  const mine = (wordIds: number[]) => and(eq(userWordProgress.userId, u.id), inArray(userWordProgress.wordId, wordIds));
  const dueAt = new Date(now.getTime() - 3_600_000);
  await ctx.database.db
    .update(userWordProgress)
    .set({ nextReview: dueAt })
    .where(mine(ids.slice(0, 11)));
  await ctx.database.db
    .update(userWordProgress)
    .set({ state: 1, learningSteps: 1 })
    .where(mine([ids[10]!]));
  await ctx.database.db
    .update(userWordProgress)
    .set({ state: 0, stability: 0, difficulty: 0, lastReview: null, nextReview: null })
    .where(mine([ids[11]!]));
  return { u, ids };
}

const start = async (u: Learner, kind: string) => {
  const res = await u.call("GET", `/api/me/study/${kind}/${DECK}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Started & Record<string, unknown>;
};

describe("a deck's daily limits in every session", () => {
  it("with nothing left today: no new words, no reviews of learned words; practice goes on", async () => {
    const { u, ids } = await learnerWithHistory();
    await u.call("PUT", url, { ...NO_OVERRIDE, newPerDay: 0, reviewsPerDay: 0 });

    expect(await start(u, "learn-new")).toMatchObject({ words: [], dailyLimitReached: true });
    // Review: the learned word still in its building steps comes (its steps are not reviews a day),
    // the words in review wait.
    for (const kind of ["review", "audio-review"]) {
      const session = await start(u, kind);
      expect(session.words.map((w) => w.id)).toEqual([ids[10]]);
      expect(session.dailyLimitReached).toBe(true);
    }
    // Due words: the one still being learned comes (it is not a review), the learned ones wait.
    const due = await start(u, "need-review");
    expect(due.words.map((w) => w.id)).toEqual([ids[10]]);
    expect(due.dailyLimitReached).toBe(true);

    // Hard Words: practice of studied words, never the word back at new, not cut by the reviews limit.
    const hard = await start(u, "hard-words");
    expect(hard.words).toHaveLength(10);
    expect(hard.words.every((w) => w.id !== ids[11] && w.progress!.state > 0)).toBe(true);
    expect(hard.dailyLimitReached).toBeUndefined();
    // Time Rush: a game that schedules nothing: every learned word, the building one included.
    expect((await start(u, "time-rush")).words).toHaveLength(11);
  });

  it("counts Hard Words' answers against the reviews limit, and hands the limits to offline copies", async () => {
    const { u, ids } = await learnerWithHistory();
    const free = await start(u, "time-rush");
    expect(free.dailyLimits).toBeUndefined();

    await u.call("PUT", url, { ...NO_OVERRIDE, newPerDay: 4, reviewsPerDay: 4 });
    // Four reviews, and the word in its building steps (not counted against the limit).
    expect((await start(u, "review")).words).toHaveLength(5);
    const hard = sessionSave(
      DECK,
      ids.slice(0, 2).map((wordId) => answeredWord({ wordId, correctCount: 3, reviewedCount: 3, ratings: [3, 3, 3] })),
      now,
      { sessionType: "HARD_WORDS" },
    );
    expect((await u.call("POST", "/api/me/study-sessions", hard)).statusCode).toBe(200);
    expect((await start(u, "review")).words).toHaveLength(3);

    // What the copy kept for offline study is told: the limits, what is left, and when the day ends
    // (the learner's day starts at 4:00 in their zone, UTC here).
    const rush = await start(u, "time-rush");
    expect(rush.dailyLimits).toEqual({
      dayEndsAt: "2026-11-22T04:00:00.000Z",
      newPerDay: 4,
      reviewsPerDay: 4,
      newLeft: 4,
      reviewsLeft: 2,
    });
    expect((await start(u, "learn-new")).words).toHaveLength(4);
  });
});
