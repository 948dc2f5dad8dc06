import os from "node:os";
import type { ExamGoal, ExamPlan, PlanLearner } from "@app/domain/planning/exam-planner";
import type { ForecastPlan, ForecastShares } from "@app/domain/planning/plan-forecast";
import { AppError, tooManyRequests } from "../../lib/app-error";
import { JobStopped, runJob } from "../../lib/job-pool";

export interface PlannerJob {
  learner: PlanLearner;
  goal: ExamGoal;
  seed: number;
  /** A preview (the learner still typing): a newer one from the same learner replaces it while it waits. */
  preview?: boolean;
  /** Asked by a guest: guests together hold a share of the waiting places only. */
  guest?: boolean;
}

/**
 * A plan whose learner is read only when a worker starts on it: a request the pool refuses, or a preview a
 * newer one replaces while it waits, costs no reads (a flood of plans from one account touches the database
 * for the plans that run, not for every request).
 */
export interface PlannerRequest {
  preview?: boolean;
  guest?: boolean;
  read: () => Promise<Omit<PlannerJob, "preview" | "guest">>;
}

export type RunPlanner = (userId: string, job: PlannerJob | PlannerRequest) => Promise<ExamPlan>;

/** A saved plan's forecast from the deck as it is today, with its runs' range (`forecastShares`). */
export interface ForecastJob {
  learner: PlanLearner;
  plan: ForecastPlan;
  today: string;
  seed: number;
}

export type RunForecast = (userId: string, job: ForecastJob) => Promise<ForecastShares | null>;

type WorkerJob = ({ kind: "plan" } & PlannerJob) | ({ kind: "forecast" } & ForecastJob);

export interface PlannerPoolOptions {
  /** Plans worked out at once across all learners (each on a thread of the job pool); see `DEFAULT_PLANNER_WORKERS`. */
  maxWorkers?: number;
  /** Plans waiting for a worker, beyond which a request is turned away. */
  maxWaiting?: number;
  /** Plans one learner may have waiting (a preview and a save): nobody can take every place. */
  maxWaitingPerLearner?: number;
  /** Waiting places all guests together may hold (guests are made in a click). */
  maxGuestWaiting?: number;
  timeoutMs?: number;
  /** Called as a plan starts, with the learners whose plans are running then (for tests of the bounds). */
  onStart?: (userId: string, running: readonly string[]) => void;
}

export const PLANNER_BUSY = "The planner is busy right now: try again in a moment.";
export const PLANS_WAITING = "Your earlier plans are still being worked out: wait for them, then try again.";
/** What a refusal tells the client to wait (Retry-After): a plan takes a few seconds. */
export const PLANNER_RETRY_SECONDS = 5;
export const PLAN_SUPERSEDED = "A newer plan was asked for: this one was dropped.";

/**
 * Plans at once by default: one core fewer than the machine has, and at least one. A plan keeps its worker's
 * core busy for seconds; with a worker on every core, the thread that answers every other request competes
 * with them for CPU (on 2 cores, a flood of plans tripled other learners' answer times). Waiting plans queue.
 */
export const DEFAULT_PLANNER_WORKERS = Math.max(1, os.availableParallelism() - 1);

/**
 * Exam plans in the job pool's threads, bounded: one plan per learner at a time (a learner's next request
 * waits for their running one; a newer preview replaces one still waiting), at most `maxWorkers` plans at
 * once, and at most `maxWaiting` waiting. The pool keeps its threads a while after a plan, so a learner
 * changing their goal does not pay for a thread's start each time.
 */
