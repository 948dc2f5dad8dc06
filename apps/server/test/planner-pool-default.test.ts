import os from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { createPlannerPool, DEFAULT_PLANNER_WORKERS } from "../src/features/exam-plans/run-planner";
import { plannerJob } from "./kits/planner-jobs";

const starts: number[] = [];
const pool = createPlannerPool({ onStart: (_userId, running) => starts.push(running.length + 1) });
afterAll(() => pool.close());

describe("the planner pool's default", { timeout: 60_000 }, () => {
  it("leaves a core for requests: one worker fewer than the machine's cores, at least one", async () => {
    expect(DEFAULT_PLANNER_WORKERS).toBe(Math.max(1, os.availableParallelism() - 1));
    const learners = Array.from({ length: DEFAULT_PLANNER_WORKERS + 2 }, (_, i) => `learner${i}`);
    const plans = await Promise.all(learners.map((id, i) => pool.run(id, plannerJob(60 + i))));
    for (const plan of plans) expect(plan.plan.newPerDay).toBeGreaterThan(0);
    expect(starts).toHaveLength(learners.length);
    expect(Math.max(...starts)).toBe(DEFAULT_PLANNER_WORKERS);
  });
});
