// Runs the FSRS optimizer off the request thread. Plain JavaScript so it loads in a worker
// whatever TypeScript loader the main thread uses.
import { parentPort, workerData } from "node:worker_threads";
import { computeParameters, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";

// The binding's `timeout` is not a time limit: it is how often (ms) its progress thread wakes up, and
// the fit only returns once that thread has woken after the end. With 60 s, every fit took 60 s.
const PROGRESS_POLL_MS = 10;

/**
 * Binding items. Items of one card share their review objects, which survive the copy into this
 * thread, so each review becomes one native object. An item whose last review is a
 * same-day one is dropped: an item with no review a day apart aborts the whole process in the binding.
 */
function bindingItems(items) {
  const reviews = new Map();
  const review = (r) => {
    let native = reviews.get(r);
    if (!native) {
      native = new FSRSBindingReview(r.rating, r.deltaT);
      reviews.set(r, native);
    }
    return native;
  };
  return items
    .filter((item) => item.length >= 2 && item.at(-1).deltaT > 0)
    .map((item) => new FSRSBindingItem(item.map(review)));
}

try {
  const { items } = workerData;
  let t = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - t;
    t = now;
    return Math.round(ms);
  };
  const trainSet = bindingItems(items);
  const buildMs = lap();
  const weightsAfter = await computeParameters(trainSet, { enableShortTerm: true, timeout: PROGRESS_POLL_MS });
  const fitMs = lap();
  // The fit is judged on the main thread, on reviews it did not see (log loss and RMSE(bins)).
  parentPort.postMessage({ ok: true, weightsAfter, timings: { buildMs, fitMs } });
} catch (error) {
  parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
