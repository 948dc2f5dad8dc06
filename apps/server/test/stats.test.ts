// GET /api/me/stats: the Stats tab's figures, computed from a history built through the real
// session-saving endpoint at chosen clock times and time zones (plus a few rows inserted directly).
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { languageDecks, subDecks, userActivity, userDecks, userInfo, userWordProgress, words } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { deckWordIds as deckWordIdsOf } from "./deck-rows";
import { cookieCall, createAppWithDecks, createTestClock, signInGuest, signUpMember, TEST_ORIGIN } from "./test-app";

const DECK = "testish-basics-1";

const clock = createTestClock(new Date("2026-11-16T10:00:00Z"));
const ctx = appPerFile(() => createAppWithDecks({ clock }));

type Headers = Record<string, string>;

/** A registered (verified, signed-in) learner with the fixture deck in the collection. */
async function learner() {
  const { userId, cookie } = await signUpMember(ctx, "stats");
  const call = cookieCall(ctx, cookie);
  const added = await call("POST", "/api/me/decks", { subDeckId: DECK });
  expect(added.statusCode).toBeLessThan(300);
  return {
    id: userId,
    call,
    stats: async (headers: Headers = {}) => {
      const res = await call("GET", "/api/me/stats", undefined, headers);
      expect(res.statusCode).toBe(200);
      return res.json();
    },
  };
}

const deckWordIds = () => deckWordIdsOf(ctx.database);

/** The week Stats shows on 22 November: the seven days ending that day. */
const WEEK_TO_22 = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"];

type WordPlan = { wordId: number; alreadyKnow?: boolean };

/** A finished session as the client sends it, ending at the clock's "now". */
function session(sessionType: "LEARN" | "REVIEW", plan: WordPlan[], durationSeconds: number) {
  const now = clock();
  return {
    sessionId: crypto.randomUUID(),
    subDeckId: DECK,
    sessionType,
    startedAt: new Date(now.getTime() - durationSeconds * 1000).toISOString(),
    durationSeconds,
    words: plan.map(({ wordId, alreadyKnow = false }) =>
      sessionType === "LEARN"
        ? {
            wordId,
            correctCount: alreadyKnow ? 0 : 5,
            reviewedCount: alreadyKnow ? 0 : 5,
            gotWrong: false,
            alreadyKnow,
            responseTimes: alreadyKnow ? [] : [1.2, 0.9, 2.5, 1.1, 1.4],
            difficultyScore: 3,
            ratings: alreadyKnow ? [] : [3, 3, 3, 3, 3],
          }
        : {
            wordId,
            correctCount: 1,
            reviewedCount: 1,
            gotWrong: false,
            alreadyKnow: false,
            responseTimes: [1.5],
            difficultyScore: 3,
            ratings: [3],
          },
    ),
  };
}

