import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fsrsSettings, reviewLogs, userWordProgress } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { deckWordIds } from "./deck-rows";
import { createAppWithDecks, guestClient } from "./test-app";

let now = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

type Client = Awaited<ReturnType<typeof guestClient>>;

/**
 * A session of `type` on `wordIds`, studied for 60 s ending at `end`, every word answered once with
 * `rating` (MANUAL), in `seconds`.
 */
function session(type: string, wordIds: number[], end: Date, rating: number, right = true, seconds = 1.5) {
  return {
    sessionId: crypto.randomUUID(),
    subDeckId: DECK,
    sessionType: type,
    startedAt: new Date(end.getTime() - 60_000).toISOString(),
    durationSeconds: 60,
    words: wordIds.map((wordId) => ({
      wordId,
      correctCount: type === "LEARN" ? 5 : right ? 1 : 0,
      reviewedCount: type === "LEARN" ? 5 : 1,
      gotWrong: !right,
      alreadyKnow: false,
      responseTimes: type === "LEARN" ? [1, 1, 1, 1, 1] : [seconds],
      difficultyScore: 3,
      ratings: type === "LEARN" ? [3, 3, 3, 3, 3] : [rating],
    })),
  };
}

async function send(u: Client, body: ReturnType<typeof session>, at: Date) {
  now = at;
  const res = await u.call("POST", "/api/me/study-sessions", body, { "x-time-zone": "Europe/Berlin" });
  expect(res.statusCode, res.body).toBe(200);
}

async function progressOf(userId: string, wordId: number) {
  const [p] = await ctx.database.db
    .select()
    .from(userWordProgress)
    .where(and(eq(userWordProgress.userId, userId), eq(userWordProgress.wordId, wordId)));
  return p!;
}

async function logsOf(userId: string, wordId: number) {
  return ctx.database.db
    .select()
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.wordId, wordId)))
    .orderBy(asc(reviewLogs.reviewedAt));
}

const memory = (p: Awaited<ReturnType<typeof progressOf>>) => ({
  state: p.state,
  stability: p.stability,
  difficulty: p.difficulty,
  learningSteps: p.learningSteps,
  scheduledDays: p.scheduledDays,
  reps: p.reps,
  lapses: p.lapses,
  lastReview: p.lastReview?.toISOString(),
  nextReview: p.nextReview?.toISOString(),
  correctCount: p.correctCount,
  reviewedCount: p.reviewedCount,
  historyCount: p.historyCount,
  recentRetention: p.recentRetention,
  confidenceIndex: p.confidenceIndex,
});

const logShape = (rows: Awaited<ReturnType<typeof logsOf>>) =>
  rows.map((l) => ({
    at: l.reviewedAt.toISOString(),
    rating: l.rating,
    stateBefore: l.stateBefore,
    state: l.state,
    due: l.due.toISOString(),
    stability: l.stability,
    difficulty: l.difficulty,
    elapsedDays: l.elapsedDays,
    lastElapsedDays: l.lastElapsedDays,
    confidenceIndex: l.confidenceIndex,
    actualRetention: l.actualRetention,
  }));

