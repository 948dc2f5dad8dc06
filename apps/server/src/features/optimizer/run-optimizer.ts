import os from "node:os";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { OptimizerReview } from "@app/domain/study/optimizer-items";
import { JobStopped, runJob } from "../../lib/job-pool";

/** One fit asked of the optimizer. */
export interface FitRequest {
  /** The fold whose items are left out (a cross-validation fit); null: fit on every item. */
  leaveOut: number | null;
  /** Training epochs; null: the optimizer's default. */
  epochs: number | null;
}

/** Fits made from one set of items, in one job of the job pool. */
export interface FitJob {
  /** The cards' reviews, as the optimizer reads them (`cardHistories`). */
  histories: readonly (readonly OptimizerReview[])[];
  /** The items, in the optimizer's order (`cardItems`): each the first `length` reviews of its card. */
  items: readonly { card: number; length: number }[];
  /** Each item's fold, when a fit leaves a fold out. */
  itemFolds?: readonly number[];
  fits: readonly FitRequest[];
}

/** The fits of a job as they run. */
export interface RunningFits {
  /** Each fit's parameters, in the order asked, each as soon as it is done. */
  fits: Promise<number[]>[];
  /** Milliseconds spent in the worker, once every fit is done: building the binding's items once, and fitting. */
  timings: Promise<{ buildMs: number; fitMs: number }>;
  /** Stops the fits not yet done (when their parameters are no longer needed): they reject, unawaited. */
  stop(): void;
}

/** The run was stopped (Cancel, or the learner left) before the fit was done. */
export class OptimizationCancelled extends Error {
  constructor() {
    super("Optimization cancelled");
  }
}

/**
 * Fits at once by default: one core fewer than the machine has, at least one and at most two. A fit keeps
 * a core busy; with one on every core, the thread that answers every other request competes with them (as
 * the planner's workers would, `DEFAULT_PLANNER_WORKERS`).
 */
export const DEFAULT_FITS_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism() - 1));

export interface RunOptions {
  timeoutMs?: number;
  /** Aborting it ends the job's thread at once (the native fit cannot be interrupted any other way). */
  signal?: AbortSignal;
  /** Fits run at the same time (see `DEFAULT_FITS_AT_ONCE`). */
  atOnce?: number;
}

/** A job's reviews and items as flat typed arrays, which cross into the worker without a copy. */
export interface EncodedItems {
  /** Every card's reviews, card after card: ratings and days since the card's previous review. */
  ratings: Uint8Array<ArrayBuffer>;
  deltaTs: Float64Array<ArrayBuffer>;
  /** Where each card's reviews start, and (last) where the reviews end. */
  cardStarts: Int32Array<ArrayBuffer>;
  /** Each item's card, and how many of the card's first reviews it holds. */
  itemCards: Int32Array<ArrayBuffer>;
  itemLengths: Int32Array<ArrayBuffer>;
}

export function encodeItems(job: Pick<FitJob, "histories" | "items">): EncodedItems {
  const cardStarts = new Int32Array(job.histories.length + 1);
  job.histories.forEach((history, c) => {
    cardStarts[c + 1] = cardStarts[c]! + history.length;
  });
  const total = cardStarts[job.histories.length]!;
  const ratings = new Uint8Array(total);
  const deltaTs = new Float64Array(total);
  job.histories.forEach((history, c) => {
    history.forEach((review, i) => {
      ratings[cardStarts[c]! + i] = review.rating;
      deltaTs[cardStarts[c]! + i] = review.deltaT;
    });
  });
  return {
    ratings,
    deltaTs,
    cardStarts,
    itemCards: Int32Array.from(job.items, (item) => item.card),
    itemLengths: Int32Array.from(job.items, (item) => item.length),
  };
}

