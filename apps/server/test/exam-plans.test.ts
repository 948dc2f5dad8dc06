import { eq } from "drizzle-orm";
import { default_w } from "ts-fsrs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examPlans, fsrsSettings, subDecks, userWordProgress } from "../src/db/schema";
import { ownDeckWithWords } from "./create/create-helpers";
import { deckWordIds } from "./deck-rows";
import { DECK, examPlanApp, goal, PLANNING_DAY, examPlanUrl as url } from "./exam-plan-fixtures";
import { passwordLearner } from "./kits/learners";
import { createTestClock, type TestContext } from "./test-app";

let ctx: TestContext;
const EMPTY = "testish-empty";
const clock = createTestClock(PLANNING_DAY);

beforeAll(async () => {
  ({ ctx } = await examPlanApp(clock, EMPTY));
});
afterAll(async () => {
  await ctx?.close();
});

async function learner(name: string, decks: string[] = [DECK, EMPTY]) {
  return passwordLearner(ctx, name, decks);
}

describe("exam plans", { timeout: 60_000 }, () => {
  it("needs a session", async () => {
    const res = await ctx.app.inject({ method: "GET", url: url() });
    expect(res.statusCode).toBe(401);
  });

  it("refuses bad goals with a message naming them, and saves nothing", async () => {
    const me = await learner("plannerbad");
    const cases: [object, string, string?][] = [
      [{ ...goal, examDate: "2026-11-20" }, "The exam date must be after today."],
      [{ ...goal, examDate: "2026-12-01" }, "The exam date must be after today."],
      [{ ...goal, examDate: "2029-01-01" }, "The planner looks at most 730 days ahead: choose an earlier date."],
      [{ ...goal, targetPercent: 120 }, "You can't know more than 100 % of a deck."],
      [{ ...goal, minutesCap: 0 }, "Allow at least 1 minute a day."],
      [{ ...goal, examDate: "31/03/2027" }, "Enter the exam date."],
      [goal, "This deck has no words to plan for.", EMPTY],
    ];
    for (const [body, message, deck] of cases) {
      const res = await me.call("PUT", url(deck), body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
      const preview = await me.call("POST", `${url(deck)}/preview`, body);
      expect(preview.json().error.message).toBe(message);
    }
    expect((await me.call("GET", url())).json()).toEqual({ plan: null });
    expect((await me.call("GET", "/api/me/exam-plans")).json()).toEqual({ items: [] });
  });

  it("answers a plan at once, saves it, and Learn New follows it", async () => {
    const me = await learner("plannerowner");
    const preview = await me.call("POST", `${url()}/preview`, goal);
    expect(preview.statusCode).toBe(200);
    expect((await me.call("GET", url())).json()).toEqual({ plan: null });

    const res = await me.call("PUT", url(), goal);
    expect(res.statusCode).toBe(200);
    const { plan } = res.json();
    expect(plan).toMatchObject({ subDeckId: DECK, ...goal, outcome: preview.json().outcome });
    expect(plan.outcome.feasible).toBe(true);
    expect(plan.outcome.predictedPercent).toBeGreaterThanOrEqual(90);
    expect(plan.outcome.newPerDay).toBeGreaterThan(0);
    expect(plan.outcome.minutesPeak).toBeLessThanOrEqual(30);
    expect(plan.outcome.minutesAverage).toBeLessThanOrEqual(plan.outcome.minutesPeak);
    expect(plan.status).toMatchObject({
      kind: "on-track",
      percent: plan.outcome.predictedPercent,
      examDate: "2027-03-31",
    });
    // Default parameters: the runs' range comes with the figure and holds it.
    expect(plan.status.range.low).toBeLessThanOrEqual(plan.outcome.predictedPercent);
    expect(plan.status.range.high).toBeGreaterThanOrEqual(plan.outcome.predictedPercent);

    expect((await me.call("GET", url())).json().plan).toEqual(plan);
    expect((await me.call("GET", "/api/me/exam-plans")).json()).toEqual({
      items: [{ subDeckId: DECK, subDeckIds: [DECK], deckNames: [], status: plan.status }],
    });
    // The five-word deck over four months: fewer words a day than the usual five.
    const session = await me.call("GET", `/api/me/study/learn-new/${DECK}`);
    expect(session.statusCode).toBe(200);
    expect(session.json().words).toHaveLength(Math.min(5, plan.outcome.newPerDay));

    // A tighter cap: the plan says what it can reach and what the target costs.
    const tight = await me.call("PUT", url(), { ...goal, examDate: "2026-12-03", minutesCap: 1, targetPercent: 100 });
    expect(tight.statusCode).toBe(200);
    expect(tight.json().plan.outcome.feasible).toBe(false);
    expect(tight.json().plan.outcome.predictedPercent).toBeLessThan(100);
  });

  it("reads Home's status from the deck's memory: behind as soon as its forecast falls below the target", async () => {
    const me = await learner("plannermemory");
    const near = { examDate: "2026-12-11", targetPercent: 60, minutesCap: 60 };
    const { plan } = (await me.call("PUT", url(), near)).json();
    expect(plan.status.kind).toBe("on-track");
    // Every word studied weeks ago and long forgotten, not due again before the exam: the words are in,
    // but the memory will not hold them on the exam morning.
    const ids = await deckWordIds(ctx.database, DECK);
    const day = 86_400_000;
    const now = clock().getTime();
    await ctx.database.db.insert(userWordProgress).values(
      ids.map((wordId) => ({
        userId: me.id,
        wordId,
        subDeckId: DECK,
        state: 2,
        stability: 0.5,
        difficulty: 8,
        reps: 12,
        historyCount: 12,
        lastReview: new Date(now - 40 * day),
        nextReview: new Date(now + 20 * day),
      })),
    );
    const { items } = (await me.call("GET", "/api/me/exam-plans")).json();
    expect(items[0].status).toMatchObject({ kind: "behind", examDate: "2026-12-11", wordsBehind: false });
    expect(items[0].status.percent).toBeLessThan(60);
    expect((await me.call("GET", url())).json().plan.status).toEqual(items[0].status);
  });

  it("gives the forecast a range while the learner's parameters are the defaults, and none once they are fitted", async () => {
    const me = await learner("plannerrange");
    const { plan } = (await me.call("PUT", url(), goal)).json();
    expect(plan.status.range).toBeDefined();
    // Parameters fitted to their history (the optimizer's): the forecast plays their memory, one figure.
    const fitted = default_w.map((w, i) => (i < 4 ? w * 1.3 : w));
    await ctx.database.db
      .insert(fsrsSettings)
      .values({ userId: me.id, weights: fitted })
      .onConflictDoUpdate({ target: fsrsSettings.userId, set: { weights: fitted } });
    const read = (await me.call("GET", url())).json().plan;
    expect(read.status.kind).toBe("on-track");
    expect(read.status).not.toHaveProperty("range");
    const home = (await me.call("GET", "/api/me/exam-plans")).json();
    expect(home.items[0].status).toEqual(read.status);
  });

  it("is the owner's only: another learner gets 404 and the plan stays", async () => {
    const owner = await learner("plannerkeeper");
    expect((await owner.call("PUT", url(), goal)).statusCode).toBe(200);
    const other = await learner("plannerother", []);
    for (const [method, body] of [["GET"], ["PUT", goal], ["DELETE"], ["POST", goal]] as const) {
      const path = method === "POST" ? `${url()}/preview` : url();
      const res = await other.call(method, path, body);
      expect(res.statusCode, method).toBe(404);
    }
    expect((await other.call("GET", "/api/me/exam-plans")).json()).toEqual({ items: [] });
    expect((await owner.call("GET", url())).json().plan.examDate).toBe(goal.examDate);
  });

  it("removes a plan; removing it again is a 404", async () => {
    const me = await learner("plannerremover");
    expect((await me.call("PUT", url(), goal)).statusCode).toBe(200);
    const removed = await me.call("DELETE", url());
    expect(removed.json()).toEqual({ ok: true, message: "Exam plan removed." });
    expect((await me.call("GET", url())).json()).toEqual({ plan: null });
    const again = await me.call("DELETE", url());
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe("This deck has no exam plan.");
  });

  it("follows its deck: removed from the collection, the plan and Home's status line go too", async () => {
    const me = await learner("plannerleaver");
    expect((await me.call("PUT", url(), goal)).statusCode).toBe(200);
    expect((await me.call("GET", "/api/me/exam-plans")).json().items).toHaveLength(1);
    expect((await me.call("DELETE", `/api/me/decks/${DECK}`)).statusCode).toBe(200);
    expect((await me.call("GET", "/api/me/exam-plans")).json()).toEqual({ items: [] });
    expect(await ctx.database.db.select().from(examPlans).where(eq(examPlans.userId, me.id))).toEqual([]);
    // Added again, the deck starts without a plan.
    expect((await me.call("POST", "/api/me/decks", { subDeckId: DECK })).statusCode).toBe(201);
    expect((await me.call("GET", url())).json()).toEqual({ plan: null });
  });

  it("follows its deck: an own deck deleted takes its plans with it", async () => {
    const me = await learner("plannerauthor", []);
    const words = ["yksi", "kaksi", "kolme", "neljä"].map((term, i) => ({ term, translation: `number ${i + 1}` }));
    const deck = await ownDeckWithWords(
      me,
      { name: "Exam words", termLanguage: "fi", translationLanguage: "en" },
      words,
    );
    const deckId = deck.id;
    const [set] = await ctx.database.db.select().from(subDecks).where(eq(subDecks.ownDeckId, deckId));
    const planned = await me.call("PUT", url(set!.id), goal);
    expect(planned.statusCode, planned.body).toBe(200);
    expect((await me.call("GET", "/api/me/exam-plans")).json().items).toHaveLength(1);

    expect((await me.call("DELETE", `/api/me/own-decks/${deckId}`)).statusCode).toBeLessThan(300);
    expect((await me.call("GET", "/api/me/exam-plans")).json()).toEqual({ items: [] });
    expect(await ctx.database.db.select().from(examPlans).where(eq(examPlans.userId, me.id))).toEqual([]);
  });
});
