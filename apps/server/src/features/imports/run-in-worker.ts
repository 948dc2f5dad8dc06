import { Worker } from "node:worker_threads";
import { type ImportErrorCode, ImportReadError } from "@app/import-reader";
import type { ImportPreview } from "./preview";
import type { PlanWithMedia, ReadAndPlanInput } from "./read-and-plan";

/** Reads and plans an import in a worker thread; progress (0–1 of this part) is reported as it goes. */
export function readAndPlanInWorker(
  input: ReadAndPlanInput,
  onProgress: (progress: number) => void,
  options: { timeoutMs?: number } = {},
): Promise<PlanWithMedia> {
  return runInWorker<PlanWithMedia>("plan", input, onProgress, options);
}

/** Reads an upload's preview in a worker thread: a large package never stalls other requests. */
export function readPreviewInWorker(input: { bytes: Uint8Array; fileName: string }): Promise<ImportPreview> {
  return runInWorker<ImportPreview>("preview", input, () => undefined, {});
}

function runInWorker<T>(
  task: "plan" | "preview",
  input: unknown,
  onProgress: (progress: number) => void,
  { timeoutMs = 5 * 60_000 }: { timeoutMs?: number },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./import-worker.mjs", import.meta.url), {
      workerData: { task, input },
      // The worker registers the TypeScript loader itself; none of the parent's flags are needed.
      execArgv: [],
    });
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error("Reading the import took too long"))), timeoutMs);
    worker.on(
      "message",
      (
        message:
          | { type: "progress"; progress: number }
          | { type: "done"; result: T }
          | { type: "failed"; readError: { code: ImportErrorCode; message: string } | null; message: string },
      ) => {
        if (message.type === "progress") onProgress(message.progress);
        else if (message.type === "done") finish(() => resolve(message.result));
        else
          finish(() =>
            reject(
              message.readError
                ? new ImportReadError(message.readError.code, message.readError.message)
                : new Error(message.message),
            ),
          );
      },
    );
    worker.once("error", (error) => finish(() => reject(error)));
    worker.once("exit", (code) => {
      if (code !== 0) finish(() => reject(new Error(`The import reader stopped (exit code ${code})`)));
    });
  });
}
