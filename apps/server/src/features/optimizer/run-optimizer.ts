import { Worker } from "node:worker_threads";
import type { OptimizerReview } from "@app/domain/study/optimizer-items";

export interface OptimizerOutcome {
  weightsAfter: number[];
  /** The binding's RMSE (binned); null when the history is too small for its evaluation. */
  rmseBefore: number | null;
  rmseAfter: number | null;
  /** Milliseconds spent in the worker: building the binding's items, fitting, and the two evaluations. */
  timings: { buildMs: number; fitMs: number; evaluateMs: number };
}

/** Fits FSRS parameters in a worker thread, so requests keep being served meanwhile. */
export function runOptimizer(
  items: OptimizerReview[][],
  weightsBefore: readonly number[] | null,
  timeoutMs = 90_000,
): Promise<OptimizerOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./optimizer-worker.mjs", import.meta.url), {
      workerData: { items, weightsBefore: weightsBefore ? [...weightsBefore] : null },
      // Plain JavaScript: it needs none of the parent's flags (under `--import tsx`, inheriting them
      // loads the TypeScript loader into the worker, which costs more than the fit itself).
      execArgv: [],
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error("The optimizer took too long"));
    }, timeoutMs);
    worker.once("message", (message: ({ ok: true } & OptimizerOutcome) | { ok: false; message: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.ok) resolve(message);
      else reject(new Error(message.message));
    });
    worker.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
