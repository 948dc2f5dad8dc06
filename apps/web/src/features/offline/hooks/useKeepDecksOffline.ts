import { useEffect } from "react";
import { useOnlineStatus } from "../../../lib/use-online-status";

/** The decks kept, newest in the collection first: enough for a trip, small enough to stay quick. */
export const KEPT_DECKS_MAX = 12;

/**
 * While online, keeps the learner's newest decks ready to study offline (`keepDecksOffline`), a moment
 * after the page's own requests; the code that does it loads only then.
 */
export function useKeepDecksOffline(userId: string | undefined, subDeckIds: readonly string[] | undefined): void {
  const online = useOnlineStatus();
  const key = subDeckIds?.slice(0, KEPT_DECKS_MAX).join(",") ?? "";
  useEffect(() => {
    if (!userId || !online || !key) return;
    let stopped = false;
    const keep = () =>
      void import("../lib/keep-decks").then(({ keepDecksOffline }) =>
        keepDecksOffline(userId, key.split(","), () => stopped),
      );
    const timer = window.setTimeout(keep, 1500);
    // On a first visit the service worker takes over a little later: the pronunciations can be kept then.
    navigator.serviceWorker?.addEventListener("controllerchange", keep);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      navigator.serviceWorker?.removeEventListener("controllerchange", keep);
    };
  }, [userId, online, key]);
}
