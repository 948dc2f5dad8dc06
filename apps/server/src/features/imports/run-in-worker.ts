import { Worker } from "node:worker_threads";
import { type ImportErrorCode, ImportReadError } from "@app/import-reader";
import type { ImportPreview } from "./preview";
import type { PlanBatch, PlanEnd, PlanInput, SourceInput } from "./read-and-plan";

/** A worker's memory is bounded: a file that would need more fails alone, the server stays up. */
const WORKER_HEAP_MB = 384;
/** Batches planned ahead of the one being written. */
const BATCHES_AHEAD = 2;

type WorkerMessage =
  | { type: "batch"; batch: PlanBatch }
  | { type: "done"; result: unknown }
  | { type: "failed"; readError: { code: ImportErrorCode; message: string } | null; message: string };

export interface WorkerRun<T> {
  result: Promise<T>;
  /** Stops the worker (a graceful stop abandons the import this way). */
  stop(): void;
}

/**
 * Reads and plans an import in a worker thread; each batch is handed to `onBatch`, and the worker reads
 * the next one only when it resolves (back-pressure: one batch in memory at a time).
 */
export function planInWorker(
  input: PlanInput,
  onBatch: (batch: PlanBatch) => Promise<void>,
  options: { timeoutMs?: number } = {},
): WorkerRun<PlanEnd> {
  return runInWorker<PlanEnd>("plan", input, onBatch, options);
}

/** Reads an upload's preview in a worker thread: a large package never stalls other requests. */
export function readPreviewInWorker(input: SourceInput): Promise<ImportPreview> {
  return runInWorker<ImportPreview>("preview", input, async () => undefined, {}).result;
}

function runInWorker<T>(
  task: "plan" | "preview",
  input: unknown,
  onBatch: (batch: PlanBatch) => Promise<void>,
  { timeoutMs = 10 * 60_000 }: { timeoutMs?: number },
): WorkerRun<T> {
  const worker = new Worker(new URL("./import-worker.mjs", import.meta.url), {
    workerData: { task, input },
    // The worker registers the TypeScript loader itself; none of the parent's flags are needed.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  let stopped = false;
  const result = new Promise<T>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stopped = true;
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error("Reading the import took too long"))), timeoutMs);
    // The worker reads the next batch while this one is written; at most two wait at once.
    let writing: Promise<void> = Promise.resolve();
    let waiting = 0;
    let nextOwed = false;
    const askNext = () => {
      if (!stopped) worker.postMessage("next");
    };
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "batch") {
        waiting++;
        if (waiting < BATCHES_AHEAD) askNext();
        else nextOwed = true;
        writing = writing.then(() => onBatch(message.batch));
        writing.then(
          () => {
            waiting--;
            if (nextOwed) {
              nextOwed = false;
              askNext();
            }
          },
          (error: unknown) => finish(() => reject(error)),
        );
      } else if (message.type === "done") {
        const result = message.result as T;
        writing.then(
          () => finish(() => resolve(result)),
          () => undefined,
        );
      } else finish(() => reject(readFailure(message)));
    });
    worker.once("error", (error) => finish(() => reject(error)));
    worker.once("exit", (code) => {
      if (!stopped && code !== 0) finish(() => reject(new Error(`The import reader stopped (exit code ${code})`)));
    });
  });
  return {
    result,
    stop: () => {
      stopped = true;
      void worker.terminate();
    },
  };
}

function readFailure(message: Extract<WorkerMessage, { type: "failed" }>): Error {
  return message.readError
    ? new ImportReadError(message.readError.code, message.readError.message)
    : new Error(message.message);
}
