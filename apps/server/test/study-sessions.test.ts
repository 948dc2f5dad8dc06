import fs from "node:fs";
import path from "node:path";
import { answeredWord, learnedWord, type SessionWord, wrongThenRight } from "@app/domain/test-support/session";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewLogs, studySessions, subDecks, userActivity, userInfo, userWordProgress, words } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { deckWordIds as deckWordIdsOf, reviewLogRow } from "./deck-rows";
import { sessionSave } from "./session-saves";
import { createAppWithDecks, guestClient } from "./test-app";

let now = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

async function newUser() {
  const u = await guestClient(ctx);
  await u.call("POST", "/api/me/decks", { subDeckId: DECK });
  return u;
}

const deckWordIds = () => deckWordIdsOf(ctx.database);

function learnSession(
  wordIds: number[],
  patch: Partial<Pick<SessionWord, "correctCount" | "reviewedCount" | "ratings" | "alreadyKnow">> = {},
) {
  const answered = wordIds.map((wordId) => learnedWord(wordId, { responseTimes: [1.2, 0.9, 2.5, 1.1, 1.4], ...patch }));
  return sessionSave(DECK, answered, now, { seconds: 120 });
}

describe("saving a Learn New session", () => {
  it("creates progress in the building phase, one review log per word, today's activity and the streak", async () => {
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 3);
    const res = await u.call("POST", "/api/me/study-sessions", learnSession(ids), { "x-time-zone": "Asia/Tokyo" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, wordsLearned: 3, wordsReviewed: 0, savedWords: 3 });
    const db = ctx.database.db;
    const progress = await db.select().from(userWordProgress).where(eq(userWordProgress.userId, u.id));
    expect(progress).toHaveLength(3);
    for (const p of progress) {
      expect(p).toMatchObject({ state: 1, learningSteps: 3, correctCount: 5, reviewedCount: 5 });
      expect(p.nextReview?.toISOString()).toBe("2026-11-21T10:01:00.000Z");
      expect(p.stability).toBeLessThan(1);
    }
    expect(await db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id))).toHaveLength(3);
    const [activity] = await db.select().from(userActivity).where(eq(userActivity.userId, u.id));
    // The three words finished Learn New: learned today (their building steps are their first reviews).
    expect(activity).toMatchObject({ day: "2026-11-21", dailyLearned: 3, dailyReviewed: 0, dailyStudyTime: 120 });
    const [info] = await db.select().from(userInfo).where(eq(userInfo.userId, u.id));
    expect(info).toMatchObject({
      totalStudyTime: 120,
      currentStreak: 1,
      topStreak: 1,
      lastStreakUpdate: "2026-11-21",
      timeZone: "Asia/Tokyo",
    });
  });

  it("does not save words short of 5 correct answers in Learn New", async () => {
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 2);
    const res = (
      await u.call(
        "POST",
        "/api/me/study-sessions",
        learnSession(ids, { correctCount: 3, reviewedCount: 4, ratings: [3, 3, 1, 3] }),
      )
    ).json();
    expect(res).toMatchObject({ wordsLearned: 0, savedWords: 0 });
    expect(await ctx.database.db.select().from(userWordProgress).where(eq(userWordProgress.userId, u.id))).toHaveLength(
      0,
    );
  });

  it("answers 'No activity to save' when nothing was reviewed", async () => {
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 2);
    const res = await u.call(
      "POST",
      "/api/me/study-sessions",
      learnSession(ids, { correctCount: 0, reviewedCount: 0, ratings: [] }),
    );
    expect(res.json()).toMatchObject({ success: true, message: "No activity to save" });
    expect(await ctx.database.db.select().from(studySessions).where(eq(studySessions.userId, u.id))).toHaveLength(0);
  });

  it("refuses a MANUAL session without a difficulty rating, and saves nothing", async () => {
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 2);
    const res = await u.call("POST", "/api/me/study-sessions", learnSession(ids, { ratings: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Manual mode requires a difficulty rating");
    expect(await ctx.database.db.select().from(studySessions).where(eq(studySessions.userId, u.id))).toHaveLength(0);
  });
});

describe("the algorithm a session was studied with", () => {
  it("rates by the session's own algorithm, so a save queued before a change of settings is kept", async () => {
    const u = await newUser(); // settings say MANUAL
    const ids = (await deckWordIds()).slice(0, 2);
    const body = { ...learnSession(ids, { ratings: [] }), studyAlgorithm: "AUTOMATIC" };
    const res = await u.call("POST", "/api/me/study-sessions", body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ savedWords: 2 });
    const logs = await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id));
    expect(logs.every((l) => l.mode === "AUTOMATIC")).toBe(true);
  });
});

