import type { MyDeck } from "../../../shared/types";
import type { OfflineDeck } from "./offline-deck";

/** A copy nothing else refreshed is read again after this, for changes My Decks does not show (e.g. notes). */
export const COPY_MAX_AGE_MS = 24 * 60 * 60_000;

/** What happened to a deck that may call for reading its copy again. */
export type CopyEvent =
  /** A save on the deck reached the server (a study session, ignored words, a note). */
  | { kind: "saved" }
  /** Its deck page was read from the server. */
  | { kind: "visited"; inCollection: boolean }
  /** Home listed it (My Decks, from the server). */
  | { kind: "listed"; listing: MyDeck };

/** The listing's fields in a fixed order, so two readings of an unchanged deck compare equal. */
function fingerprint(listing: MyDeck): string {
  return JSON.stringify(Object.entries(listing).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Whether a kept deck's copy is read again from the server now. A save or a visit always refreshes it
 * (offline right after studying is then exact); Home refreshes a copy that is missing, older than the
 * copy's current shape, whose My Decks entry changed since (studied on another device, words come due,
 * words added) or that nothing refreshed for a day. A deck the learner chose not to keep never is.
 */
export function shouldRefreshCopy(
  copy: OfflineDeck | null,
  event: CopyEvent,
  options: { excluded: boolean; now: number },
): boolean {
  if (options.excluded) return false;
  if (event.kind === "saved") return true;
  if (event.kind === "visited") return event.inCollection;
  if (!copy?.page || !copy.listing) return true;
  if (fingerprint(copy.listing) !== fingerprint(event.listing)) return true;
  return options.now - copy.savedAt >= COPY_MAX_AGE_MS;
}
