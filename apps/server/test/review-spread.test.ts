import { DEFAULT_FSRS_SETTINGS, learnerDayNumber, startOfLearnerDay } from "@app/domain";
import { scheduleReview } from "@app/domain/study/scheduling";
import { and, eq } from "drizzle-orm";
import { get_fuzz_range } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { fsrsSettings, userWordProgress } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { deckWordIds } from "./deck-rows";
import { createAppWithDecks, guestClient } from "./test-app";

const NOW = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";
const DAY_MODEL = { timeZone: "UTC", dayStartHour: 4 };
const TODAY = learnerDayNumber(NOW, DAY_MODEL);
const DAY = 86_400_000;

const ctx = appPerFile(() => createAppWithDecks({ clock: () => NOW }));

/** A word in review for 12 days at stability 12, due now, with a long history (no young-word cap). */
const mature = {
  state: 2,
  learningSteps: 0,
  stability: 12,
  difficulty: 5,
  elapsedDays: 12,
  scheduledDays: 12,
  reps: 15,
  lapses: 0,
  lastReview: new Date(NOW.getTime() - 12 * DAY),
  nextReview: NOW,
};

/** The fuzz range (in days) of the interval FSRS gives the word for Good. */
function fuzzRange() {
  const asked = scheduleReview({
    card: mature,
    rating: 3,
    now: NOW,
    settings: DEFAULT_FSRS_SETTINGS,
    historyCount: 20,
    day: DAY_MODEL,
    reviewDay: ({ interval }) => interval,
  }).card.scheduledDays;
  return get_fuzz_range(asked, 12, DEFAULT_FSRS_SETTINGS.maximumInterval);
}

/** A guest with the deck: the first word mature and due now, the others due `otherDue` days from today. */
async function learnerWith(otherDue: number) {
  const u = await guestClient(ctx);
  await u.call("POST", "/api/me/decks", { subDeckId: DECK });
  const ids = await deckWordIds(ctx.database, DECK);
  const row = (wordId: number, card: typeof mature) => ({
    userId: u.id,
    wordId,
    subDeckId: DECK,
    correctCount: 10,
    reviewedCount: 15,
    historyCount: 20,
    ...card,
  });
  const otherDay = startOfLearnerDay(TODAY + otherDue, DAY_MODEL);
  await ctx.database.db
    .insert(userWordProgress)
    .values([
      row(ids[0]!, mature),
      ...ids.slice(1).map((id) => row(id, { ...mature, lastReview: NOW, nextReview: otherDay })),
    ]);
  return { ...u, wordId: ids[0]! };
}

async function reviewGood(u: Awaited<ReturnType<typeof learnerWith>>) {
  const res = await u.call("POST", "/api/me/study-sessions", {
    sessionId: crypto.randomUUID(),
    subDeckId: DECK,
    sessionType: "REVIEW",
    startedAt: new Date(NOW.getTime() - 30_000).toISOString(),
    durationSeconds: 30,
    words: [
      {
        wordId: u.wordId,
        correctCount: 1,
        reviewedCount: 1,
        gotWrong: false,
        responseTimes: [1],
        difficultyScore: 3,
        ratings: [3],
      },
    ],
  });
  expect(res.statusCode).toBe(200);
  const [p] = await ctx.database.db
    .select()
    .from(userWordProgress)
    .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, u.wordId)));
  return learnerDayNumber(p!.nextReview!, DAY_MODEL) - TODAY;
}

describe("a saved review's day follows the load", () => {
  it("goes to the first day of its fuzz range when the days are empty, and past it when that day is full", async () => {
    const { min_ivl, max_ivl } = fuzzRange();
    expect(max_ivl).toBeGreaterThan(min_ivl);
    // The other words are due far away: the range is empty, and the earliest day wins.
    expect(await reviewGood(await learnerWith(200))).toBe(min_ivl);
    // Four words already due on that day: the review goes to the next one.
    expect(await reviewGood(await learnerWith(min_ivl))).toBe(min_ivl + 1);
  });

  it("with load balancing off and every day normal, the fuzz places it (still within the range)", async () => {
    const { min_ivl, max_ivl } = fuzzRange();
    const u = await learnerWith(min_ivl);
    await ctx.database.db.update(fsrsSettings).set({ loadBalancing: false }).where(eq(fsrsSettings.userId, u.id));
    const days = await reviewGood(u);
    expect(days).toBeGreaterThanOrEqual(min_ivl);
    expect(days).toBeLessThanOrEqual(max_ivl);
  });

  it("keeps off a Minimum weekday while its range has another day", async () => {
    const { min_ivl } = fuzzRange();
    const weekday = (((TODAY + min_ivl + 3) % 7) + 7) % 7;
    const u = await learnerWith(200);
    const easyDays = Array.from({ length: 7 }, (_, i) => (i === weekday ? "minimum" : "normal"));
    await ctx.database.db.update(fsrsSettings).set({ easyDays }).where(eq(fsrsSettings.userId, u.id));
    expect(await reviewGood(u)).toBe(min_ivl + 1);
  });
});
