import { answeredWord } from "@app/domain/test-support/session";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examPlans, userWordProgress } from "../src/db/schema";
import { deckWordIds, giveProgress } from "./deck-rows";
import { DECK, examPlanApp, goal, PLANNING_DAY, examPlanUrl as url } from "./exam-plan-fixtures";
import { passwordLearner } from "./kits/learners";
import { sessionSave } from "./session-saves";
import { createTestClock, type TestContext } from "./test-app";

let ctx: TestContext;
const clock = createTestClock(PLANNING_DAY);

beforeAll(async () => {
  ({ ctx } = await examPlanApp(clock, "testish-empty-retention"));
});
afterAll(async () => {
  await ctx?.close();
});

/** The learner's progress on the word after the save: the days to its next review. */
async function scheduledDays(userId: string, wordId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ days: userWordProgress.scheduledDays })
    .from(userWordProgress)
    .where(and(eq(userWordProgress.userId, userId), eq(userWordProgress.wordId, wordId)));
  return row!.days;
}

describe("a save in an exam plan's last weeks", { timeout: 60_000 }, () => {
  it("schedules by the plan's raised retention, and a learner without a plan by their own", async () => {
    const [wordId] = await deckWordIds(ctx.database, DECK);
    const planner = await passwordLearner(ctx, "retplanner", [DECK]);
    const other = await passwordLearner(ctx, "retother", [DECK]);
    const lastReview = new Date("2026-11-21T12:00:00Z");
    for (const learner of [planner, other])
      await giveProgress(ctx.database, learner.id, wordId!, {
        stability: 10,
        difficulty: 5,
        reps: 12,
        historyCount: 12,
        lastReview,
      });
    expect((await planner.call("PUT", url(), goal)).statusCode).toBe(200);
    // The plan's last four weeks at 0.97, with the exam two weeks away: the save is inside them.
    await ctx.database.db
      .update(examPlans)
      .set({
        examDate: "2026-12-15",
        outcome: sql`jsonb_set(${examPlans.outcome}, '{boost}', '{"lastDays": 28, "retention": 0.97}'::jsonb)`,
      })
      .where(eq(examPlans.userId, planner.id));

    for (const learner of [planner, other]) {
      const body = sessionSave(DECK, [answeredWord({ wordId: wordId! })], PLANNING_DAY, { sessionType: "REVIEW" });
      const res = await learner.call("POST", "/api/me/study-sessions", body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const planned = await scheduledDays(planner.id, wordId!);
    const own = await scheduledDays(other.id, wordId!);
    // At 0.97 a memory is asked again about a quarter as far ahead as at 0.9.
    expect(planned).toBeGreaterThan(0);
    expect(planned).toBeLessThan(own / 2);
  });
});
