import type { OptimizerReview } from "@app/domain/study/optimizer-items";
import { describe, expect, it } from "vitest";
import { encodeItems, type FitJob, OptimizationCancelled, runOptimizer } from "../src/features/optimizer/run-optimizer";

/** 200 cards, each reviewed on days 0, 1, 3 and 7: enough items for a real fit (each item the first reviews of its card). */
function cards(): Pick<FitJob, "histories" | "items"> {
  const histories: OptimizerReview[][] = [];
  const items: FitJob["items"][number][] = [];
  for (let card = 0; card < 200; card++) {
    histories.push([
      { rating: 3, deltaT: 0 },
      { rating: card % 7 === 0 ? 1 : 3, deltaT: 1 },
      { rating: 3, deltaT: 2 },
      { rating: card % 5 === 0 ? 2 : 3, deltaT: 4 },
    ]);
    for (let length = 2; length <= 4; length++) items.push({ card, length });
  }
  return { histories, items };
}

const everyItem = { leaveOut: null, epochs: null };

describe("encodeItems", () => {
  it("lays the cards' reviews end to end, and each item as its card and length", () => {
    const encoded = encodeItems({
      histories: [
        [
          { rating: 3, deltaT: 0 },
          { rating: 1, deltaT: 2 },
        ],
        [
          { rating: 4, deltaT: 0 },
          { rating: 3, deltaT: 0 },
          { rating: 2, deltaT: 5 },
        ],
      ],
      items: [
        { card: 0, length: 2 },
        { card: 1, length: 3 },
      ],
    });
    expect([...encoded.ratings]).toEqual([3, 1, 4, 3, 2]);
    expect([...encoded.deltaTs]).toEqual([0, 2, 0, 0, 5]);
    expect([...encoded.cardStarts]).toEqual([0, 2, 5]);
    expect([...encoded.itemCards]).toEqual([0, 1]);
    expect([...encoded.itemLengths]).toEqual([2, 3]);
  });
});

describe("runOptimizer (a real worker thread)", () => {
  it("fits", async () => {
    const run = runOptimizer().fit({ ...cards(), fits: [everyItem] });
    const [weights] = await Promise.all(run.fits);
    expect(weights!.length).toBeGreaterThanOrEqual(19);
    expect(weights!.every(Number.isFinite)).toBe(true);
    expect((await run.timings).fitMs).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it("runs several fits from one set of items: a fold left out is the same fit as its items left out, whatever runs beside it", async () => {
    const all = cards();
    const itemFolds = all.items.map((item) => item.card % 5);
    const run = runOptimizer({ atOnce: 2 }).fit({
      ...all,
      itemFolds,
      fits: [{ leaveOut: 2, epochs: null }, everyItem],
    });
    const [withoutFold, whole] = await Promise.all(run.fits);
    const alone = runOptimizer({ atOnce: 1 }).fit({
      histories: all.histories,
      items: all.items.filter((_, i) => itemFolds[i] !== 2),
      fits: [everyItem],
    });
    expect(await alone.fits[0]).toEqual(withoutFold);
    expect(withoutFold).not.toEqual(whole);
  }, 60_000);

  it("trains for the epochs asked: the optimizer's default is five, and fewer give another fit", async () => {
    const run = runOptimizer().fit({
      ...cards(),
      fits: [everyItem, { leaveOut: null, epochs: 5 }, { leaveOut: null, epochs: 2 }],
    });
    const [byDefault, five, two] = await Promise.all(run.fits);
    // Every other training setting sent with the epochs is the optimizer's own default.
    expect(five).toEqual(byDefault);
    expect(two).not.toEqual(byDefault);
  }, 60_000);

  it("stops the worker when aborted, before or after its job is given, and never resolves with a fit", async () => {
    const stop = new AbortController();
    const thread = runOptimizer({ signal: stop.signal });
    const run = thread.fit({ ...cards(), fits: [everyItem, everyItem] });
    stop.abort();
    for (const fit of run.fits) await expect(fit).rejects.toBeInstanceOf(OptimizationCancelled);
    const late = runOptimizer({ signal: stop.signal }).fit({ ...cards(), fits: [everyItem] });
    await expect(late.fits[0]).rejects.toBeInstanceOf(OptimizationCancelled);
    const waiting = new AbortController();
    const early = runOptimizer({ signal: waiting.signal });
    waiting.abort();
    await expect(early.fit({ ...cards(), fits: [everyItem] }).fits[0]).rejects.toBeInstanceOf(OptimizationCancelled);
  }, 60_000);

  it("stops the fits not yet done when they are no longer needed", async () => {
    const run = runOptimizer({ atOnce: 1 }).fit({ ...cards(), fits: [everyItem, everyItem, everyItem] });
    await run.fits[0];
    run.stop();
    await expect(run.fits[2]).rejects.toBeInstanceOf(OptimizationCancelled);
    expect((await run.timings).buildMs).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it("runs one job per thread, and a closed thread runs none", async () => {
    const thread = runOptimizer();
    thread.fit({ ...cards(), fits: [] });
    expect(() => thread.fit({ ...cards(), fits: [everyItem] })).toThrow();
    const closed = runOptimizer();
    closed.close();
    await expect(closed.fit({ ...cards(), fits: [everyItem] }).fits[0]).rejects.toBeInstanceOf(OptimizationCancelled);
  }, 60_000);
});
