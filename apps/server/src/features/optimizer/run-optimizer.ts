import { Worker } from "node:worker_threads";
import type { OptimizerReview } from "@app/domain/study/optimizer-items";

export interface OptimizerOutcome {
  weightsAfter: number[];
  /** Milliseconds spent in the worker: building the binding's items, and fitting. */
  timings: { buildMs: number; fitMs: number };
}

/** The run was stopped (Cancel, or the learner left) before the fit was done. */
export class OptimizationCancelled extends Error {
  constructor() {
    super("Optimization cancelled");
  }
}

export interface RunOptions {
  timeoutMs?: number;
  /** Aborting it stops the worker at once (the native fit cannot be interrupted any other way). */
  signal?: AbortSignal;
}

/** Fits FSRS parameters in a worker thread, so requests keep being served meanwhile. */
export function runOptimizer(
  items: OptimizerReview[][],
  weightsBefore: readonly number[] | null,
  { timeoutMs = 90_000, signal }: RunOptions = {},
): Promise<OptimizerOutcome> {
  if (signal?.aborted) return Promise.reject(new OptimizationCancelled());
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./optimizer-worker.mjs", import.meta.url), {
      workerData: { items, weightsBefore: weightsBefore ? [...weightsBefore] : null },
      // Plain JavaScript: it needs none of the parent's flags (under `--import tsx`, inheriting them
      // loads the TypeScript loader into the worker, which costs more than the fit itself).
      execArgv: [],
    });
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      settle();
    };
    const onAbort = () => finish(() => reject(new OptimizationCancelled()));
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer = setTimeout(() => finish(() => reject(new Error("The optimizer took too long"))), timeoutMs);
    worker.once("message", (message: ({ ok: true } & OptimizerOutcome) | { ok: false; message: string }) => {
      finish(() => (message.ok ? resolve(message) : reject(new Error(message.message))));
    });
    worker.once("error", (error) => finish(() => reject(error)));
  });
}
