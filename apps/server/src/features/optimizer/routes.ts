import {
  chooseFit,
  logLoss,
  MIN_REVIEWS_TO_OPTIMIZE,
  NOT_ENOUGH_REVIEWS,
  optimizerItems,
  reviewHistories,
  splitByTime,
} from "@app/domain/study/optimizer-items";
import { createScheduler } from "@app/domain/study/scheduling";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { reviewLogs } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import type { FsrsSettingsRepository } from "../fsrs-settings/repository";
import { createRunLease } from "./run-lease";
import { runOptimizer } from "./run-optimizer";

export function registerOptimizerRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; settings: FsrsSettingsRepository },
): void {
  const registered = { preHandler: requireUser(deps.auth, { registeredOnly: true }) };
  // One optimization per user at a time, across every instance (a lease in the database).
  const lease = createRunLease(deps.db);

  /**
   * Optimize Parameters: fit FSRS weights to the user's own review history and use them from now on
   * (unless they explain it no better than the current ones). One request, answered when done: about
   * a second for 10,000 reviews, so the client's spinner is the progress shown.
   */
  app.post(
    "/api/me/fsrs-settings/optimize",
    {
      ...registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Optimize Parameters: fit the scheduler to the user's review history",
        access: "registered",
      }),
    },
    async (request) => {
      const userId = request.user!.id;
      if (!(await lease.acquire(`optimizer:${userId}`, new Date(), 120_000))) {
        throw new AppError("CONFLICT", "An optimization is already running.");
      }
      try {
        const logs = await deps.db
          .select({ wordId: reviewLogs.wordId, reviewedAt: reviewLogs.reviewedAt, rating: reviewLogs.rating })
          .from(reviewLogs)
          .where(eq(reviewLogs.userId, userId))
          .orderBy(asc(reviewLogs.reviewedAt));
        if (logs.length < MIN_REVIEWS_TO_OPTIMIZE) throw new AppError("UNPROCESSABLE", NOT_ENOUGH_REVIEWS);
        const histories = reviewHistories(logs);
        // Fit on the older reviews; judge on the newest ones, which the fit never saw.
        const split = splitByTime(logs);
        let items = optimizerItems(reviewHistories(split.training));
        const heldOut = split.cutoff ? split.cutoff.getTime() : null;
        if (items.length === 0) items = optimizerItems(histories);
        if (items.length === 0) throw new AppError("UNPROCESSABLE", NOT_ENOUGH_REVIEWS);
        const settings = await deps.settings.get(userId);
        const weightsBefore = settings.weights ?? [...createScheduler(settings).parameters.w];
        let outcome: Awaited<ReturnType<typeof runOptimizer>>;
        try {
          outcome = await runOptimizer(items, weightsBefore);
        } catch (error) {
          request.log.warn({ err: error }, "optimizer failed");
          throw new AppError("UNPROCESSABLE", "Failed to optimize FSRS parameters");
        }
        request.log.info(
          { reviews: logs.length, items: items.length, ...outcome.timings },
          "optimizer finished (worker timings in ms)",
        );
        const judged = (r: { at?: number }) => heldOut === null || (r.at ?? 0) >= heldOut;
        let judgedOn: "held-out" | "all" = heldOut === null ? "all" : "held-out";
        let scoreBefore = logLoss(histories, weightsBefore, judged);
        let scoreAfter = logLoss(histories, outcome.weightsAfter, judged);
        if (scoreBefore === null || scoreAfter === null) {
          // The newest reviews hold no review a day after another: judge on the whole history.
          judgedOn = "all";
          scoreBefore = logLoss(histories, weightsBefore);
          scoreAfter = logLoss(histories, outcome.weightsAfter);
        }
        const before = { weights: weightsBefore, logLoss: scoreBefore };
        const choice = chooseFit(before, { weights: outcome.weightsAfter, logLoss: scoreAfter });
        const summary = {
          weightsBefore,
          weightsAfter: [...choice.weights],
          logLossBefore: before.logLoss,
          logLossAfter: choice.logLoss,
          rmseBefore: outcome.rmseBefore,
          rmseAfter: choice.improved ? outcome.rmseAfter : outcome.rmseBefore,
          /** False when the fit was no better and the current parameters were kept. */
          improved: choice.improved,
          /** The log losses above are on the newest reviews, which the fit did not see ("held-out"). */
          judgedOn,
          reviewCount: logs.length,
          optimizedAt: new Date().toISOString(),
        };
        await deps.settings.setOptimization(userId, summary.weightsAfter, summary);
        return summary;
      } finally {
        await lease.release(`optimizer:${userId}`);
      }
    },
  );

  /** Clear the last optimization: back to the default parameters. */
  app.delete(
    "/api/me/fsrs-settings/optimization",
    {
      ...registered,
      ...describeRoute({ tag: "fsrs-settings", summary: "Forget the optimized parameters", access: "registered" }),
    },
    async (request) => {
      await deps.settings.setOptimization(request.user!.id, null, null);
      return { ok: true };
    },
  );
}