async function save(
  user: Awaited<ReturnType<typeof learner>>,
  body: ReturnType<typeof session>,
  timeZone: string,
): Promise<{ wordsLearned: number; wordsReviewed: number }> {
  const res = await user.call("POST", "/api/me/study-sessions", body, { "x-time-zone": timeZone });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const zero = (date: string) => ({ date, learned: 0, reviewed: 0, studyTime: 0 });

describe("access", () => {
  it("signed-out visitors get 401 and guests 403", async () => {
    const signedOut = await ctx.app.inject({ method: "GET", url: "/api/me/stats", headers: { origin: TEST_ORIGIN } });
    expect(signedOut.statusCode).toBe(401);
    const guest = await signInGuest(ctx);
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/me/stats",
      headers: { origin: TEST_ORIGIN, cookie: guest.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it("a new account has empty stats: zero streaks, nothing learned, no top language, seven zero days", async () => {
    clock.set(new Date("2026-11-21T12:00:00Z"));
    const u = await learner();
    const stats = await u.stats({ "x-time-zone": "UTC" });
    expect(stats).toMatchObject({
      streak: 0,
      topStreak: 0,
      totalLearned: 0,
      studyTime: 0,
      topLanguage: null,
      yearActivity: [],
    });
    expect(stats.weeklyProgress).toEqual(
      ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"].map(zero),
    );
  });
});

describe("figures from a known history", () => {
  it("streak, top streak, learned words, study time, top language, the week and the year", async () => {
    const tz = "UTC";
    clock.set(new Date("2026-11-16T10:00:00Z"));
    const u = await learner();
    const [w0, w1, w2, w3] = await deckWordIds();

    // 16 Nov: two words marked as already known (learned at once) and one learned the long way.
    expect(
      await save(
        u,
        session(
          "LEARN",
          [{ wordId: w0!, alreadyKnow: true }, { wordId: w1!, alreadyKnow: true }, { wordId: w2! }],
          120,
        ),
        tz,
      ),
    ).toMatchObject({ wordsLearned: 3, wordsReviewed: 0 });

    // 17 Nov: a review of the two known words, then one more new word.
    clock.set(new Date("2026-11-17T10:00:00Z"));
    expect(await save(u, session("REVIEW", [{ wordId: w0! }, { wordId: w1! }], 60), tz)).toMatchObject({
      wordsReviewed: 2,
    });
    clock.set(new Date("2026-11-17T18:00:00Z"));
    expect(await save(u, session("LEARN", [{ wordId: w3! }], 90), tz)).toMatchObject({ wordsLearned: 1 });

    // 18 Nov: one review. 19 Nov: nothing. 20 Nov: one review.
    clock.set(new Date("2026-11-18T10:00:00Z"));
    await save(u, session("REVIEW", [{ wordId: w0! }], 30), tz);
    clock.set(new Date("2026-11-20T10:00:00Z"));
    await save(u, session("REVIEW", [{ wordId: w1! }], 45), tz);

    // Older activity inserted directly: 200 days ago (inside the year) and 400 days ago (outside),
    // and a goal-only row without any activity (not a heat-map day).
    await ctx.database.db.insert(userActivity).values([
      { userId: u.id, day: "2026-05-05", dailyLearned: 4, dailyReviewed: 7, dailyStudyTime: 300 },
      { userId: u.id, day: "2025-10-17", dailyLearned: 9, dailyReviewed: 9, dailyStudyTime: 900 },
      { userId: u.id, day: "2026-11-01", dailyGoalLevel: 1 },
    ]);

    clock.set(new Date("2026-11-21T12:00:00Z"));
    const stats = await u.stats({ "x-time-zone": tz });
    expect(stats.today).toBe("2026-11-21");
    expect(stats.timeZone).toBe("UTC");
    // 16–17–18 made a streak of 3; after the gap on the 19th the 20th started again at 1.
    expect(stats.streak).toBe(1);
    expect(stats.topStreak).toBe(3);
    // Learned: every word that finished Learn New — the two 'already known' words, and w2 and w3, still
    // building — each on the day it finished.
    expect(stats.totalLearned).toBe(4);
    expect(stats.studyTime).toBe(120 + 60 + 90 + 30 + 45);
    expect(stats.topLanguage).toEqual({ name: "Testish", flagCode: "es", wordCount: 4 });
    expect(stats.weeklyProgress).toEqual([
      zero("2026-11-15"),
      { date: "2026-11-16", learned: 3, reviewed: 0, studyTime: 120 },
      { date: "2026-11-17", learned: 1, reviewed: 2, studyTime: 150 },
      { date: "2026-11-18", learned: 0, reviewed: 1, studyTime: 30 },
      zero("2026-11-19"),
      { date: "2026-11-20", learned: 0, reviewed: 1, studyTime: 45 },
      zero("2026-11-21"),
    ]);
    expect(stats.yearActivity).toEqual([
      { date: "2026-05-05", learned: 4, reviewed: 7, studyTime: 300 },
      { date: "2026-11-16", learned: 3, reviewed: 0, studyTime: 120 },
      { date: "2026-11-17", learned: 1, reviewed: 2, studyTime: 150 },
      { date: "2026-11-18", learned: 0, reviewed: 1, studyTime: 30 },
      { date: "2026-11-20", learned: 0, reviewed: 1, studyTime: 45 },
    ]);

    // The stored streak figures agree with what the tab shows.
    const [info] = await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, u.id));
    expect(info).toMatchObject({ currentStreak: 1, topStreak: 3, totalStudyTime: 345, lastStreakUpdate: "2026-11-20" });

    // A missed day: on the 22nd the last study day (20th) is two days back, so the streak shows 0.
    clock.set(new Date("2026-11-22T09:00:00Z"));
    const later = await u.stats();
    expect(later.streak).toBe(0);
    expect(later.topStreak).toBe(3);
    expect(later.weeklyProgress.map((d: { date: string }) => d.date)).toEqual(WEEK_TO_22);
    expect(later.weeklyProgress[0]).toEqual({ date: "2026-11-16", learned: 3, reviewed: 0, studyTime: 120 });

    // Studying again starts a new streak of 1; the top streak stays 3.
    await save(u, session("REVIEW", [{ wordId: w0! }], 20), tz);
    const again = await u.stats();
    expect(again).toMatchObject({ streak: 1, topStreak: 3, studyTime: 365 });
    expect(again.weeklyProgress[6]).toEqual({ date: "2026-11-22", learned: 0, reviewed: 1, studyTime: 20 });
  });

  it("top language is the language with the most learned words; ignored words count as learned", async () => {
    clock.set(new Date("2026-11-21T12:00:00Z"));
    const u = await learner();
    const [w0, w1] = await deckWordIds();
    await save(
      u,
      session(
        "LEARN",
        [
          { wordId: w0!, alreadyKnow: true },
          { wordId: w1!, alreadyKnow: true },
        ],
        60,
      ),
      "UTC",
    );

    const db = ctx.database.db;
    await db
      .insert(languageDecks)
      .values({ id: "old-norse", flagCode: "is", speechLang: "is-IS" })
      .onConflictDoNothing();
    await db
      .insert(subDecks)
      .values({ id: "old-norse-basics-1", languageId: "old-norse", name: "Basics", wordCount: 4 })
      .onConflictDoNothing();
    const norse = await db
      .insert(words)
      .values(
        ["hús", "vatn", "dagr", "nótt"].map((w, i) => ({
          subDeckId: "old-norse-basics-1",
          key: `${w}-${u.id.slice(0, 6)}`,
          order: i,
          originalWord: w,
          translation: w,
        })),
      )
      .returning({ id: words.id });
    await db.insert(userDecks).values({ userId: u.id, subDeckId: "old-norse-basics-1" }); // Stats counts the collection
    // Four taught words: two in review, one ignored and one still building: all learned.
    await db.insert(userWordProgress).values([
      { userId: u.id, wordId: norse[0]!.id, subDeckId: "old-norse-basics-1", state: 2 },
      { userId: u.id, wordId: norse[1]!.id, subDeckId: "old-norse-basics-1", state: 2 },
      { userId: u.id, wordId: norse[2]!.id, subDeckId: "old-norse-basics-1", state: 1, isIgnored: true },
      { userId: u.id, wordId: norse[3]!.id, subDeckId: "old-norse-basics-1", state: 1, learningSteps: 2 },
    ]);

    const stats = await u.stats();
    expect(stats.totalLearned).toBe(6);
    expect(stats.topLanguage).toEqual({ name: "Old Norse", flagCode: "is", wordCount: 4 });

    // Two Norse words forgotten (rows gone): 2 against 2, and the tie goes to the first language by id.
    await db
      .delete(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), inArray(userWordProgress.wordId, [norse[2]!.id, norse[3]!.id])));
    const tied = await u.stats();
    expect(tied.totalLearned).toBe(4);
    expect(tied.topLanguage).toEqual({ name: "Old Norse", flagCode: "is", wordCount: 2 });
  });

  it("another user's history never shows in mine", async () => {
    clock.set(new Date("2026-11-21T12:00:00Z"));
    const a = await learner();
    const b = await learner();
    const [w0] = await deckWordIds();
    await save(a, session("LEARN", [{ wordId: w0!, alreadyKnow: true }], 75), "UTC");
    const stats = await b.stats();
    expect(stats).toMatchObject({ streak: 0, topStreak: 0, totalLearned: 0, studyTime: 0, topLanguage: null });
    expect(stats.yearActivity).toEqual([]);
  });
});

