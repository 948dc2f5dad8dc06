import { messages } from "@app/domain/messages";
import { WifiOff } from "lucide-react";
import { useOnlineStatus } from "../../lib/use-online-status";

/** Tells the user why things may fail while the browser reports no network. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-warning-soft px-4 py-2 text-sm font-medium text-warning-soft-fg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {messages.generic.offline}
    </div>
  );
}
