// The import's jobs in the job pool's worker threads: reading a large collection (SQLite queries) and the FSRS
// replay take seconds of CPU, which would stall every other request on the request thread.
// A plan is sent a batch at a time over the task's port; the next batch is read only once the request thread
// says the last is written. The end (or the failure) comes over the same port, after the last batch.
import type { MessagePort } from "node:worker_threads";
import type { ImportPreview } from "./preview";
import { type PlanBatch, type PlanInput, planInBatches, readPreview, type SourceInput } from "./read-and-plan";

/** What the port carries to the request thread. */
export type ImportJobMessage =
  | { type: "batch"; batch: PlanBatch }
  | { type: "done"; result: unknown }
  | { type: "failed"; readError: { code: string; message: string } | null; message: string };

/** A read failure as plain data: an `ImportReadError` keeps its code across the threads. */
function failure(error: unknown): Extract<ImportJobMessage, { type: "failed" }> {
  const isReadError = error instanceof Error && error.name === "ImportReadError" && "code" in error;
  return {
    type: "failed",
    readError: isReadError ? { code: String(error.code), message: error.message } : null,
    message: error instanceof Error ? error.message : String(error),
  };
}

export async function importPreviewJob(input: SourceInput): Promise<{ ok: ImportPreview } | ImportJobMessage> {
  try {
    return { ok: await readPreview(input) };
  } catch (error) {
    return failure(error);
  }
}

export async function importPlanJob({ input, port }: { input: PlanInput; port: MessagePort }): Promise<void> {
  const send = (batch: PlanBatch) =>
    new Promise<void>((resolve) => {
      port.once("message", () => resolve());
      port.postMessage({ type: "batch", batch } satisfies ImportJobMessage);
    });
  try {
    const result = await planInBatches(input, send);
    port.postMessage({ type: "done", result } satisfies ImportJobMessage);
  } catch (error) {
    // The request thread closes the port once it has read this.
    port.postMessage(failure(error));
  }
}