describe("the user's time zone and day-start hour decide the day (the 4:00 edge)", () => {
  it("a session at 04:30 UTC counts on the next day in Paris and on the day before in New York", async () => {
    const at = new Date("2026-11-22T04:30:00Z");
    clock.set(at);
    const paris = await learner();
    const newYork = await learner();
    const [w0, w1] = await deckWordIds();
    const known = [w0!, w1!].map((wordId) => ({ wordId, alreadyKnow: true })); // learned at once: counted that day
    await save(paris, session("LEARN", known, 100), "Europe/Paris");
    await save(newYork, session("LEARN", known, 100), "America/New_York");

    // Paris: 05:30 on 22 November, past the 4:00 day start. No header: the zone stored by the save is used.
    const p = await paris.stats();
    expect(p.timeZone).toBe("Europe/Paris");
    expect(p.today).toBe("2026-11-22");
    expect(p.weeklyProgress.map((d: { date: string }) => d.date)).toEqual(WEEK_TO_22);
    expect(p.weeklyProgress[6]).toEqual({ date: "2026-11-22", learned: 2, reviewed: 0, studyTime: 100 });
    expect(p.weeklyProgress[5]).toEqual(zero("2026-11-21"));
    expect(p.yearActivity).toEqual([{ date: "2026-11-22", learned: 2, reviewed: 0, studyTime: 100 }]);
    expect(p).toMatchObject({ streak: 1, topStreak: 1, studyTime: 100 });

    // New York: 23:30 on 21 November.
    const n = await newYork.stats();
    expect(n.timeZone).toBe("America/New_York");
    expect(n.today).toBe("2026-11-21");
    expect(n.weeklyProgress[0].date).toBe("2026-11-15");
    expect(n.weeklyProgress[6]).toEqual({ date: "2026-11-21", learned: 2, reviewed: 0, studyTime: 100 });
    expect(n.yearActivity).toEqual([{ date: "2026-11-21", learned: 2, reviewed: 0, studyTime: 100 }]);

    // 10:00 UTC on the 22nd: still the 22nd in Paris (streak stays 1), the 22nd in New York by now (05:00, streak 2).
    clock.set(new Date("2026-11-22T10:00:00Z"));
    await save(paris, session("REVIEW", [{ wordId: w0! }], 10), "Europe/Paris");
    await save(newYork, session("REVIEW", [{ wordId: w0! }], 10), "America/New_York");
    expect(await paris.stats()).toMatchObject({ streak: 1, topStreak: 1, studyTime: 110 });
    expect(await newYork.stats()).toMatchObject({ streak: 2, topStreak: 2, studyTime: 110 });
    const p2 = await paris.stats();
    expect(p2.weeklyProgress[6]).toEqual({ date: "2026-11-22", learned: 2, reviewed: 1, studyTime: 110 });

    // 03:30 UTC on the 24th is 04:30 on the 24th in Paris: the 23rd was missed there, so the streak
    // shows 0, although in UTC (before 4:00) the last study day would only be yesterday.
    clock.set(new Date("2026-11-24T03:30:00Z"));
    expect((await paris.stats()).streak).toBe(0);
    // …while in New York it is still the 23rd: studied yesterday, the streak of 2 holds.
    expect((await newYork.stats()).streak).toBe(2);
  });

  it("a session at 01:00 belongs to the evening before; with the day starting at midnight, to its own date", async () => {
    clock.set(new Date("2026-11-22T00:00:00Z")); // 01:00 on the 22nd in Paris
    const owl = await learner();
    const early = await learner();
    expect((await early.call("PUT", "/api/me/fsrs-settings", { dayStartHour: 0 })).json().dayStartHour).toBe(0);
    const [w0] = await deckWordIds();
    await save(owl, session("LEARN", [{ wordId: w0!, alreadyKnow: true }], 30), "Europe/Paris");
    await save(early, session("LEARN", [{ wordId: w0!, alreadyKnow: true }], 30), "Europe/Paris");
    const o = await owl.stats();
    expect(o).toMatchObject({ today: "2026-11-21", dayStartHour: 4 });
    expect(o.yearActivity).toEqual([{ date: "2026-11-21", learned: 1, reviewed: 0, studyTime: 30 }]);
    const e = await early.stats();
    expect(e).toMatchObject({ today: "2026-11-22", dayStartHour: 0 });
    expect(e.yearActivity).toEqual([{ date: "2026-11-22", learned: 1, reviewed: 0, studyTime: 30 }]);
  });

  it("the x-time-zone header on the stats request moves the user's days (and is kept)", async () => {
    clock.set(new Date("2026-11-21T23:30:00Z")); // 08:30 on the 22nd in Tokyo
    const u = await learner();
    const [w0] = await deckWordIds();
    await save(u, session("LEARN", [{ wordId: w0!, alreadyKnow: true }], 50), "UTC");
    const utc = await u.stats();
    expect(utc.today).toBe("2026-11-21");
    expect(utc.weeklyProgress[6]).toEqual({ date: "2026-11-21", learned: 1, reviewed: 0, studyTime: 50 });

    // Seen from Tokyo (08:30 on the 22nd) the saved day is yesterday.
    const tokyo = await u.stats({ "x-time-zone": "Asia/Tokyo" });
    expect(tokyo.timeZone).toBe("Asia/Tokyo");
    expect(tokyo.today).toBe("2026-11-22");
    expect(tokyo.weeklyProgress[5]).toEqual({ date: "2026-11-21", learned: 1, reviewed: 0, studyTime: 50 });
    expect(tokyo.weeklyProgress[6]).toEqual(zero("2026-11-22"));
    expect(tokyo.streak).toBe(1);
    expect((await u.stats()).timeZone).toBe("Asia/Tokyo");

    // An unknown zone name is ignored: the stored one stays.
    const bogus = await u.stats({ "x-time-zone": "Mars/Olympus_Mons" });
    expect(bogus.timeZone).toBe("Asia/Tokyo");
  });
});

