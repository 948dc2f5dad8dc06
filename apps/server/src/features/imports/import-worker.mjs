// Reads an upload and plans its words and history off the main thread: the Anki reader and the FSRS replay
// are synchronous and take seconds for a large collection, which would stall every other request.
// Plain JavaScript that registers the TypeScript loader itself (a worker does not inherit the parent's).
// A plan is sent a batch at a time; the next batch is read only once the main thread says the last is written.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { planInBatches, readPreview } = await import("./read-and-plan.ts");

function send(batch) {
  return new Promise((resolve) => {
    parentPort.once("message", resolve);
    parentPort.postMessage({ type: "batch", batch });
  });
}

try {
  const { task, input } = workerData;
  const result = task === "preview" ? await readPreview(input) : await planInBatches(input, send);
  parentPort.postMessage({ type: "done", result });
} catch (error) {
  const isReadError = error && typeof error === "object" && error.name === "ImportReadError";
  parentPort.postMessage({
    type: "failed",
    readError: isReadError ? { code: error.code, message: error.message } : null,
    message: error instanceof Error ? error.message : String(error),
  });
}
