// Runs the FSRS optimizer's fits on a thread of the job pool (`job-worker.mjs`), off the request thread.
// Plain JavaScript: the thread needs no TypeScript loader for it.
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";

// The binding's `timeout` is not a time limit: it is how often (ms) its progress thread wakes up, and
// a fit only returns once that thread has woken after the end. With 60 s, every fit took 60 s; with
// 10 ms, each fit waited 5 ms on average.
const PROGRESS_POLL_MS = 1;

// The fsrs-rs defaults, but for the epochs: the binding takes a training configuration whole.
const DEFAULT_TRAINING = { batchSize: 512, seed: 2023, maxSeqLen: 256, learningRate: 0.04, gamma: 1 };

/**
 * Binding items, made once for every fit: each review becomes one native object, shared by the items of
 * its card (each item is the first reviews of its card; see `encodeItems` in run-optimizer.ts). An item
 * whose last review is a same-day one is dropped: an item with no review a day apart aborts the whole
 * process in the binding.
 */
function bindingItems({ ratings, deltaTs, cardStarts, itemCards, itemLengths }) {
  const reviews = Array.from(ratings, (rating, i) => new FSRSBindingReview(rating, deltaTs[i]));
  const items = [];
  const kept = [];
  itemCards.forEach((card, i) => {
    const start = cardStarts[card];
    const end = start + itemLengths[i];
    if (end - start >= 2 && deltaTs[end - 1] > 0) {
      items.push(new FSRSBindingItem(reviews.slice(start, end)));
      kept.push(i);
    }
  });
  return { items, kept };
}

/** Runs a job's fits (see run-optimizer.ts), each reported over `port` as it ends. */
async function run({ job, atOnce, port }) {
  const started = performance.now();
  const { items, kept } = bindingItems(job.items);
  const folds = job.itemFolds ? kept.map((i) => job.itemFolds[i]) : null;
  port.postMessage({ kind: "built", ms: Math.round(performance.now() - started) });

  /** One fit: on every item, or on those outside the fold left out; with the epochs asked for. */
  const fitOne = async ({ leaveOut, epochs }, index) => {
    const t = performance.now();
    const trainSet = leaveOut === null ? items : items.filter((_, i) => folds[i] !== leaveOut);
    const weights = await computeParameters(trainSet, {
      enableShortTerm: true,
      timeout: PROGRESS_POLL_MS,
      ...(epochs === null ? {} : { trainingConfig: { ...DEFAULT_TRAINING, numEpochs: epochs } }),
    });
    // Each fit is reported as it ends, so the folds can be judged while the last fit runs.
    port.postMessage({ kind: "fit", index, weights, ms: Math.round(performance.now() - t) });
  };
  // The fits in the order asked, at most `atOnce` at a time (each native fit runs on a thread of its own).
  let next = 0;
  const lane = async () => {
    while (next < job.fits.length) {
      const index = next++;
      await fitOne(job.fits[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, job.fits.length) }, lane));
}

/** The job pool's entry: a failure is reported over the port too, so the fits already sent are kept. */
export async function runFits(task) {
  try {
    await run(task);
  } catch (error) {
    task.port.postMessage({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
