import { MIN_REVIEWS_TO_OPTIMIZE, NOT_ENOUGH_REVIEWS } from "@app/domain/study/optimizer-items";
import { notEnoughReviews } from "@app/domain/study/optimizer-refusal";
import { createScheduler } from "@app/domain/study/scheduling";
import { and, asc, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { reviewLogs } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { resolveDayModel } from "../daily-goals";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { NotEnoughReviews, optimizeHistory } from "./optimize-history";
import { createRunLease } from "./run-lease";
import { OptimizationCancelled, runOptimizer } from "./run-optimizer";

/** How often a running optimization looks for a Cancel sent to any instance. */
const CANCEL_POLL_MS = 200;
export const OPTIMIZATION_CANCELLED = "Optimization cancelled.";

export function registerOptimizerRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    db: Db;
    settings: FsrsSettingsRepository;
    /** The fit itself (a worker thread); replaceable to hold a run open in tests of Cancel. */
    runFit?: typeof runOptimizer;
  },
): void {
  const registered = { preHandler: requireUser(deps.auth, { registeredOnly: true }) };
  const runFit = deps.runFit ?? runOptimizer;
  // One optimization per user at a time, across every instance (a lease in the database).
  const lease = createRunLease(deps.db);
  const leaseKey = (userId: string) => `optimizer:${userId}`;

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
    async (request, reply) => {
      const userId = request.user!.id;
      if (!(await lease.acquire(leaseKey(userId), new Date(), 120_000))) {
        throw new AppError("CONFLICT", "An optimization is already running.");
      }
      // Stopped by Cancel (sent to any instance) or by the learner leaving (the connection closes).
      const stop = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) stop.abort();
      };
      reply.raw.once("close", onClose);
      const poll = setInterval(() => {
        lease.cancelRequested(leaseKey(userId)).then(
          (cancelled) => cancelled && stop.abort(),
          () => {},
        );
      }, CANCEL_POLL_MS);
      try {
        const logs = await deps.db
          .select({ wordId: reviewLogs.wordId, reviewedAt: reviewLogs.reviewedAt, rating: reviewLogs.rating })
          .from(reviewLogs)
          // A manual reschedule is not a review: the optimizer learns from reviews only.
          .where(and(eq(reviewLogs.userId, userId), ne(reviewLogs.kind, "manual")))
          .orderBy(asc(reviewLogs.reviewedAt));
        if (logs.length < MIN_REVIEWS_TO_OPTIMIZE) {
          throw new AppError("UNPROCESSABLE", notEnoughReviews(logs.length));
        }
        const day = await resolveDayModel(deps.db, request, userId);
        const settings = await deps.settings.get(userId);
        const weightsBefore = settings.weights ?? [...createScheduler(settings).parameters.w];
        let result: Awaited<ReturnType<typeof optimizeHistory>>;
        try {
          result = await optimizeHistory(logs, day, weightsBefore, (items, weights) =>
            runFit(items, weights, { signal: stop.signal }),
          );
        } catch (error) {
          if (error instanceof NotEnoughReviews) throw new AppError("UNPROCESSABLE", NOT_ENOUGH_REVIEWS);
          if (error instanceof OptimizationCancelled) throw new AppError("CONFLICT", OPTIMIZATION_CANCELLED);
          request.log.warn({ err: error }, "optimizer failed");
          throw new AppError("UNPROCESSABLE", "Failed to optimize FSRS parameters");
        }
        if (stop.signal.aborted) throw new AppError("CONFLICT", OPTIMIZATION_CANCELLED);
        const { timings, items, ...fitted } = result;
        request.log.info({ reviews: logs.length, items, ...timings }, "optimizer finished (worker timings in ms)");
        const summary = { ...fitted, optimizedAt: new Date().toISOString() };
        await deps.settings.setOptimization(userId, summary.weightsAfter, summary);
        return summary;
      } finally {
        clearInterval(poll);
        reply.raw.off("close", onClose);
        await lease.release(leaseKey(userId));
      }
    },
  );

  /** Cancel: stops the user's running optimization, on whichever instance runs it; nothing is kept. */
  app.post(
    "/api/me/fsrs-settings/optimize/cancel",
    {
      ...registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Cancel a running Optimize Parameters",
        access: "registered",
      }),
    },
    async (request) => ({ cancelled: await lease.requestCancel(leaseKey(request.user!.id), new Date()) }),
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