describe("idempotency", () => {
  it("three retries of one session have exactly one effect and the same answer", async () => {
    const u = await newUser();
    const body = learnSession((await deckWordIds()).slice(0, 2), { alreadyKnow: true });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await u.call("POST", "/api/me/study-sessions", body)).json());
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const db = ctx.database.db;
    expect(await db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id))).toHaveLength(2);
    const [activity] = await db.select().from(userActivity).where(eq(userActivity.userId, u.id));
    expect(activity?.dailyLearned).toBe(2);
    const [info] = await db.select().from(userInfo).where(eq(userInfo.userId, u.id));
    expect(info?.totalStudyTime).toBe(120);
  });

  it("concurrent duplicates count once", async () => {
    const u = await newUser();
    const body = learnSession((await deckWordIds()).slice(0, 3), { alreadyKnow: true });
    const results = await Promise.all(Array.from({ length: 6 }, () => u.call("POST", "/api/me/study-sessions", body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const [activity] = await ctx.database.db.select().from(userActivity).where(eq(userActivity.userId, u.id));
    expect(activity?.dailyLearned).toBe(3);
    expect(await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id))).toHaveLength(3);
  });

  it("the same session id with different content is refused with 409", async () => {
    const u = await newUser();
    const body = learnSession((await deckWordIds()).slice(0, 2));
    await u.call("POST", "/api/me/study-sessions", body);
    const changed = { ...body, durationSeconds: 999 };
    const res = await u.call("POST", "/api/me/study-sessions", changed);
    expect(res.statusCode).toBe(409);
  });

  it("another user cannot replay someone's session id", async () => {
    const a = await newUser();
    const b = await newUser();
    const body = learnSession((await deckWordIds()).slice(0, 2));
    await a.call("POST", "/api/me/study-sessions", body);
    expect((await b.call("POST", "/api/me/study-sessions", body)).statusCode).toBe(409);
    expect(await ctx.database.db.select().from(userWordProgress).where(eq(userWordProgress.userId, b.id))).toHaveLength(
      0,
    );
  });
});

describe("the transaction", () => {
  it("a failure mid-way (a word of another deck) leaves nothing behind", async () => {
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 2);
    const [foreign] = await ctx.database.db
      .select({ id: words.id })
      .from(words)
      .where(eq(words.subDeckId, "chinese-hsk1-1"))
      .limit(1);
    const body = learnSession(foreign ? [...ids, foreign.id] : [...ids, 999_999]);
    const res = await u.call("POST", "/api/me/study-sessions", body);
    expect(res.statusCode).toBe(400);
    const db = ctx.database.db;
    expect(await db.select().from(studySessions).where(eq(studySessions.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(userWordProgress).where(eq(userWordProgress.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(userActivity).where(eq(userActivity.userId, u.id))).toHaveLength(0);
  });

  it("validates the body (bad ids, negative counts, unknown session types) with 400", async () => {
    const u = await newUser();
    const body = learnSession((await deckWordIds()).slice(0, 1));
    for (const bad of [
      { ...body, sessionId: "not-a-uuid" },
      { ...body, sessionType: "NAP" },
      { ...body, words: [{ ...body.words[0], correctCount: -1 }] },
      { ...body, words: [{ ...body.words[0], correctCount: 9, reviewedCount: 2 }] },
      { ...body, words: [body.words[0], body.words[0]] },
    ]) {
      expect((await u.call("POST", "/api/me/study-sessions", bad)).statusCode).toBe(400);
    }
  });
});

describe("a lapse is a lapse", () => {
  it("a word failed at first sight and then retried is logged as Again (not the retry's rating); a first-try recall keeps its rating", async () => {
    now = new Date("2026-11-21T10:00:00Z");
    const u = await newUser();
    const [failed, recalled] = (await deckWordIds()).slice(0, 2) as [number, number];
    const known = learnSession([failed, recalled]);
    known.words = known.words.map((w) => ({ ...w, alreadyKnow: true, correctCount: 0, reviewedCount: 0, ratings: [] }));
    expect((await u.call("POST", "/api/me/study-sessions", known)).statusCode).toBe(200);

    now = new Date("2026-11-22T10:00:00Z");
    const wrongThenEasy = wrongThenRight({ wordId: failed, responseTimes: [3, 1], ratings: [1, 4] });
    const rightAndEasy = answeredWord({ wordId: recalled, responseTimes: [1], ratings: [4] });
    const review = sessionSave(DECK, [wrongThenEasy, rightAndEasy], now, { sessionType: "NEED_REVIEW" });
    expect((await u.call("POST", "/api/me/study-sessions", review)).statusCode).toBe(200);
    const logs = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, u.id), eq(reviewLogs.sessionId, review.sessionId)));
    const ratingOf = (id: number) => logs.find((l) => l.wordId === id)?.rating;
    expect(ratingOf(failed)).toBe(1);
    expect(ratingOf(recalled)).toBe(4);
    // The row says what happened: a review of a word in review, forgotten, with both attempts.
    const failedLog = logs.find((l) => l.wordId === failed)!;
    expect(failedLog).toMatchObject({
      kind: "review",
      stateBefore: 2,
      firstAnswerCorrect: false,
      actualRetention: 0,
      durationMs: 4000,
      attempts: [
        { correct: false, ms: 3000 },
        { correct: true, ms: 1000 },
      ],
    });
    expect(logs.find((l) => l.wordId === recalled)).toMatchObject({ kind: "review", actualRetention: 1 });
    // 'Already know' was logged as such, not as an ordinary Easy review.
    const first = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, u.id), eq(reviewLogs.sessionId, known.sessionId)));
    expect(first.map((l) => l.kind)).toEqual(["known", "known"]);
    const [lapsed] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, failed)));
    expect(lapsed?.lapses).toBe(1);
    now = new Date("2026-11-21T10:00:00Z");
  });
});