export function createPlannerPool({
  maxWorkers = DEFAULT_PLANNER_WORKERS,
  maxWaiting = 16,
  maxWaitingPerLearner = 2,
  maxGuestWaiting = Math.max(1, Math.floor(maxWaiting / 4)),
  timeoutMs = 60_000,
  onStart,
}: PlannerPoolOptions = {}) {
  let busy = 0;
  /** Waiting plans, each read and started by `start` when a worker is free. */
  const queue: {
    start: (() => void) | null;
    userId: string;
    preview: boolean;
    guest: boolean;
    drop: (error: Error) => void;
  }[] = [];
  const runningUsers = new Set<string>();

  const release = () => {
    busy--;
    pump();
  };

  const pump = () => {
    while (busy < maxWorkers) {
      const at = queue.findIndex((q) => q.start !== null && !runningUsers.has(q.userId));
      if (at < 0) return;
      const [next] = queue.splice(at, 1);
      busy++;
      next!.start!();
    }
  };

  const submit = <T>(
    userId: string,
    /** The job, or how to read it when it starts. */
    job: WorkerJob | (() => Promise<WorkerJob>),
    { preview, guest }: { preview: boolean; guest: boolean },
  ) =>
    new Promise<T>((resolve, reject) => {
      // A newer preview from the same learner replaces the one still waiting (a save is never dropped).
      const earlier = preview ? queue.findIndex((q) => q.userId === userId && q.preview) : -1;
      if (earlier >= 0) queue.splice(earlier, 1)[0]!.drop(new AppError("CONFLICT", PLAN_SUPERSEDED));
      const refusal = refuse(queue, userId, guest, { maxWaiting, maxWaitingPerLearner, maxGuestWaiting });
      if (refusal) {
        reject(tooManyRequests("RATE_LIMITED", refusal, PLANNER_RETRY_SECONDS));
        return;
      }
      const entry: (typeof queue)[number] = { start: null, userId, preview, guest, drop: reject };
      entry.start = () => {
        onStart?.(userId, [...runningUsers]);
        runningUsers.add(userId);
        // Read only now, as it starts: a plan refused, or a preview replaced while it waited, reads nothing.
        Promise.resolve()
          .then(() => (typeof job === "function" ? job() : job))
          .then((ready) => runPlanJob(ready, timeoutMs))
          .then(
            (answer) => {
              runningUsers.delete(userId);
              release();
              resolve(answer as T);
            },
            (error: unknown) => {
              runningUsers.delete(userId);
              release();
              reject(error);
            },
          );
      };
      queue.push(entry);
      pump();
    });

  const run: RunPlanner = (userId, job) => {
    const places = { preview: job.preview === true, guest: job.guest === true };
    // Read only as it starts: `submit` refuses (or a newer preview replaces) before it calls `read`.
    const ready =
      "read" in job
        ? async (): Promise<WorkerJob> => ({ kind: "plan", ...(await job.read()), ...places })
        : ({ kind: "plan", ...job } as WorkerJob);
    return submit<ExamPlan>(userId, ready, places);
  };
  const forecast: RunForecast = (userId, job) =>
    submit<ForecastShares | null>(userId, { kind: "forecast", ...job }, { preview: false, guest: false });

  return {
    run,
    forecast,
    /** Nothing of its own to close: the job pool's threads end with the server (`closeJobPool`). */
    async close(): Promise<void> {},
  };
}

/** Why a new plan may not wait (the queue is full, or the learner's or the guests' share of it), or null. */
function refuse(
  queue: readonly { userId: string; guest: boolean }[],
  userId: string,
  guest: boolean,
  limits: { maxWaiting: number; maxWaitingPerLearner: number; maxGuestWaiting: number },
): string | null {
  if (queue.filter((q) => q.userId === userId).length >= limits.maxWaitingPerLearner) return PLANS_WAITING;
  if (queue.length >= limits.maxWaiting) return PLANNER_BUSY;
  if (guest && queue.filter((q) => q.guest).length >= limits.maxGuestWaiting) return PLANNER_BUSY;
  return null;
}

/** One plan or forecast on the job pool: its answer, or a failure when its thread fails or it takes too long. */
async function runPlanJob(job: WorkerJob, timeoutMs: number): Promise<unknown> {
  const { kind, ...task } = job;
  try {
    return await runJob(kind === "forecast" ? "examForecast" : "examPlan", task, { timeoutMs });
  } catch (error) {
    if (error instanceof JobStopped) throw new Error("The planner took too long");
    throw error;
  }
}
