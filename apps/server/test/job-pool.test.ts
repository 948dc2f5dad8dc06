import { afterAll, describe, expect, it } from "vitest";
import { closeJobPool, JobStopped, runJob } from "../src/lib/job-pool";
import { plannerJob } from "./kits/planner-jobs";

const plan = (newWords: number) => plannerJob(newWords);

afterAll(() => closeJobPool());

describe("the job pool", { timeout: 60_000 }, () => {
  it("runs a job on a worker thread and answers what the job returns", async () => {
    const answer = await runJob<{ plan: { newPerDay: number } }>("examPlan", plan(100));
    expect(answer.plan.newPerDay).toBeGreaterThan(0);
  });

  it("passes a job's failure on, and the next job runs", async () => {
    await expect(runJob("examPlan", { goal: null })).rejects.toThrow();
    const answer = await runJob<{ plan: { newPerDay: number } }>("examPlan", plan(50));
    expect(answer.plan.newPerDay).toBeGreaterThan(0);
  });

  it("ends a job that runs too long, and one stopped before it starts; the pool goes on", async () => {
    await expect(runJob("examPlan", plan(5000), { timeoutMs: 5 })).rejects.toSatisfy(
      (e) => e instanceof JobStopped && e.reason === "timeout",
    );
    const stop = new AbortController();
    stop.abort();
    await expect(runJob("examPlan", plan(100), { signal: stop.signal })).rejects.toSatisfy(
      (e) => e instanceof JobStopped && e.reason === "abort",
    );
    const answer = await runJob<{ plan: { newPerDay: number } }>("examPlan", plan(80));
    expect(answer.plan.newPerDay).toBeGreaterThan(0);
  });
});
