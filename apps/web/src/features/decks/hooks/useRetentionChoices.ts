import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";
import { choicesWith, type RetentionChoice } from "@app/domain/planning/retention-choices";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { deckKeys } from "../../../shared/query-keys";
import { getDeckSimulation } from "../api/get-deck-simulation";
import type { ChoicesRunner } from "../lib/run-retention-choices";

export type ChoicesStatus = "loading" | "running" | "done" | "failed";

/**
 * Help me decide's points for a deck: the simulation's inputs from the server, then a year simulated
 * at each desired retention (and at `current`) by `runner`, points arriving one by one. Points
 * already simulated from the same inputs are kept when `current` changes.
 */
export function useRetentionChoices(subDeckId: string, current: number | undefined, runner: ChoicesRunner) {
  const inputs = useQuery({ queryKey: deckKeys.simulation(subDeckId), queryFn: () => getDeckSimulation(subDeckId) });
  const cache = useRef<{ from?: DeckSimulationInputs; points: Map<number, RetentionChoice> }>({ points: new Map() });
  const [points, setPoints] = useState<RetentionChoice[]>([]);
  const [status, setStatus] = useState<ChoicesStatus>("loading");

  useEffect(() => {
    const data = inputs.data;
    if (!data || current === undefined) return;
    if (cache.current.from !== data) cache.current = { from: data, points: new Map() };
    const known = cache.current.points;
    const show = () => setPoints([...known.values()].sort((a, b) => a.retention - b.retention));
    const missing = choicesWith(current).filter((r) => !known.has(r));
    show();
    if (missing.length === 0) {
      setStatus("done");
      return;
    }
    setStatus("running");
    let live = true;
    const run = runner(data, missing, (point) => {
      known.set(point.retention, point);
      if (live) show();
    });
    run.done.then(
      () => live && setStatus("done"),
      () => live && setStatus("failed"),
    );
    return () => {
      live = false;
      run.cancel();
    };
  }, [inputs.data, current, runner]);

  return {
    points,
    status: inputs.isError ? ("failed" as const) : status,
    inputs: inputs.data,
    retry: () => void inputs.refetch(),
  };
}
