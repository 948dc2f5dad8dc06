import { forecastShares } from "@app/domain/planning/plan-forecast";
import { afterEach, describe, expect, it } from "vitest";
import {
  createPlannerPool,
  PLAN_SUPERSEDED,
  PLANNER_BUSY,
  PLANS_WAITING,
  type PlannerJob,
} from "../src/features/exam-plans/run-planner";
import { plannerJob } from "./kits/planner-jobs";

let pool: ReturnType<typeof createPlannerPool> | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe("the planner pool (real worker threads)", { timeout: 60_000 }, () => {
  it("runs one plan per learner at a time and at most its cap at once; a newer preview replaces a waiting one", async () => {
    const starts: { userId: string; running: readonly string[] }[] = [];
    pool = createPlannerPool({ maxWorkers: 2, onStart: (userId, running) => starts.push({ userId, running }) });
    const first = pool.run("ana", plannerJob(200, true));
    const replaced = pool.run("ana", plannerJob(100, true));
    const latest = pool.run("ana", plannerJob(120, true));
    const save = pool.run("ana", plannerJob(120));
    const others = [pool.run("ben", plannerJob(80)), pool.run("cy", plannerJob(60))];
    await expect(replaced).rejects.toThrow(PLAN_SUPERSEDED);
    const plans = await Promise.all([first, latest, save, ...others]);
    for (const plan of plans) expect(plan.plan.newPerDay).toBeGreaterThan(0);
    // The same goal gives the same plan, whichever worker worked it out.
    expect(plans[1]).toEqual(plans[2]);
    expect(starts.map((s) => s.userId).sort()).toEqual(["ana", "ana", "ana", "ben", "cy"]);
    for (const { userId, running } of starts) {
      expect(running).not.toContain(userId);
      expect(running.length).toBeLessThan(2);
    }
  });

  it("works out a saved plan's forecast in a worker, as the domain does", async () => {
    pool = createPlannerPool({ maxWorkers: 1 });
    const learner = { ...plannerJob(150).learner, buildingSteps: 3, youngCap: { answers: 10, days: 2 } };
    const plan = {
      examDate: "2027-01-20",
      newPerDay: 5,
      boostLastDays: null,
      boostRetention: null,
      plannedOn: "2026-12-01",
      newAtPlan: 150,
    };
    const forecast = await pool.forecast("ana", { learner, plan, today: "2026-12-01", seed: 1 });
    expect(forecast).toEqual(forecastShares(learner, plan, "2026-12-01", 1));
    expect(forecast!.low).toBeLessThanOrEqual(forecast!.share);
    expect(forecast!.high).toBeGreaterThanOrEqual(forecast!.share);
    expect(await pool.forecast("ana", { learner, plan, today: "2027-01-20", seed: 1 })).toBeNull();
  });

  it("turns a request away when too many wait", async () => {
    pool = createPlannerPool({ maxWorkers: 1, maxWaiting: 1 });
    const running = pool.run("ana", plannerJob(100));
    const waiting = pool.run("ben", plannerJob(50));
    await expect(pool.run("cy", plannerJob(50))).rejects.toThrow(PLANNER_BUSY);
    await Promise.all([running, waiting]);
  });

  it("keeps waiting places for everyone: two per learner, a quarter for all guests, each refusal with Retry-After", async () => {
    pool = createPlannerPool({ maxWorkers: 1, maxWaiting: 8 });
    const guest = (n: number): PlannerJob => ({ ...plannerJob(n), guest: true });
    const accepted = [
      pool.run("ana", plannerJob(100)),
      pool.run("ana", plannerJob(50)),
      pool.run("ana", plannerJob(60)),
    ];
    // A third waiting plan of one learner is refused, however many places are free.
    await expect(pool.run("ana", plannerJob(70))).rejects.toMatchObject({
      statusCode: 429,
      message: PLANS_WAITING,
      headers: { "retry-after": "5" },
    });
    accepted.push(pool.run("g1", guest(40)), pool.run("g2", guest(45)));
    // Guests (made in a click) hold two of the eight places between them.
    await expect(pool.run("g3", guest(30))).rejects.toMatchObject({ statusCode: 429, message: PLANNER_BUSY });
    // A registered learner still gets a place.
    accepted.push(pool.run("ben", plannerJob(80)));
    const plans = await Promise.all(accepted);
    for (const plan of plans) expect(plan.plan.newPerDay).toBeGreaterThan(0);
  });

  it("reads a plan's learner only when it starts: a refused plan and a replaced preview read nothing", async () => {
    pool = createPlannerPool({ maxWorkers: 1, maxWaiting: 8 });
    const reads: string[] = [];
    const lazy = (name: string, newWords: number, preview = false) => ({
      preview,
      read: async () => {
        reads.push(name);
        const { preview: _preview, ...rest } = plannerJob(newWords);
        return rest;
      },
    });
    // Another learner's plan holds the one worker: ana's plans wait.
    const running = pool.run("zed", plannerJob(300));
    const replaced = pool.run("ana", lazy("first preview", 100, true));
    const saved = pool.run("ana", lazy("save", 60));
    const latest = pool.run("ana", lazy("newer preview", 80, true));
    await expect(replaced).rejects.toThrow(PLAN_SUPERSEDED);
    // The learner's two waiting places are held: a third plan is refused unread.
    await expect(pool.run("ana", lazy("third", 70))).rejects.toMatchObject({ statusCode: 429, message: PLANS_WAITING });
    const plans = await Promise.all([running, saved, latest]);
    for (const plan of plans) expect(plan.plan.newPerDay).toBeGreaterThan(0);
    expect(reads.sort()).toEqual(["newer preview", "save"]);
    // A read that fails ends its plan with that failure and frees the place.
    const failing = pool.run("ben", {
      read: async () => {
        throw new Error("no such deck");
      },
    });
    await expect(failing).rejects.toThrow("no such deck");
    expect((await pool.run("ben", lazy("after", 50))).plan.newPerDay).toBeGreaterThan(0);
  });
});
