import { useEffect, useRef } from "react";
import { useCurrentSession } from "../../../lib/session";
import type { DeckProgress, Word } from "../../decks/types";
import { offlineCopyOf } from "../lib/offline-mark";

/**
 * A deck page read from the server refreshes the deck's copy on this device, once per visit, with what the
 * page read (only the sessions' words are read again), so the copy is as fresh as the page last seen.
 */
export function useKeepVisitedDeck(subDeckId: string, progress: DeckProgress | undefined, words: Word[] | undefined) {
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