describe("relearning words", () => {
  it("a word relearning after a lapse is still learned: it appears in Review, Audio Review and Time Rush", async () => {
    now = new Date("2026-11-21T10:00:00Z");
    const u = await newUser();
    // Five words: Review unlocks at 5 learned in a deck of this size.
    const ids = (await deckWordIds()).slice(0, 5);
    const known = learnSession(ids);
    known.words = known.words.map((w) => ({ ...w, alreadyKnow: true, correctCount: 0, reviewedCount: 0, ratings: [] }));
    expect((await u.call("POST", "/api/me/study-sessions", known)).statusCode).toBe(200);
    // The first word lapsed and is relearning (state 3).
    await ctx.database.db
      .update(userWordProgress)
      .set({ state: 3 })
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ids[0]!)));
    for (const kind of ["review", "audio-review", "time-rush"]) {
      const start = (await u.call("GET", `/api/me/study/${kind}/${DECK}`)).json();
      expect(start.words.map((w: { id: number }) => w.id).sort(), kind).toEqual([...ids].sort());
    }
  });
});

describe("offline sessions", () => {
  it("a session uploaded 5 hours after it was studied is scheduled and logged from its study time", async () => {
    now = new Date("2026-11-21T10:00:00Z");
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 2);
    const session = learnSession(ids);
    // Studied 10:00–10:02 (learnSession), uploaded at 15:02.
    now = new Date("2026-11-21T15:02:00Z");
    expect((await u.call("POST", "/api/me/study-sessions", session)).statusCode).toBe(200);
    const [p] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ids[0]!)));
    expect(p?.lastReview?.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    // The first building step (1 minute) counts from the study time, not the upload.
    expect(p?.nextReview?.toISOString()).toBe("2026-11-21T10:01:00.000Z");
    const logs = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, u.id), eq(reviewLogs.sessionId, session.sessionId)));
    expect(logs.map((l) => l.reviewedAt.toISOString())).toEqual([
      "2026-11-21T10:00:00.000Z",
      "2026-11-21T10:00:00.000Z",
    ]);
    now = new Date("2026-11-21T10:00:00Z");
  });

  it("each word is logged and scheduled at its own last answer; a made-up offset stays within the session", async () => {
    now = new Date("2026-11-21T10:00:00Z");
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 3);
    const session = learnSession(ids); // 09:58–10:00
    session.words[0] = { ...session.words[0]!, answeredAtMs: 30_000 } as never;
    session.words[1] = { ...session.words[1]!, answeredAtMs: 90_000 } as never;
    // Longer than the session (120 s is the limit the client could know): held at its end.
    session.words[2] = { ...session.words[2]!, answeredAtMs: 86_400_000 } as never;
    now = new Date("2026-11-21T15:00:00Z"); // uploaded five hours later
    expect((await u.call("POST", "/api/me/study-sessions", session)).statusCode).toBe(200);
    const logs = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, u.id), eq(reviewLogs.sessionId, session.sessionId)));
    const at = new Map(logs.map((l) => [l.wordId, l.reviewedAt.toISOString()]));
    expect([at.get(ids[0]!), at.get(ids[1]!), at.get(ids[2]!)]).toEqual([
      "2026-11-21T09:58:30.000Z",
      "2026-11-21T09:59:30.000Z",
      "2026-11-21T10:00:00.000Z",
    ]);
    const [p] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ids[0]!)));
    // The first building step (1 minute) runs from that word's answer.
    expect(p?.nextReview?.toISOString()).toBe("2026-11-21T09:59:30.000Z");
    now = new Date("2026-11-21T10:00:00Z");
  });

  it("an answer time outside the session's 24 hours is refused with a clear error", async () => {
    const u = await newUser();
    const session = learnSession((await deckWordIds()).slice(0, 1));
    session.words[0] = { ...session.words[0]!, answeredAtMs: -5 } as never;
    const res = await u.call("POST", "/api/me/study-sessions", session);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
  });
});