describe("streak freezes", () => {
  // Each zone's learner studies at 20:00 local time on the 10th, misses the 11th, and studies at
  // 20:00 on the 12th. Meeting the daily goal on the 10th earned the freeze that covers the 11th.
  const zones = [
    { zone: "America/Los_Angeles", at20: (day: number) => new Date(Date.UTC(2026, 11, day + 1, 4, 0)) },
    { zone: "Asia/Tokyo", at20: (day: number) => new Date(Date.UTC(2026, 11, day, 11, 0)) },
    { zone: "Asia/Kathmandu", at20: (day: number) => new Date(Date.UTC(2026, 11, day, 14, 15)) },
  ];

  for (const { zone, at20 } of zones) {
    it(`meeting the daily goal earns a freeze that carries the streak over a missed day (${zone})`, async () => {
      const u = await learner();
      const ids = await deckWordIds();
      const tz = { "x-time-zone": zone };
      // Before the 10th's last session: 5 learned, 19 reviewed (the Beginner goal is 5 and 20).
      await ctx.database.db
        .insert(userActivity)
        .values({ userId: u.id, day: "2026-12-10", dailyLearned: 5, dailyReviewed: 19, dailyStudyTime: 600 });
      clock.set(at20(10));
      await save(u, session("REVIEW", [{ wordId: ids[0]! }], 30), zone);
      const first = await u.stats(tz);
      expect(first).toMatchObject({ today: "2026-12-10", streak: 1, streakFreezes: 1, frozenDays: [] });
      // A second session the same day earns nothing more.
      await save(u, session("REVIEW", [{ wordId: ids[1]! }], 30), zone);
      expect((await u.stats(tz)).streakFreezes).toBe(1);

      // The 12th, before studying: the streak is shown alive (the freeze will cover the 11th).
      clock.set(at20(12));
      expect(await u.stats(tz)).toMatchObject({ today: "2026-12-12", streak: 1 });
      await save(u, session("REVIEW", [{ wordId: ids[0]! }], 30), zone);
      expect(await u.stats(tz)).toMatchObject({
        streak: 2,
        topStreak: 2,
        streakFreezes: 0,
        frozenDays: ["2026-12-11"],
      });

      // Without a freeze, missing the 13th and 14th ends it: the 15th starts again at 1.
      clock.set(at20(15));
      expect((await u.stats(tz)).streak).toBe(0);
      await save(u, session("REVIEW", [{ wordId: ids[0]! }], 30), zone);
      expect(await u.stats(tz)).toMatchObject({ streak: 1, topStreak: 2, streakFreezes: 0 });
    });
  }

  it("the goal level of the day decides the freeze: today's row's, or, before today has one, the last day's", async () => {
    const u = await learner();
    const ids = await deckWordIds();
    const { zone, at20 } = zones[1]!;
    const activityOn = async (day: string) =>
      (
        await ctx.database.db
          .select()
          .from(userActivity)
          .where(and(eq(userActivity.userId, u.id), eq(userActivity.day, day)))
      )[0];
    // The 20th at Intermediate (15 learned, 50 reviewed): the 21st's first save starts its row at that level.
    await ctx.database.db
      .insert(userActivity)
      .values({ userId: u.id, day: "2026-12-20", dailyGoalLevel: 1, dailyLearned: 15, dailyReviewed: 60 });
    clock.set(at20(21));
    await save(u, session("REVIEW", [{ wordId: ids[0]! }], 30), zone);
    expect(await activityOn("2026-12-21")).toMatchObject({ dailyGoalLevel: 1, dailyReviewed: 1, dailyStudyTime: 30 });
    // The 22nd, one review short of Intermediate (Beginner's goal met long ago): this save meets it.
    await ctx.database.db
      .insert(userActivity)
      .values({ userId: u.id, day: "2026-12-22", dailyGoalLevel: 1, dailyLearned: 15, dailyReviewed: 49 });
    clock.set(at20(22));
    await save(u, session("REVIEW", [{ wordId: ids[1]! }], 30), zone);
    expect(await activityOn("2026-12-22")).toMatchObject({ dailyGoalLevel: 1, dailyReviewed: 50 });
    expect(await u.stats({ "x-time-zone": zone })).toMatchObject({ streak: 2, streakFreezes: 1 });
  });
});

