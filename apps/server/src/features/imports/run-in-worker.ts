import { MessageChannel } from "node:worker_threads";
import { type ImportErrorCode, ImportReadError } from "@app/import-reader";
import { JobStopped, runJob } from "../../lib/job-pool";
import type { ImportJobMessage } from "./import-jobs";
import type { ImportPreview } from "./preview";
import type { PlanBatch, PlanEnd, PlanInput, SourceInput } from "./read-and-plan";

/** Batches planned ahead of the one being written. */
const BATCHES_AHEAD = 2;
const TOO_LONG = "Reading the import took too long";

export interface WorkerRun<T> {
  result: Promise<T>;
  /** Stops the worker (a graceful stop abandons the import this way). */
  stop(): void;
}

/**
 * Reads and plans an import in the job pool; each batch is handed to `onBatch`, and the worker reads
 * the next one only when it resolves (back-pressure: one batch in memory at a time).
 */
export function planInWorker(
  input: PlanInput,
  onBatch: (batch: PlanBatch) => Promise<void>,
  { timeoutMs = 10 * 60_000 }: { timeoutMs?: number } = {},
): WorkerRun<PlanEnd> {
  const stopper = new AbortController();
  const { port1: port, port2 } = new MessageChannel();
  let stopped = false;
  const result = new Promise<PlanEnd>((resolve, reject) => {
    const finish = (settle: () => void) => {
      if (stopped) return;
      stopped = true;
      stopper.abort();
      port.close();
      settle();
    };
    // The worker reads the next batch while this one is written; at most two wait at once.
    let writing: Promise<void> = Promise.resolve();
    let waiting = 0;
    let nextOwed = false;
    const askNext = () => {
      if (!stopped) port.postMessage("next");
    };
    port.on("message", (message: ImportJobMessage) => {
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
        const end = message.result as PlanEnd;
        writing.then(
          () => finish(() => resolve(end)),
          () => undefined,
        );
      } else finish(() => reject(readFailure(message)));
    });
    // The job's own end says nothing the port does not, but for a thread that failed or ran too long.
    runJob("importPlan", { input, port: port2 }, { signal: stopper.signal, timeoutMs, transferList: [port2] }).catch(
      (error: unknown) => finish(() => reject(stoppedError(error))),
    );
  });
  return {
    result,
    // A graceful stop leaves the result unsettled, as a stopped server would: recovery undoes the run.
    stop: () => {
      stopped = true;
      stopper.abort();
      port.close();
    },
  };
}

/** Reads an upload's preview in the job pool: a large package never stalls other requests. */
export async function readPreviewInWorker(input: SourceInput): Promise<ImportPreview> {
  let answer: { ok: ImportPreview } | ImportJobMessage;
  try {
    answer = await runJob("importPreview", input, { timeoutMs: 10 * 60_000 });
  } catch (error) {
    throw stoppedError(error);
  }
  if ("ok" in answer) return answer.ok;
  throw answer.type === "failed" ? readFailure(answer) : new Error("The import reader answered nothing");
}

function stoppedError(error: unknown): unknown {
  if (error instanceof JobStopped) return new Error(error.reason === "timeout" ? TOO_LONG : "The import was stopped");
  return error instanceof Error ? new Error(`The import reader stopped: ${error.message}`) : error;
}

function readFailure(message: Extract<ImportJobMessage, { type: "failed" }>): Error {
  return message.readError
    ? new ImportReadError(message.readError.code as ImportErrorCode, message.readError.message)
    : new Error(message.message);
}
