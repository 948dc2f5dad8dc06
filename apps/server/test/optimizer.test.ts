import fs from "node:fs";
import path from "node:path";
import { resetLog } from "@app/domain/study/reset-log";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fsrsSettings, reviewLogs } from "../src/db/schema";
import { OptimizationCancelled } from "../src/features/optimizer/run-optimizer";
import { appPerFile } from "./app-per-file";
import { deckWordIds } from "./deck-rows";
import { passwordLearner } from "./kits/learners";
import { createAppWithDecks, createTestApp, TEST_ORIGIN, type TestContext } from "./test-app";

const DECK = "testish-basics-1";
const json = { origin: TEST_ORIGIN, "content-type": "application/json" };

const ctx = appPerFile(() => createAppWithDecks());

async function registeredUser(name: string) {
  return passwordLearner(ctx, name);
}

/**
 * A learner's plausible history: intervals grow after good answers and shrink after lapses. With
 * `sameDayRepeats`, every review is followed by another one 10 minutes later (building steps), and
 * the last word is only ever studied on its first day.
 */
async function giveHistory(userId: string, reviewsPerWord: number, sameDayRepeats = false) {
  const wordIds = await deckWordIds(ctx.database, DECK);
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const rows: (typeof reviewLogs.$inferInsert)[] = [];
  const row = (wordId: number, at: number, rating: number, interval: number) => ({
    userId,
    wordId,
    subDeckId: DECK,
    reviewedAt: new Date(at),
    rating,
    mode: "MANUAL",
    state: 2,
    due: new Date(at + interval * 86_400_000),
    stability: interval,
    difficulty: 5,
    elapsedDays: interval,
    lastElapsedDays: interval,
    scheduledDays: interval,
    learningSteps: 0,
    actualRetention: rating > 1 ? 1 : 0,
  });
  wordIds.forEach((wordId, w) => {
    const oneDayOnly = sameDayRepeats && w === wordIds.length - 1;
    let t = Date.parse("2026-01-01T09:00:00Z");
    let interval = 1;
    for (let i = 0; i < reviewsPerWord; i++) {
      const rating = random() < 0.15 ? 1 : random() < 0.2 ? 2 : random() < 0.85 ? 3 : 4;
      rows.push(row(wordId, t, rating, interval));
      if (sameDayRepeats) rows.push(row(wordId, t + 10 * 60_000, rating === 1 ? 3 : 4, interval));
      interval = rating === 1 ? 1 : Math.ceil(interval * (rating === 2 ? 1.2 : rating === 3 ? 2.5 : 3.5));
      t += oneDayOnly ? 20 * 60_000 : interval * 86_400_000;
    }
  });
  await ctx.database.db.insert(reviewLogs).values(rows);
}

const OPTIMIZE = "/api/me/fsrs-settings/optimize";

/** An empty POST as the user with this session cookie, to this instance (the file's own unless another is named). */
function postAs(cookie: string, url: string, app: TestContext["app"] = ctx.app) {
  return app.inject({ method: "POST", url, headers: { ...json, cookie }, payload: {} });
}

/** POST Optimize Parameters as the user with this session cookie. */
const optimize = (cookie: string, app?: TestContext["app"]) => postAs(cookie, OPTIMIZE, app);
/** POST Cancel, on the file's own instance, for whatever run of this user's is open on any instance. */
const cancelOptimization = (cookie: string) => postAs(cookie, `${OPTIMIZE}/cancel`);

