import { offlineCopyOf } from "../lib/offline-mark";

/**
 * On entries read from the device's copy (no network): their counts as of now, computed on the device and added
 * up over every entry given (an own deck's parts are one card on Home, so its line covers all of them).
 */
export function KeptCopyCounts({ entries }: { entries: readonly object[] }) {
  const copies = entries.map(offlineCopyOf).filter((copy) => copy !== undefined);
  if (copies.length === 0) return null;
  const sum = (pick: (c: (typeof copies)[number]["counts"]) => number) =>
    copies.reduce((total, copy) => total + pick(copy.counts), 0);
  return (
    <p className="text-sm" data-testid="kept-copy-counts">
      <span className="text-fg-muted">On this device:</span> {sum((c) => c.dueNow)} due now · {sum((c) => c.building)}{" "}
      building · {sum((c) => c.learned)} learned
    </p>
  );
}