describe("reviews, streaks and days", () => {
  it("a review session on due words moves them through the building steps; streak grows on consecutive user days", async () => {
    now = new Date("2026-11-21T10:00:00Z");
    const u = await newUser();
    const ids = (await deckWordIds()).slice(0, 2);
    const tz = { "x-time-zone": "America/New_York" };
    await u.call("POST", "/api/me/study-sessions", learnSession(ids), tz);

    now = new Date("2026-11-21T10:05:00Z");
    const start = (await u.call("GET", `/api/me/study/need-review/${DECK}`)).json();
    expect(start.words.map((w: { id: number }) => w.id).sort()).toEqual([...ids].sort());

    const answered = ids.map((wordId) => answeredWord({ wordId, responseTimes: [1] }));
    // Started now, 30 seconds long.
    const review = sessionSave(DECK, answered, new Date(now.getTime() + 30_000), {
      seconds: 30,
      sessionType: "NEED_REVIEW",
    });
    const saved = (await u.call("POST", "/api/me/study-sessions", review, tz)).json();
    expect(saved).toMatchObject({ wordsReviewed: 2 });
    const [p] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ids[0]!)));
    expect(p).toMatchObject({ state: 1, learningSteps: 2 });
    expect(p?.nextReview?.toISOString()).toBe("2026-11-21T10:15:00.000Z");

    /** The same review again as a new session at `iso` (each says when it was studied); the user's row after. */
    const reviewAgainAt = async (iso: string) => {
      now = new Date(iso);
      await u.call(
        "POST",
        "/api/me/study-sessions",
        {
          ...review,
          sessionId: crypto.randomUUID(),
          startedAt: now.toISOString(),
          words: review.words.map((w) => ({ ...w })),
        },
        tz,
      );
      const [info] = await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, u.id));
      return info;
    };

    // 04:30 UTC on the 22nd is still the 21st in New York: same day, streak unchanged.
    expect(await reviewAgainAt("2026-11-22T04:30:00Z")).toMatchObject({
      currentStreak: 1,
      lastStreakUpdate: "2026-11-21",
    });
    // The next New York day: +1.
    expect(await reviewAgainAt("2026-11-22T15:00:00Z")).toMatchObject({
      currentStreak: 2,
      topStreak: 2,
      lastStreakUpdate: "2026-11-22",
    });
    // Two days skipped: back to 1, top stays 2.
    expect(await reviewAgainAt("2026-11-25T15:00:00Z")).toMatchObject({
      currentStreak: 1,
      topStreak: 2,
      lastStreakUpdate: "2026-11-25",
    });
    now = new Date("2026-11-21T10:00:00Z");
  });

  it("another user's words are never touched by a save", async () => {
    const a = await newUser();
    const b = await newUser();
    const ids = (await deckWordIds()).slice(0, 2);
    await a.call("POST", "/api/me/study-sessions", learnSession(ids));
    const before = await ctx.database.db.select().from(userWordProgress).where(eq(userWordProgress.userId, a.id));
    await b.call("POST", "/api/me/study-sessions", learnSession(ids));
    const after = await ctx.database.db.select().from(userWordProgress).where(eq(userWordProgress.userId, a.id));
    expect(after).toEqual(before);
  });
});

