import {
  chooseFit,
  logLoss,
  MIN_REVIEWS_TO_OPTIMIZE,
  NOT_ENOUGH_REVIEWS,
  optimizerItems,
  reviewHistories,
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
import { runOptimizer } from "./run-optimizer";

/** One optimization per user at a time. */
const running = new Set<string>();

export function registerOptimizerRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; settings: FsrsSettingsRepository },
): void {
  const registered = { preHandler: requireUser(deps.auth, { registeredOnly: true }) };

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
      if (running.has(userId)) throw new AppError("CONFLICT", "An optimization is already running.");
      running.add(userId);
      try {
        const logs = await deps.db
          .select({ wordId: reviewLogs.wordId, reviewedAt: reviewLogs.reviewedAt, rating: reviewLogs.rating })
          .from(reviewLogs)
          .where(eq(reviewLogs.userId, userId))
          .orderBy(asc(reviewLogs.reviewedAt));
        if (logs.length < MIN_REVIEWS_TO_OPTIMIZE) throw new AppError("UNPROCESSABLE", NOT_ENOUGH_REVIEWS);
        const histories = reviewHistories(logs);
        const items = optimizerItems(histories);
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
        const before = { weights: weightsBefore, logLoss: logLoss(histories, weightsBefore) };
        const choice = chooseFit(before, {
          weights: outcome.weightsAfter,
          logLoss: logLoss(histories, outcome.weightsAfter),
        });
        const summary = {
          weightsBefore,
          weightsAfter: [...choice.weights],
          logLossBefore: before.logLoss,
          logLossAfter: choice.logLoss,
          rmseBefore: outcome.rmseBefore,
          rmseAfter: choice.improved ? outcome.rmseAfter : outcome.rmseBefore,
          /** False when the fit was no better and the current parameters were kept. */
          improved: choice.improved,
          reviewCount: logs.length,
          optimizedAt: new Date().toISOString(),
        };
        await deps.settings.setOptimization(userId, summary.weightsAfter, summary);
        return summary;
      } finally {
        running.delete(userId);
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