/** One optimization's run, made before its job is known (see `runOptimizer`). */
export interface OptimizerThread {
  /** Runs the job's fits (one job per run); the run ends when they are done or stopped. */
  fit(job: FitJob): RunningFits;
  /** Stops the run, whatever it is doing; fits not yet done reject. */
  close(): void;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
  done: boolean;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A fit stopped because it is no longer needed is never awaited: that rejection is no error.
  promise.catch(() => {});
  const d: Deferred<T> = {
    promise,
    done: false,
    resolve: (value) => {
      d.done = true;
      resolve(value);
    },
    reject: (error) => {
      d.done = true;
      reject(error);
    },
  };
  return d;
}

type WorkerMessage =
  | { kind: "built"; ms: number }
  | { kind: "fit"; index: number; weights: number[]; ms: number }
  | { kind: "error"; message: string };

/**
 * An optimization's run; a pool thread starts loading the binding at once. `fit(job)` runs the job's fits as one
 * job of the job pool (so requests keep being served meanwhile): the binding's items are built once for all of
 * them, and the fits run in the order asked, `atOnce` at a time, each reported as it ends. Cancel (`signal`), the
 * time limit or an error stops the job (its thread is ended) and rejects every fit not yet done.
 */
export function runOptimizer({
  timeoutMs = 90_000,
  signal,
  atOnce = DEFAULT_FITS_AT_ONCE,
}: RunOptions = {}): OptimizerThread {
  let fits: Deferred<number[]>[] = [];
  const timings = deferred<{ buildMs: number; fitMs: number }>();
  const stopper = new AbortController();
  let buildMs = 0;
  let fitMs = 0;
  let left = 0;
  let asked = false;
  let stoppedBy: Error | null = null;
  let port: MessagePort | null = null;

  const end = (error: Error | null) => {
    if (stoppedBy) return;
    stoppedBy = error ?? new OptimizationCancelled();
    signal?.removeEventListener("abort", onAbort);
    stopper.abort();
    port?.close();
    for (const fit of fits) if (!fit.done) fit.reject(stoppedBy);
    if (error) timings.reject(error);
    else timings.resolve({ buildMs, fitMs });
  };
  const onAbort = () => end(new OptimizationCancelled());
  if (signal?.aborted) onAbort();
  else {
    signal?.addEventListener("abort", onAbort, { once: true });
    // A thread loads the native binding while the caller still reads the reviews; the fits then find it idle.
    runJob("optimizerWarm", null).catch(() => undefined);
  }

  const start = (job: FitJob) => {
    const channel = new MessageChannel();
    port = channel.port1;
    port.on("message", (message: WorkerMessage) => {
      if (message.kind === "built") buildMs = message.ms;
      else if (message.kind === "error") end(new Error(message.message));
      else {
        fitMs += message.ms;
        fits[message.index]?.resolve(message.weights);
        if (--left === 0) end(null);
      }
    });
    const items = encodeItems(job);
    const itemFolds = job.itemFolds ? Int8Array.from(job.itemFolds) : null;
    const task = { job: { items, itemFolds, fits: job.fits }, atOnce: Math.max(1, atOnce), port: channel.port2 };
    const moved = [channel.port2, items.ratings.buffer, items.deltaTs.buffer, items.cardStarts.buffer];
    runJob("optimizerFits", task, {
      signal: stopper.signal,
      timeoutMs,
      transferList: [...moved, items.itemCards.buffer, items.itemLengths.buffer],
    }).catch((error: unknown) => {
      if (error instanceof JobStopped && error.reason === "timeout") end(new Error("The optimizer took too long"));
      else if (!(error instanceof JobStopped)) end(error instanceof Error ? error : new Error(String(error)));
    });
  };

  return {
    fit(job) {
      if (asked) throw new Error("One job per optimizer run");
      asked = true;
      fits = job.fits.map(() => deferred<number[]>());
      left = job.fits.length;
      if (stoppedBy) for (const fit of fits) fit.reject(stoppedBy);
      else if (left === 0) end(null);
      else start(job);
      return { fits: fits.map((fit) => fit.promise), timings: timings.promise, stop: () => end(null) };
    },
    close: () => end(null),
  };
}