describe("scheduling settings", () => {
  it("validates with the spec's messages, joined", async () => {
    const u = await newUser();
    // Guests may read their settings but not change them.
    expect((await u.call("GET", "/api/me/fsrs-settings")).json()).toMatchObject({
      studyAlgorithm: "MANUAL",
      requestRetention: 0.9,
    });
    expect((await u.call("PUT", "/api/me/fsrs-settings", { requestRetention: 0.8 })).statusCode).toBe(403);
  });
});

describe("a backlog: the catch-up plan", () => {
  it("Need Review takes the day's cap, the words most likely forgotten first; the home list counts each deck's due words", async () => {
    const db = ctx.database.db;
    const u = await newUser();
    await db.insert(subDecks).values({ id: "testish-big-1", languageId: "testish", name: "Big", wordCount: 70 });
    const big = await db
      .insert(words)
      .values(
        Array.from({ length: 70 }, (_, i) => ({
          subDeckId: "testish-big-1",
          key: `big-${i}`,
          order: i,
          originalWord: `palabra${i}`,
          translation: `word ${i}`,
        })),
      )
      .returning({ id: words.id });
    expect((await u.call("POST", "/api/me/decks", { subDeckId: "testish-big-1" })).statusCode).toBeLessThan(300);
    // 70 due review words (more than 3 days of the 20-review goal), last reviewed 10 days ago; the
    // higher the word's index, the lower its stability, so the lower its chance of recall now.
    const lastReview = new Date(now.getTime() - 10 * 86_400_000);
    await db.insert(userWordProgress).values(
      big.map(({ id }, i) => ({
        userId: u.id,
        wordId: id,
        subDeckId: "testish-big-1",
        state: 2,
        stability: 80 - i,
        difficulty: 5,
        lastReview,
        nextReview: new Date(now.getTime() - 60_000),
      })),
    );
    const mine = (await u.call("GET", "/api/me/decks")).json().items;
    expect(mine.find((d: { subDeckId: string }) => d.subDeckId === "testish-big-1").dueCount).toBe(70);

    const start = (await u.call("GET", "/api/me/study/need-review/testish-big-1")).json();
    // The plan: max(20, ceil(70 / 7)) = 20 a day; the 20 least stable words.
    const ids = start.words.map((w: { id: number }) => w.id).sort((a: number, b: number) => a - b);
    expect(ids).toEqual(big.slice(50).map((w) => w.id));

    // The plan advises: every deck page carries it, and Learn New stays open (the page warns beside it).
    const page = (await u.call("GET", `/api/me/decks/${DECK}/progress`)).json();
    expect(page.catchUp).toMatchObject({ due: 70, dailyCap: 20, days: 4 });
    expect(page.sessions[0]).toMatchObject({ kind: "learn-new", unlocked: true, reason: null });
  });
});

