import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";
import type { RetentionChoice } from "@app/domain/planning/retention-choices";

/** Runs the deck's simulation at each retention, reporting each point; `cancel` stops it. */
export type ChoicesRunner = (
  inputs: DeckSimulationInputs,
  retentions: readonly number[],
  onPoint: (point: RetentionChoice) => void,
) => { done: Promise<void>; cancel: () => void };

/** The simulations in a Web Worker: a year of a large deck takes seconds, and the page stays responsive. */
export const runInWorker: ChoicesRunner = (inputs, retentions, onPoint) => {
  const worker = new Worker(new URL("./retention-choices.worker.ts", import.meta.url), { type: "module" });
  const done = new Promise<void>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ kind: "point"; point: RetentionChoice } | { kind: "done" }>) => {
      if (event.data.kind === "point") onPoint(event.data.point);
      else {
        worker.terminate();
        resolve();
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "The simulation stopped"));
    };
  });
  worker.postMessage({ inputs, retentions: [...retentions] });
  return { done, cancel: () => worker.terminate() };
};
