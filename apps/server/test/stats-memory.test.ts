// GET /api/me/stats/memory: true retention, the forecast and the words known now, from a history saved
// through the real session endpoint at moved clock times; owner only.
import crypto from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userWordProgress } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { deckWordIds } from "./deck-rows";
import { cookieCall, createAppWithDecks, createTestClock, signInGuest, signUpMember, TEST_ORIGIN } from "./test-app";

const DECK = "testish-basics-1";
const DAY = 86_400_000;

const clock = createTestClock(new Date("2026-11-10T10:00:00Z"));
const ctx = appPerFile(() => createAppWithDecks({ clock }));

type Answer = { wordId: number; right: boolean };

/** A finished session as the client sends it, ending now: LEARN words answered right 5 times, REVIEW once. */
function session(sessionType: "LEARN" | "REVIEW", answers: Answer[]) {
  const review = sessionType === "REVIEW";
  return {
    sessionId: crypto.randomUUID(),
    subDeckId: DECK,
    sessionType,
    startedAt: new Date(clock().getTime() - 60_000).toISOString(),
    durationSeconds: 60,
    words: answers.map(({ wordId, right }) => ({
      wordId,
      correctCount: review ? (right ? 1 : 0) : 5,
      reviewedCount: review ? 1 : 5,
      gotWrong: !right,
      alreadyKnow: false,
      responseTimes: review ? [2] : [1.2, 0.9, 2.5, 1.1, 1.4],
      difficultyScore: 3,
      ratings: review ? [right ? 3 : 1] : [3, 3, 3, 3, 3],
    })),
  };
}

async function learner() {
  const { userId, cookie } = await signUpMember(ctx, "memory");
  const call = cookieCall(ctx, cookie);
  expect((await call("POST", "/api/me/decks", { subDeckId: DECK })).statusCode).toBeLessThan(300);
  const save = async (body: ReturnType<typeof session>) => {
    const res = await call("POST", "/api/me/study-sessions", body, { "x-time-zone": "UTC" });
    expect(res.statusCode, res.body).toBe(200);
  };
  const memory = async () => {
    const res = await call("GET", "/api/me/stats/memory", undefined, { "x-time-zone": "UTC" });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { userId, call, save, memory };
}

describe("memory stats", () => {
  it("are for accounts: 401 signed out, 403 for a guest", async () => {
    const out = await ctx.app.inject({ method: "GET", url: "/api/me/stats/memory", headers: { origin: TEST_ORIGIN } });
    expect(out.statusCode).toBe(401);
    const guest = await signInGuest(ctx);
    const res = await cookieCall(ctx, guest.cookie)("GET", "/api/me/stats/memory");
    expect(res.statusCode).toBe(403);
  });

  it("count reviews at a day or more as true retention, forecast what is due and sum the recall", async () => {
    clock.set(new Date("2026-11-10T10:00:00Z"));
    const ana = await learner();
    const other = await learner();
    const ids = await deckWordIds(ctx.database, DECK);
    await ana.save(
      session(
        "LEARN",
        ids.slice(0, 3).map((wordId) => ({ wordId, right: true })),
      ),
    );

    const fresh = await ana.memory();
    expect(fresh.studiedWords).toBe(3);
    // Just learned: each word is remembered for certain.
    expect(fresh.knownNow).toBeCloseTo(3, 0);
    expect(fresh.trueRetention.map((row: { all: { total: number } }) => row.all.total)).toEqual([0, 0, 0, 0]);

    clock.advance(4 * DAY);
    await ana.save(
      session("REVIEW", [
        { wordId: ids[0]!, right: true },
        { wordId: ids[1]!, right: true },
        { wordId: ids[2]!, right: false },
      ]),
    );
    const later = await ana.memory();
    const [today, week, month, year] = later.trueRetention;
    expect(today.period).toBe("today");
    for (const row of [today, week, month, year]) {
      // Each word's first test a day or more after learning it: "new".
      expect(row.new).toEqual({ remembered: 2, total: 3, share: 2 / 3 });
      expect(row.young.total + row.mature.total).toBe(0);
      expect(row.all.total).toBe(3);
    }
    expect(later.desiredRetention).toBe(0.9);
    expect(later.knownNow).toBeGreaterThan(0);
    expect(later.knownNow).toBeLessThanOrEqual(3);

    // The forecast counts the words due in the next 30 days, on the days they fall due.
    const dueSoon = await ctx.database.db
      .select({ id: userWordProgress.id })
      .from(userWordProgress)
      .where(
        and(
          eq(userWordProgress.userId, ana.userId),
          lt(userWordProgress.nextReview, new Date(clock().getTime() + 30 * DAY)),
        ),
      );
    expect(later.forecast).toHaveLength(30);
    expect(dueSoon.length).toBeGreaterThan(0);
    expect(later.forecast.reduce((n: number, d: { reviews: number }) => n + d.reviews, 0)).toBe(dueSoon.length);
    expect(later.forecast[0].minutes).toBeCloseTo((later.forecast[0].reviews * later.secondsPerReview) / 60, 1);

    // Ten days on, one more review (young: 10 days since the last): true retention week by week, the last
    // week the table's "last 7 days", the first reviews a week before.
    clock.advance(10 * DAY);
    await ana.save(session("REVIEW", [{ wordId: ids[0]!, right: true }]));
    const weekly = await ana.memory();
    expect(weekly.trueRetentionByWeek).toHaveLength(26);
    const lastWeek = weekly.trueRetentionByWeek.at(-1);
    expect(lastWeek.weeksAgo).toBe(0);
    expect(lastWeek.all).toEqual(weekly.trueRetention[1].all);
    expect(lastWeek.young).toEqual({ remembered: 1, total: 1, share: 1 });
    expect(weekly.trueRetentionByWeek.at(-2).new).toEqual({ remembered: 2, total: 3, share: 2 / 3 });
    expect(weekly.trueRetentionByWeek.reduce((n: number, w: { all: { total: number } }) => n + w.all.total, 0)).toBe(4);

    // The third word learned again from new (a leech): learning it again days later is not a test of
    // the memory from before the reset, so true retention does not count it.
    await ctx.database.db
      .update(userWordProgress)
      .set({ lapses: 8 })
      .where(and(eq(userWordProgress.userId, ana.userId), eq(userWordProgress.wordId, ids[2]!)));
    expect((await ana.call("POST", `/api/me/leeches/${ids[2]}`, { action: "relearn" })).statusCode).toBe(200);
    clock.advance(3 * DAY);
    await ana.save(session("LEARN", [{ wordId: ids[2]!, right: true }]));
    const afterReset = await ana.memory();
    expect(afterReset.trueRetention[3].all.total).toBe(4);

    // Another learner's figures are their own.
    const theirs = await other.memory();
    expect(theirs.studiedWords).toBe(0);
    expect(theirs.trueRetention[3].all.total).toBe(0);
    expect(theirs.trueRetentionByWeek.every((w: { all: { total: number } }) => w.all.total === 0)).toBe(true);
  });
});
