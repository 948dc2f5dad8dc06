import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subDecks, words } from "../src/db/schema";
import { DECK, examPlanApp, goal, PLANNING_DAY, examPlanUrl as url } from "./exam-plan-fixtures";
import { passwordLearner } from "./kits/learners";
import { createTestClock, type TestContext } from "./test-app";

let ctx: TestContext;
const SECOND = "testish-basics-2";
const EMPTY = "testish-empty-2";
const clock = createTestClock(PLANNING_DAY);

beforeAll(async () => {
  const app = await examPlanApp(clock, EMPTY);
  ctx = app.ctx;
  const { db } = ctx.database;
  await db.insert(subDecks).values({ ...app.basics, id: SECOND, name: "Basics · Part 2", position: 98 });
  const rows = await db.select().from(words).where(eq(words.subDeckId, DECK));
  await db.insert(words).values(rows.map(({ id: _, ...word }) => ({ ...word, subDeckId: SECOND })));
});
afterAll(async () => {
  await ctx?.close();
});

async function learner(name: string, decks: string[]) {
  return (await passwordLearner(ctx, name, decks)).call;
}

describe("exam plans over several decks", { timeout: 60_000 }, () => {
  it("plans two decks together: one answer, each deck's share, one status, removed together", async () => {
    const call = await learner("groupplanner", [DECK, SECOND]);
    // An exam four days ahead: a few new words a day, shared by the two decks.
    const body = { ...goal, examDate: "2026-12-05", alsoDecks: [SECOND] };
    const preview = await call("POST", `${url()}/preview`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const res = await call("PUT", url(), body);
    expect(res.statusCode, res.body).toBe(200);
    const { plan } = res.json();
    expect(plan.outcome).toEqual(preview.json().outcome);
    expect(plan.outcome.feasible).toBe(true);
    const decks = plan.outcome.decks as { subDeckId: string; name: string; newPerDay: number; newWords: number }[];
    expect(decks.map((d) => [d.subDeckId, d.name, d.newWords])).toEqual([
      [DECK, "Basics · Part 1", 5],
      [SECOND, "Basics · Part 2", 5],
    ]);
    expect(decks[0]!.newPerDay + decks[1]!.newPerDay).toBe(plan.outcome.newPerDay);
    expect(Math.abs(decks[0]!.newPerDay - decks[1]!.newPerDay)).toBeLessThanOrEqual(1);

    // The other deck's page shows the same plan and status; Home has one status for the two.
    const second = (await call("GET", url(SECOND))).json().plan;
    expect(second).toMatchObject({ subDeckId: SECOND, examDate: body.examDate, outcome: plan.outcome });
    expect(second.status).toEqual(plan.status);
    expect((await call("GET", "/api/me/exam-plans")).json()).toEqual({
      items: [
        {
          subDeckId: DECK,
          subDeckIds: [DECK, SECOND],
          deckNames: ["Basics · Part 1", "Basics · Part 2"],
          status: plan.status,
        },
      ],
    });
    // Learn New follows each deck's share.
    expect(decks[1]!.newPerDay).toBeGreaterThan(0);
    const session = await call("GET", `/api/me/study/learn-new/${SECOND}`);
    expect(session.json().words).toHaveLength(Math.min(5, decks[1]!.newPerDay));

    // Removing the plan from one deck's page removes the group's plan.
    expect((await call("DELETE", url(SECOND))).statusCode).toBe(200);
    expect((await call("GET", url())).json()).toEqual({ plan: null });
    expect((await call("GET", "/api/me/exam-plans")).json()).toEqual({ items: [] });
  });

  it("puts a deck in one plan only: planning it again with others replaces its earlier plan", async () => {
    const call = await learner("groupreplacer", [DECK, SECOND]);
    expect((await call("PUT", url(), goal)).statusCode).toBe(200);
    const res = await call("PUT", url(SECOND), { ...goal, examDate: "2027-02-01", alsoDecks: [DECK, DECK, SECOND] });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = (await call("GET", "/api/me/exam-plans")).json();
    expect(items).toHaveLength(1);
    expect(items[0].subDeckIds).toEqual([SECOND, DECK]);
    expect((await call("GET", url())).json().plan.examDate).toBe("2027-02-01");
    // And planning one of them alone takes it out of the group with the rest of that plan.
    expect((await call("PUT", url(), goal)).statusCode).toBe(200);
    expect((await call("GET", url(SECOND))).json()).toEqual({ plan: null });
  });

  it("refuses other decks not in the collection (404) or with no words (400), naming them; nothing saved", async () => {
    const call = await learner("groupbad", [DECK, EMPTY]);
    const cases: [string, number, string][] = [
      [SECOND, 404, '"Basics · Part 2" is not in your collection.'],
      ["no-such-deck", 404, '"no-such-deck" is not in your collection.'],
      [EMPTY, 400, '"Empty" has no words to plan for.'],
    ];
    for (const [other, status, message] of cases) {
      for (const [method, path] of [
        ["PUT", url()],
        ["POST", `${url()}/preview`],
      ] as const) {
        const res = await call(method, path, { ...goal, alsoDecks: [other] });
        expect(res.statusCode, `${method} ${other}`).toBe(status);
        expect(res.json().error.message).toBe(message);
      }
    }
    const bad = await call("PUT", url(), { ...goal, alsoDecks: "testish-basics-2" });
    expect(bad.statusCode).toBe(400);
    expect((await call("GET", url())).json()).toEqual({ plan: null });
  });

  it("is the owner's only: another learner's decks are refused and their plan stays", async () => {
    const owner = await learner("groupowner", [SECOND]);
    expect((await owner("PUT", url(SECOND), goal)).statusCode).toBe(200);
    const other = await learner("groupintruder", [DECK]);
    const res = await other("PUT", url(), { ...goal, alsoDecks: [SECOND] });
    expect(res.statusCode).toBe(404);
    expect((await other("GET", "/api/me/exam-plans")).json()).toEqual({ items: [] });
    expect((await other("DELETE", url(SECOND))).statusCode).toBe(404);
    expect((await owner("GET", url(SECOND))).json().plan.examDate).toBe(goal.examDate);
  });
});
