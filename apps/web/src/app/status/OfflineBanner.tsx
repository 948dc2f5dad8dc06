import { messages } from "@app/domain/messages";
import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { OFFLINE_SAVE_KEY } from "../../features/study/lib/offline-save-key";
import { useOnlineStatus } from "../../lib/use-online-status";

/** How many finished sessions wait on this device to be saved (read cheaply: the queue is a JSON list). */
function queuedSessions(): number {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OFFLINE_SAVE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/** Tells the user why things may fail while the browser reports no network, and what waits to be saved. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const [queued, setQueued] = useState(0);
  useEffect(() => {
    if (online) return;
    // Sessions end while offline: look again every few seconds (no event tells this tab).
    const look = () => setQueued(queuedSessions());
    look();
    const timer = window.setInterval(look, 2000);
    return () => window.clearInterval(timer);
  }, [online]);
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 bg-warning-soft px-4 py-2 text-sm font-medium text-warning-soft-fg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{messages.generic.offline}</span>
      {queued > 0 ? (
        <span data-testid="queued-sessions">
          · {queued === 1 ? "1 session" : `${queued} sessions`} kept on this device, saved when you're back online
        </span>
      ) : null}
    </div>
  );
}