describe("sessions from two devices are applied in the order they were studied", () => {
  /**
   * One learner (twice: synced in order, and out of order) learns a word on one device, then reviews
   * it on two devices, each offline: the phone on the 23rd (forgotten), the laptop on the 26th
   * (recalled, in `laptopSeconds`).
   */
  async function studyOnTwoDevices(algorithm: "MANUAL" | "AUTOMATIC", laptopSeconds: number) {
    const [wordId] = await deckWordIds(ctx.database, DECK);
    const learnedAt = new Date("2026-11-21T10:00:00Z");
    const phoneAt = new Date(learnedAt.getTime() + 2 * DAY);
    const laptopAt = new Date(learnedAt.getTime() + 5 * DAY);
    const learn = (wid: number) => session("LEARN", [wid], learnedAt, 3);
    const steps = (wid: number, from: Date) =>
      [1, 11, 71].map((minutes) => session("NEED_REVIEW", [wid], new Date(from.getTime() + minutes * 60_000), 3));

    const inOrder = await guestClient(ctx);
    const late = await guestClient(ctx);
    for (const u of [inOrder, late]) {
      await u.call("POST", "/api/me/decks", { subDeckId: DECK });
      await ctx.database.db
        .update(fsrsSettings)
        .set({ studyAlgorithm: algorithm })
        .where(eq(fsrsSettings.userId, u.id));
      await send(u, learn(wordId!), learnedAt);
      // Through the building steps on the first day, so the word is in review.
      for (const step of steps(wordId!, learnedAt)) await send(u, step, new Date(Date.parse(step.startedAt) + 60_000));
    }
    const phone = session("REVIEW", [wordId!], phoneAt, 1, false);
    const laptop = session("REVIEW", [wordId!], laptopAt, 3, true, laptopSeconds);

    // In order: the phone syncs on the 23rd, the laptop on the 26th.
    await send(inOrder, { ...phone, sessionId: crypto.randomUUID() }, phoneAt);
    await send(inOrder, { ...laptop, sessionId: crypto.randomUUID() }, laptopAt);
    // Out of order: the laptop syncs on the 26th, the phone only the next day.
    await send(late, laptop, laptopAt);
    const laptopFirst = memory(await progressOf(late.id, wordId!));
    const laptopFirstLog = logShape(await logsOf(late.id, wordId!)).at(-1)!;
    await send(late, phone, new Date(laptopAt.getTime() + DAY));
    return { wordId: wordId!, inOrder, late, phone, phoneAt, laptopAt, laptopFirst, laptopFirstLog };
  }

  it("a session studied earlier but synced later ends where in-order syncing would have", async () => {
    const { wordId, inOrder, late, phone, phoneAt, laptopAt, laptopFirst } = await studyOnTwoDevices("MANUAL", 1.5);
    const expected = memory(await progressOf(inOrder.id, wordId));
    expect(memory(await progressOf(late.id, wordId))).toEqual(expected);
    expect(laptopFirst).not.toEqual(expected);
    // The log tells the same story in both: the phone's lapse, then the laptop's review from there.
    const inOrderLogs = logShape(await logsOf(inOrder.id, wordId));
    const lateLogs = logShape(await logsOf(late.id, wordId));
    expect(lateLogs).toEqual(inOrderLogs);
    expect(lateLogs.slice(-2).map((l) => [l.at, l.rating])).toEqual([
      [phoneAt.toISOString(), 1],
      [laptopAt.toISOString(), 3],
    ]);
    // Sending the phone's session again changes nothing and counts nothing twice.
    await send(late, phone, new Date(laptopAt.getTime() + 2 * DAY));
    expect(await logsOf(late.id, wordId)).toHaveLength(inOrderLogs.length);
    expect(memory(await progressOf(late.id, wordId))).toEqual(expected);
    now = new Date("2026-11-21T10:00:00Z");
  });

  it("in AUTOMATIC mode the later review's rating is derived again from the state the late lapse left", async () => {
    const { wordId, inOrder, late, laptopFirstLog } = await studyOnTwoDevices("AUTOMATIC", 2.3);
    const inOrderLogs = logShape(await logsOf(inOrder.id, wordId));
    const lateLogs = logShape(await logsOf(late.id, wordId));
    // Rating, confidence index and outcome of the laptop's review, as if the phone's lapse had come in time.
    expect(lateLogs).toEqual(inOrderLogs);
    expect(memory(await progressOf(late.id, wordId))).toEqual(memory(await progressOf(inOrder.id, wordId)));
    // Derived from the word without the lapse the first time: Good (88.5); after the lapse came in, Easy
    // (90.5: a weaker word recalled as quickly shows more confidence), as in-order syncing gave it.
    expect([laptopFirstLog.rating, laptopFirstLog.confidenceIndex]).toEqual([3, 88.5]);
    expect([lateLogs.at(-1)!.rating, lateLogs.at(-1)!.confidenceIndex]).toEqual([4, 90.5]);
    now = new Date("2026-11-21T10:00:00Z");
  });
});
