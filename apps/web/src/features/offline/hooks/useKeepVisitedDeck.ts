import { useEffect, useRef } from "react";
import { useCurrentSession } from "../../../lib/session";
import type { DeckProgress, Word } from "../../../shared/types";
import { offlineCopyOf } from "../lib/offline-mark";

/**
 * A deck page read from the server refreshes the deck's copy on this device, once per visit, with what the
 * page read (only the sessions' words are read again), so the copy is as fresh as the page last seen.
 * `progress` counts only once read during this visit: a cached one (e.g. from before a session) is not.
 */
export function useKeepVisitedDeck(
  subDeckId: string,
  query: { data: DeckProgress | undefined; isFetchedAfterMount: boolean; isFetching: boolean },
  words: Word[] | undefined,
) {
  const progress = query.isFetchedAfterMount && !query.isFetching ? query.data : undefined;
  const { user } = useCurrentSession();
  const userId = user?.id;
  const keptFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || !progress || !words || offlineCopyOf(progress) || keptFor.current === subDeckId) return;
    keptFor.current = subDeckId;
    void import("../lib/copy-events")
      .then(({ keepVisitedDeck }) => keepVisitedDeck(userId, subDeckId, { progress, words }))
      .catch(() => undefined);
  }, [userId, subDeckId, progress, words]);
}
