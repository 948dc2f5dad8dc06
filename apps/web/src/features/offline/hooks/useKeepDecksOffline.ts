import { useEffect, useMemo } from "react";
import { useOnlineStatus } from "../../../lib/use-online-status";
import type { MyDeck } from "../../../shared/types";

/** The decks kept, newest in the collection first: enough for a trip, small enough to stay quick. */
export const KEPT_DECKS_MAX = 12;

/**
 * While online, keeps the learner's newest decks ready to study offline (`keepDecksOffline`), a moment
 * after the page's own requests, and again whenever My Decks reads them anew (the copies whose entry
 * changed are refreshed); the code that does it loads only then.
 */
export function useKeepDecksOffline(userId: string | undefined, decks: readonly MyDeck[] | undefined): void {
  const online = useOnlineStatus();
  // The listings as one value: the effect runs again only when something in them changed.
  const key = useMemo(() => (decks?.length ? JSON.stringify(decks.slice(0, KEPT_DECKS_MAX)) : ""), [decks]);
  useEffect(() => {
    if (!userId || !online || !key) return;
    let stopped = false;
    const listings = JSON.parse(key) as MyDeck[];
    const keep = () =>
      void import("../lib/keep-decks").then(({ keepDecksOffline }) =>
        keepDecksOffline(userId, listings, () => stopped),
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
