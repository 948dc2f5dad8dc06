import { FOLD_FIT_EPOCHS, type LoggedReview } from "@app/domain/study/optimizer-items";
import { UTC_DAY } from "@app/domain/time/learner-day";
import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { optimizeHistory } from "../src/features/optimizer/optimize-history";
import type { FitJob, RunningFits } from "../src/features/optimizer/run-optimizer";

/**
 * `words` words, each reviewed five times with growing gaps (1, 3, 8, 20 days) and always recalled:
 * the defaults expect some forgetting there, so parameters with three times their initial stability
 * predict it better.
 */
function recalledLog(words: number): LoggedReview[] {
  const log: LoggedReview[] = [];
  for (let w = 0; w < words; w++) {
    let t = Date.UTC(2026, 0, 1, 9) + w * 60_000;
    for (const gap of [0, 1, 3, 8, 20]) {
      t += gap * 86_400_000;
      log.push({ wordId: w + 1, reviewedAt: new Date(t), rating: 3 });
    }
  }
  return log;
}

const stronger = default_w.map((v, i) => (i < 4 ? v * 3 : v));
const onEveryReview = default_w.map((v, i) => (i < 4 ? v * 2.5 : v));

/** Fits without a worker: the folds' fits give `foldFit`, the fit on every review `wholeFit` (never, when null). */
function fakeFits(foldFit: readonly number[], wholeFit: readonly number[] | null) {
  const seen: { job: FitJob | null; stopped: boolean } = { job: null, stopped: false };
  const runFits = (job: FitJob): RunningFits => {
    seen.job = job;
    return {
      fits: job.fits.map((fit) =>
        fit.leaveOut !== null
          ? Promise.resolve([...foldFit])
          : wholeFit
            ? Promise.resolve([...wholeFit])
            : new Promise<number[]>(() => {}),
      ),
      timings: Promise.resolve({ buildMs: 0, fitMs: 0 }),
      stop: () => {
        seen.stopped = true;
      },
    };
  };
  return { seen, runFits };
}

describe("optimizeHistory: the judge's fits and the adopted fit", () => {
  it("asks for five fold fits of FOLD_FIT_EPOCHS epochs, then one on every review with the default training", async () => {
    const { seen, runFits } = fakeFits(stronger, onEveryReview);
    const result = await optimizeHistory(recalledLog(40), UTC_DAY, default_w, runFits);
    expect(seen.job!.fits).toEqual([
      ...[0, 1, 2, 3, 4].map((leaveOut) => ({ leaveOut, epochs: FOLD_FIT_EPOCHS })),
      { leaveOut: null, epochs: null },
    ]);
    // One set of items for every fit, each tagged with its word's fold.
    expect(seen.job!.itemFolds).toHaveLength(seen.job!.items.length);
    expect(result.judgedOn).toBe("held-out");
    // The folds' fits won: the parameters adopted are the fit on every review, not a fold's.
    expect(result.improved).toBe(true);
    expect(result.weightsAfter).toEqual(onEveryReview);
    expect(result.logLossAfter).toBeLessThan(result.logLossBefore!);
  });

  it("does not wait for the fit on every review when the folds' fits lose, and stops it", async () => {
    const { seen, runFits } = fakeFits(default_w, null);
    const result = await optimizeHistory(recalledLog(40), UTC_DAY, default_w, runFits);
    expect(result.improved).toBe(false);
    expect(result.weightsAfter).toEqual([...default_w]);
    expect(seen.stopped).toBe(true);
  });

  it("fits and judges a log too small to spare a fold whole, with the default training", async () => {
    const { seen, runFits } = fakeFits(default_w, stronger);
    const result = await optimizeHistory(recalledLog(12), UTC_DAY, default_w, runFits);
    expect(seen.job!.fits).toEqual([{ leaveOut: null, epochs: null }]);
    expect(result.judgedOn).toBe("all");
    expect(result.weightsAfter).toEqual(stronger);
  });
});