describe("Optimize Parameters", () => {
  it("needs at least 50 reviews", async () => {
    const u = await registeredUser("fewreviews");
    await giveHistory(u.id, 4); // 5 words × 4 = 20 reviews
    // A word learned again from new: its reset is in the log, and is no review.
    const [first] = await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id)).limit(1);
    await ctx.database.db.insert(reviewLogs).values(
      resetLog({
        userId: u.id,
        wordId: first!.wordId,
        subDeckId: DECK,
        mode: "MANUAL",
        before: { state: 2, stability: 3, difficulty: 5, elapsedDays: 3, learningSteps: 0 },
        now: new Date("2026-06-01T09:00:00Z"),
      }),
    );
    const res = await optimize(u.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe("Need at least 50 reviews to optimize parameters (you have 20)");
  });

  it("fits parameters to the user's history, reports the log loss before and after, stores and clears them", async () => {
    const u = await registeredUser("manyreviews");
    await giveHistory(u.id, 30); // 150 reviews
    const fourSettings = async () => {
      const [row] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, u.id));
      return [row?.requestRetention, row?.easyBonus, row?.hardInterval, row?.maximumInterval];
    };
    const settingsBefore = await fourSettings();
    const res = await optimize(u.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviewCount).toBe(150);
    expect(body.weightsBefore).toHaveLength(21);
    expect(body.weightsAfter.length).toBeGreaterThanOrEqual(19);
    expect(body.weightsAfter.every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(body.logLossBefore) && Number.isFinite(body.logLossAfter)).toBe(true);
    // Judged by cross-validation by word (log loss and RMSE(bins) of both parameter sets, each word
    // scored by a fit made without it); adopted only when the fit wins there, by more than its
    // standard error, so an adopted fit always has the lower log loss.
    expect(body.judgedOn).toBe("held-out");
    expect(body.rmseBefore).toBeGreaterThanOrEqual(0);
    expect(body.rmseAfter).toBeGreaterThanOrEqual(0);
    if (body.improved) expect(body.logLossAfter).toBeLessThan(body.logLossBefore);
    if (body.logLossAfter >= body.logLossBefore) expect(body.improved).toBe(false);
    expect(body.weightsAfter).toEqual(body.improved ? expect.any(Array) : body.weightsBefore);
    const [stored] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, u.id));
    expect(stored?.weights).toEqual(body.weightsAfter);
    // Only the weights are fitted: the learner's retention, easy bonus, hard interval and maximum
    // interval are theirs (so the spec's optimization bounds on them hold by construction).
    expect(await fourSettings()).toEqual(settingsBefore);

    const cleared = await ctx.app.inject({
      method: "DELETE",
      url: "/api/me/fsrs-settings/optimization",
      headers: { origin: TEST_ORIGIN, cookie: u.cookie },
    });
    expect(cleared.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, u.id));
    expect(after?.weights).toBeNull();
    expect(after?.lastOptimization).toBeNull();
  }, 120_000);

  it("reads every review once, a word's reviews at one moment too, and leaves a manual reschedule out", async () => {
    const u = await registeredUser("readsthelog");
    await giveHistory(u.id, 30); // 150 reviews
    const [first] = await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id)).limit(1);
    // A second review of a word at the very moment of another, and a manual reschedule (no review).
    const { id: _id, ...copy } = first!;
    await ctx.database.db.insert(reviewLogs).values([
      { ...copy, rating: 1 },
      { ...copy, kind: "manual", rating: 0, state: 2, reviewedAt: new Date("2026-06-01T09:00:00Z") },
    ]);
    const res = await optimize(u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().reviewCount).toBe(151);
  }, 120_000);

  it("learns from a history with same-day repeats and a word studied on one day only", async () => {
    // Such words once made the optimizer abort the whole server process.
    const u = await registeredUser("samedayreviews");
    await giveHistory(u.id, 30, true); // 5 words × 30 × 2 = 300 reviews
    const res = await optimize(u.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviewCount).toBe(300);
    expect(body.weightsAfter.every(Number.isFinite)).toBe(true);
    // Adopted only when it explains the judged reviews better; otherwise the parameters stay.
    if (body.improved) expect(body.logLossAfter).toBeLessThan(body.logLossBefore);
    if (body.logLossAfter >= body.logLossBefore) expect(body.improved).toBe(false);
    if (!body.improved) expect(body.weightsAfter).toEqual(body.weightsBefore);
    const [stored] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, u.id));
    expect(stored?.weights).toEqual(body.weightsAfter);
  }, 120_000);
});

describe("Cancel", () => {
  /** A second instance on the same database whose fit runs until it is stopped. */
  async function instanceWithOpenFit() {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The same auth secret, as every instance of one deployment has.
    const { authSecret } = JSON.parse(fs.readFileSync(path.join(ctx.dataDir, "secrets.json"), "utf8"));
    const other = await createTestApp(
      { BETTER_AUTH_SECRET: authSecret },
      {
        database: ctx.database,
        runOptimizer: (options) => ({
          fit: (job) => {
            started();
            const cancelled = new Promise<never>((_resolve, reject) => {
              options?.signal?.addEventListener("abort", () => reject(new OptimizationCancelled()));
            });
            cancelled.catch(() => {});
            return { fits: job.fits.map(() => cancelled), timings: cancelled, stop: () => {} };
          },
          close: () => {},
        }),
      },
    );
    /** Resolves once the fit runs; fails at once if the request ended before it got there. */
    const whenRunning = (run: Promise<{ statusCode: number; body: string }>) =>
      Promise.race([
        running,
        run.then((res) => {
          throw new Error(`the run ended first: ${res.statusCode} ${res.body}`);
        }),
      ]);
    return { other, whenRunning };
  }

  type User = Awaited<ReturnType<typeof registeredUser>>;
  /** With a history to fit, a run of `user`'s open on a second instance (its fit waits to be cancelled) during `body`. */
  async function whileRunOpenElsewhere(user: User, body: (run: ReturnType<typeof optimize>) => Promise<void>) {
    await giveHistory(user.id, 30);
    const { other, whenRunning } = await instanceWithOpenFit();
    try {
      const run = optimize(user.cookie, other.app);
      await whenRunning(run);
      await body(run);
    } finally {
      await other.close();
    }
  }

  it("stops a run on another instance; nothing is stored and the next run may start", async () => {
    const u = await registeredUser("cancelsrun");
    await whileRunOpenElsewhere(u, async (run) => {
      // A second run meanwhile is refused, on either instance.
      expect((await optimize(u.cookie)).statusCode).toBe(409);
      const cancel = await cancelOptimization(u.cookie);
      expect(cancel.json()).toEqual({ cancelled: true });
      const res = await run;
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe("Optimization cancelled.");
      const [stored] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, u.id));
      expect(stored?.weights).toBeNull();
      expect(stored?.lastOptimization).toBeNull();
      // The lease is gone: a new run starts (and, with the real fit, finishes).
      expect((await optimize(u.cookie)).statusCode).toBe(200);
    });
  }, 120_000);

  it("says so when nothing runs, and never stops another learner's run", async () => {
    const a = await registeredUser("cancelnothing");
    const b = await registeredUser("runsalone");
    await whileRunOpenElsewhere(b, async (run) => {
      const cancel = await cancelOptimization(a.cookie);
      expect(cancel.json()).toEqual({ cancelled: false });
      // b's run is still open: b cancels it.
      const own = await cancelOptimization(b.cookie);
      expect(own.json()).toEqual({ cancelled: true });
      expect((await run).statusCode).toBe(409);
    });
  }, 120_000);
});
