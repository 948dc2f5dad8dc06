import { offlineCopyOf } from "../lib/offline-mark";

/** On an entry read from the device's copy (no network): its counts as of now, computed on the device. */
export function KeptCopyCounts({ entry }: { entry: object }) {
  const copy = offlineCopyOf(entry);
  if (!copy) return null;
  const { dueNow, inProgress, learned } = copy.counts;
  return (
    <p className="text-sm" data-testid="kept-copy-counts">
      <span className="text-fg-muted">On this device:</span> {dueNow} due now · {inProgress} in progress · {learned}{" "}
      learned
    </p>
  );
}
