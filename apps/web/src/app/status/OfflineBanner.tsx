import { messages } from "@app/domain/messages";
import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useOnlineStatus } from "../../lib/use-online-status";

/** How many finished sessions wait on this device to be saved (the queue's code loads only when offline). */
async function queuedSessions(): Promise<number> {
  const [{ queuedCount }, { browserSaveStore }] = await Promise.all([
    import("../../features/study/lib/offline-save-queue"),
    import("../../features/study/lib/browser-save-deps"),
  ]);
  return queuedCount(browserSaveStore(), null);
}

/** Tells the user why things may fail while the browser reports no network, and what waits to be saved. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const [queued, setQueued] = useState(0);
  useEffect(() => {
    if (online) return;
    // Sessions end while offline: look again every few seconds (no event tells this tab).
    let active = true;
    const look = () => {
      queuedSessions()
        .then((n) => {
          if (active) setQueued(n);
        })
        .catch(() => undefined);
    };
    look();
    const timer = window.setInterval(look, 2000);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
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
