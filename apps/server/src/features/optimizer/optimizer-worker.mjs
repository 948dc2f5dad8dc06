// Runs the FSRS optimizer off the request thread. Plain JavaScript so it loads in a worker
// whatever TypeScript loader the main thread uses.
import { parentPort, workerData } from "node:worker_threads";
import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";

const toItems = (items) =>
  items.map((reviews) => new FSRSBindingItem(reviews.map((r) => new FSRSBindingReview(r.rating, r.deltaT))));

try {
  const { items, weightsBefore } = workerData;
  const weightsAfter = await computeParameters(toItems(items), { enableShortTerm: true, timeout: 60_000 });
  // The binding's own evaluation needs a few hundred items; below that its figures are omitted
  // (the log loss is also computed on the main thread for any size).
  const evaluate = (weights) => {
    try {
      return new FSRSBinding(weights ?? undefined).evaluate(toItems(items));
    } catch {
      return null;
    }
  };
  const before = evaluate(weightsBefore);
  const after = evaluate(weightsAfter);
  parentPort.postMessage({
    ok: true,
    weightsAfter,
    rmseBefore: before?.rmseBins ?? null,
    rmseAfter: after?.rmseBins ?? null,
  });
} catch (error) {
  parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