describe("'I was right'", () => {
  it("the overruled answer is logged as such, accepted for the word, and sent back with the word next time", async () => {
    const u = await newUser();
    const [word] = await deckWordIds();
    await u.call("POST", "/api/me/study-sessions", learnSession([word!], {}));
    const review = (extra: Partial<SessionWord>) =>
      sessionSave(DECK, [answeredWord({ wordId: word!, outcomes: [true], responseTimes: [2.5], ...extra })], now, {
        sessionType: "REVIEW",
      });
    const session = review({ overriddenAnswers: [0], acceptedAnswers: ["  a dwelling  "] });
    expect((await u.call("POST", "/api/me/study-sessions", session)).statusCode).toBe(200);
    const [log] = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, u.id), eq(reviewLogs.sessionId, session.sessionId)));
    expect(log?.attempts).toEqual([{ correct: true, ms: 2500, overridden: true }]);
    expect(log?.rating).toBe(3);
    const [progress] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, word!)));
    expect(progress?.acceptedAnswers).toEqual(["a dwelling"]);
    // The word's progress in the next session carries it, so the check accepts it there too (the word
    // is made a learned word that is due here, so that Need Review takes it).
    await ctx.database.db
      .update(userWordProgress)
      .set({ state: 2, nextReview: new Date(now.getTime() - 60_000) })
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, word!)));
    const start = (await u.call("GET", `/api/me/study/need-review/${DECK}`)).json();
    const sent = start.words.find((w: { id: number }) => w.id === word);
    expect(sent.progress.acceptedAnswers).toEqual(["a dwelling"]);
  });

  it("refuses an accepted answer that cannot be stored, or too many, with a clear error", async () => {
    const u = await newUser();
    const [word] = await deckWordIds();
    const base = learnSession([word!]);
    for (const acceptedAnswers of [["x".repeat(201)], [`bad${String.fromCharCode(0)}`], Array(11).fill("a")]) {
      const body = { ...base, sessionId: crypto.randomUUID(), words: [{ ...base.words[0]!, acceptedAnswers }] };
      const res = await u.call("POST", "/api/me/study-sessions", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("each word's review history on its progress row (migration 0005)", () => {
  it("a save keeps the count and the last five outcomes, oldest first; the migration derives them from the log", async () => {
    const u = await newUser();
    const [word] = await deckWordIds();
    const progressOf = async () => {
      const [row] = await ctx.database.db
        .select()
        .from(userWordProgress)
        .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, word!)));
      return [row?.historyCount, row?.recentRetention];
    };
    await u.call("POST", "/api/me/study-sessions", learnSession([word!]));
    expect(await progressOf()).toEqual([1, [1]]);
    // Six reviews: wrong at first sight once (a lapse, 0), right otherwise.
    const start = now;
    for (let i = 0; i < 6; i++) {
      now = new Date(start.getTime() + (i + 1) * 86_400_000); // one review a day
      const lapse = i === 2;
      const answered = answeredWord({
        wordId: word!,
        reviewedCount: lapse ? 2 : 1,
        gotWrong: lapse,
        firstAnswerCorrect: !lapse,
        responseTimes: lapse ? [3, 1] : [1],
        ratings: lapse ? [1, 3] : [3],
      });
      const res = await u.call(
        "POST",
        "/api/me/study-sessions",
        sessionSave(DECK, [answered], now, { sessionType: "REVIEW" }),
      );
      expect(res.statusCode).toBe(200);
    }
    now = start;
    expect(await progressOf()).toEqual([7, [1, 0, 1, 1, 1]]);

    // The migration's backfill, run on the same rows after wiping the fields, derives the same.
    await ctx.database.db
      .update(userWordProgress)
      .set({ historyCount: 0, recentRetention: [] })
      .where(eq(userWordProgress.userId, u.id));
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, "../src/db/migrations/0005_word_history.sql"),
      "utf8",
    );
    const update = migration.split("--> statement-breakpoint").find((s) => s.includes('UPDATE "user_word_progress"'))!;
    await ctx.database.db.execute(sql.raw(update));
    expect(await progressOf()).toEqual([7, [1, 0, 1, 1, 1]]);
  });
});

describe("review-log rows from before the log said what happened (migration 0004)", () => {
  it("are all kept; the state before, the kind and the time spent are derived from the word's earlier rows", async () => {
    const u = await newUser();
    const [word] = await deckWordIds();
    const old = (at: string, row: { state: number; responseTimes: number[]; rating?: number }) =>
      reviewLogRow({
        userId: u.id,
        wordId: word!,
        subDeckId: DECK,
        reviewedAt: new Date(at),
        due: now,
        stability: 3,
        elapsedDays: 1,
        lastElapsedDays: 1,
        ...row,
      });
    // Old rows: after-state only, no kind (the column default), no attempts.
    await ctx.database.db
      .insert(reviewLogs)
      .values([
        old("2026-11-01T10:00:00Z", { state: 1, responseTimes: [1.5, 2] }),
        old("2026-11-02T10:00:00Z", { state: 2, responseTimes: [1] }),
        old("2026-11-05T10:00:00Z", { state: 3, rating: 1, responseTimes: [] }),
        old("2026-11-05T10:10:00Z", { state: 2, responseTimes: [0.25] }),
      ]);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, "../src/db/migrations/0004_learning_truth.sql"),
      "utf8",
    );
    const update = migration.split("--> statement-breakpoint").find((s) => s.includes('UPDATE "review_logs"'))!;
    await ctx.database.db.execute(sql.raw(update));
    const rows = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, u.id))
      .orderBy(reviewLogs.reviewedAt);
    expect(rows.map((r) => [r.stateBefore, r.kind, r.state, r.durationMs])).toEqual([
      [0, "learn", 1, 3500],
      [1, "learn", 2, 1000],
      [2, "review", 3, 0],
      [3, "relearn", 2, 250],
    ]);
  });
});
