import { messages } from "@app/domain/messages";
import { ApiError } from "../../../lib/api";

/** The spec's text for a failed deck add (§8 Decks). */
export function addDeckErrorMessage(error: unknown, deckName: string): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return messages.decks.alreadyInCollection(deckName);
    if (error.status === 404) return messages.decks.notAvailable;
    if (error.status === 401) return messages.decks.unauthorized;
    return messages.decks.addFailed;
  }
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false)) {
    return messages.decks.network;
  }
  return messages.decks.addFailed;
}
