import { describe, expect, it } from "vitest";
import { OptimizationCancelled, runOptimizer } from "../src/features/optimizer/run-optimizer";

/** 200 cards, each reviewed on days 0, 1, 3 and 7: enough items for a real fit. */
function items() {
  const list = [];
  for (let card = 0; card < 200; card++) {
    const history = [
      { rating: 3, deltaT: 0 },
      { rating: card % 7 === 0 ? 1 : 3, deltaT: 1 },
      { rating: 3, deltaT: 2 },
      { rating: card % 5 === 0 ? 2 : 3, deltaT: 4 },
    ];
    for (let i = 1; i < history.length; i++) list.push(history.slice(0, i + 1));
  }
  return list;
}

describe("runOptimizer (a real worker thread)", () => {
  it("fits", async () => {
    const outcome = await runOptimizer(items(), null);
    expect(outcome.weightsAfter.length).toBeGreaterThanOrEqual(19);
    expect(outcome.weightsAfter.every(Number.isFinite)).toBe(true);
  }, 60_000);

  it("stops the worker when aborted, and never resolves with a fit", async () => {
    const stop = new AbortController();
    const run = runOptimizer(items(), null, { signal: stop.signal });
    stop.abort();
    await expect(run).rejects.toBeInstanceOf(OptimizationCancelled);
    await expect(runOptimizer(items(), null, { signal: stop.signal })).rejects.toBeInstanceOf(OptimizationCancelled);
  }, 60_000);
});