describe("vacation mode", () => {
  // 20:00 local time on a day of January 2027, in three zones.
  const zones = [
    { zone: "America/Los_Angeles", at: (day: number) => new Date(Date.UTC(2027, 0, day + 1, 4, 0)) },
    { zone: "Asia/Tokyo", at: (day: number) => new Date(Date.UTC(2027, 0, day, 11, 0)) },
    { zone: "Asia/Kathmandu", at: (day: number) => new Date(Date.UTC(2027, 0, day, 14, 15)) },
  ];
  it.each(zones)(
    "pauses the streak: days away are not missed, studying on vacation counts, and it carries on after ($zone)",
    async ({ zone, at }) => {
      const u = await learner();
      const ids = await deckWordIds();
      const tz = { "x-time-zone": zone };
      for (const day of [1, 2, 3]) {
        clock.set(at(day));
        await save(u, session("REVIEW", [{ wordId: ids[0]! }], 30), zone);
      }
      expect((await u.stats(tz)).streak).toBe(3);
      // On vacation from the 4th (guests cannot: it lives in Settings).
      clock.set(at(4));
      const on = await u.call("PUT", "/api/me/vacation", { on: true }, tz);
      expect(on.json()).toEqual({ on: true, since: "2027-01-04" });
      expect((await u.call("GET", "/api/me/vacation")).json()).toEqual({ on: true, since: "2027-01-04" });
      // The 9th: five days away, the streak is shown paused, and studying continues it.
      clock.set(at(9));
      expect((await u.stats(tz)).streak).toBe(3);
      await save(u, session("REVIEW", [{ wordId: ids[0]! }], 30), zone);
      expect((await u.stats(tz)).streak).toBe(4);
      // Back on the 12th (away on the 10th and 11th): studying the 12th continues it.
      clock.set(at(12));
      expect((await u.call("PUT", "/api/me/vacation", { on: false }, tz)).json()).toEqual({ on: false, since: null });
      await save(u, session("REVIEW", [{ wordId: ids[0]! }], 30), zone);
      expect((await u.stats(tz)).streak).toBe(5);
      // Off again: a missed day breaks it as usual.
      clock.set(at(14));
      expect((await u.stats(tz)).streak).toBe(0);
    },
  );

  it("refuses a body that is not on/off", async () => {
    const u = await learner();
    const res = await u.call("PUT", "/api/me/vacation", { on: "maybe" });
    expect(res.statusCode).toBe(400);
  });
});
