import { WifiOff } from "lucide-react";
import { formatDateTime } from "../../../lib/format-date";
import { offlineCopyOf } from "../lib/offline-mark";

/** Above a page read from the device's copy (no network): that it is the copy, and when it was kept. */
export function OfflineCopyNote({ data }: { data: object }) {
  const copy = offlineCopyOf(data);
  if (!copy) return null;
  return (
    <p className="mb-4 flex items-center gap-2 text-sm text-fg-muted" data-testid="offline-copy-note">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Offline: shown as this device kept it on{" "}
        <time dateTime={new Date(copy.savedAt).toISOString()}>{formatDateTime(new Date(copy.savedAt))}</time>. What you
        study is saved when you are back online.
      </span>
    </p>
  );
}
