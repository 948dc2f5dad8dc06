// Reads an upload and plans its words and history off the main thread: the Anki reader and the FSRS replay
// are synchronous and take seconds for a large collection, which would stall every other request.
// Plain JavaScript that registers the TypeScript loader itself (a worker does not inherit the parent's).
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { readAndPlan, readPreview } = await import("./read-and-plan.ts");
try {
  const { task, input } = workerData;
  const result =
    task === "preview"
      ? await readPreview(input)
      : await readAndPlan(input, (progress) => parentPort.postMessage({ type: "progress", progress }));
  parentPort.postMessage({ type: "done", result });
} catch (error) {
  const isReadError = error && typeof error === "object" && error.name === "ImportReadError";
  parentPort.postMessage({
    type: "failed",
    readError: isReadError ? { code: error.code, message: error.message } : null,
    message: error instanceof Error ? error.message : String(error),
  });
}
