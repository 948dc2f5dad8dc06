/// <reference lib="webworker" />
import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";
import { retentionChoice } from "@app/domain/planning/retention-choices";

/** Help me decide's simulations, off the page's thread: one point per desired retention, posted as each is done. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<{ inputs: DeckSimulationInputs; retentions: number[] }>) => {
  const { inputs, retentions } = event.data;
  for (const retention of retentions) scope.postMessage({ kind: "point", point: retentionChoice(inputs, retention) });
  scope.postMessage({ kind: "done" });
};
