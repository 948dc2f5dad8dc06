import { MIN_REVIEWS_TO_OPTIMIZE, NOT_ENOUGH_REVIEWS } from "@app/domain/study/optimizer-items";
import { notEnoughReviews } from "@app/domain/study/optimizer-refusal";
import { createScheduler } from "@app/domain/study/scheduling";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { resolveDayModel } from "../daily-goals";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { NotEnoughReviews, optimizeHistory } from "./optimize-history";
import { readOptimizerLog } from "./read-log";
import { createRunLease } from "./run-lease";
import { OptimizationCancelled, type OptimizerThread, runOptimizer } from "./run-optimizer";

/** How often a running optimization looks for a Cancel sent to any instance. */
const CANCEL_POLL_MS = 200;
export const OPTIMIZATION_CANCELLED = "Optimization cancelled.";

interface OptimizerRouteDeps {
  auth: Auth;
  db: Db;
  settings: FsrsSettingsRepository;
  /** The optimizer's worker thread, which fits; replaceable to hold a run open in tests of Cancel. */
  runFit?: typeof runOptimizer;
}

interface OptimizerRouteContext {
  db: Db;
  settings: FsrsSettingsRepository;
  runFit: typeof runOptimizer;
  /** One optimization per user at a time, across every instance (a lease in the database). */
  lease: ReturnType<typeof createRunLease>;
  registered: { preHandler: ReturnType<typeof requireUser> };
}

const leaseKey = (userId: string) => `optimizer:${userId}`;

/**
 * Fits the user's review history in `optimizer`'s thread and keeps the result; stopped early when
 * `signal` aborts.
 */
async function fitAndKeep(
  c: OptimizerRouteContext,
  request: FastifyRequest,
  signal: AbortSignal,
  optimizer: OptimizerThread,
) {
  const userId = request.user!.id;
  const logs = await readOptimizerLog(c.db, userId);
  const reviews = logs.filter((log) => !("reset" in log)).length;
  if (reviews < MIN_REVIEWS_TO_OPTIMIZE) {
    throw new AppError("UNPROCESSABLE", notEnoughReviews(reviews));
  }
  const day = await resolveDayModel(c.db, request, userId);
  const settings = await c.settings.get(userId);
  const weightsBefore = settings.weights ?? [...createScheduler(settings).parameters.w];
  let result: Awaited<ReturnType<typeof optimizeHistory>>;
  try {
    result = await optimizeHistory(logs, day, weightsBefore, optimizer.fit);
  } catch (error) {
    if (error instanceof NotEnoughReviews) throw new AppError("UNPROCESSABLE", NOT_ENOUGH_REVIEWS);
    if (error instanceof OptimizationCancelled) throw new AppError("CONFLICT", OPTIMIZATION_CANCELLED);
    request.log.warn({ err: error }, "optimizer failed");
    throw new AppError("UNPROCESSABLE", "Failed to optimize FSRS parameters");
  }
  if (signal.aborted) throw new AppError("CONFLICT", OPTIMIZATION_CANCELLED);
  const { timings, items, ...fitted } = result;
  request.log.info({ reviews: logs.length, items, ...timings }, "optimizer finished (worker timings in ms)");
  const summary = { ...fitted, optimizedAt: new Date().toISOString() };
  await c.settings.setOptimization(userId, summary.weightsAfter, summary);
  return summary;
}

/**
 * Optimize Parameters: fit FSRS weights to the user's own review history and use them from now on
 * (unless they explain it no better than the current ones). One request, answered when done: about
 * a third of a second for 10,000 reviews, so the client's spinner is the progress shown.
 */
function optimize(app: FastifyInstance, c: OptimizerRouteContext): void {
  app.post(
    "/api/me/fsrs-settings/optimize",
    {
      ...c.registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Optimize Parameters: fit the scheduler to the user's review history",
        access: "registered",
      }),
    },
    async (request, reply) => {
      const key = leaseKey(request.user!.id);
      if (!(await c.lease.acquire(key, new Date(), 120_000))) {
        throw new AppError("CONFLICT", "An optimization is already running.");
      }
      // Stopped by Cancel (sent to any instance) or by the learner leaving (the connection closes).
      const stop = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) stop.abort();
      };
      reply.raw.once("close", onClose);
      const poll = setInterval(() => {
        c.lease.cancelRequested(key).then(
          (cancelled) => cancelled && stop.abort(),
          () => {},
        );
      }, CANCEL_POLL_MS);
      // The optimizer's worker thread starts now: it loads while the reviews are read.
      const optimizer = c.runFit({ signal: stop.signal });
      try {
        return await fitAndKeep(c, request, stop.signal, optimizer);
      } finally {
        optimizer.close();
        clearInterval(poll);
        reply.raw.off("close", onClose);
        await c.lease.release(key);
      }
    },
  );
}

/** Cancel: stops the user's running optimization, on whichever instance runs it; nothing is kept. */
function cancelOptimization(app: FastifyInstance, c: OptimizerRouteContext): void {
  app.post(
    "/api/me/fsrs-settings/optimize/cancel",
    {
      ...c.registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Cancel a running Optimize Parameters",
        access: "registered",
      }),
    },
    async (request) => ({ cancelled: await c.lease.requestCancel(leaseKey(request.user!.id), new Date()) }),
  );
}

/** Clear the last optimization: back to the default parameters. */
function clearOptimization(app: FastifyInstance, c: OptimizerRouteContext): void {
  app.delete(
    "/api/me/fsrs-settings/optimization",
    {
      ...c.registered,
      ...describeRoute({ tag: "fsrs-settings", summary: "Forget the optimized parameters", access: "registered" }),
    },
    async (request) => {
      await c.settings.setOptimization(request.user!.id, null, null);
      return { ok: true };
    },
  );
}

export function registerOptimizerRoutes(app: FastifyInstance, deps: OptimizerRouteDeps): void {
  const context: OptimizerRouteContext = {
    db: deps.db,
    settings: deps.settings,
    runFit: deps.runFit ?? runOptimizer,
    lease: createRunLease(deps.db),
    registered: { preHandler: requireUser(deps.auth, { registeredOnly: true }) },
  };
  for (const register of [optimize, cancelOptimization, clearOptimization]) register(app, context);
}
