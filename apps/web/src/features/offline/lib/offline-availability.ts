import type { SessionAvailability } from "@app/domain/decks/session-unlock";
import type { OfflineDeck } from "./offline-deck";

/** Why Time Rush is not offered with no network (shown under its disabled button). */
export const TIME_RUSH_NEEDS_CONNECTION =
  "Time Rush needs a connection: its games are timed and checked by the server.";
/** Learn New offline when the copy holds no new words (e.g. kept while new words were paused). */
export const NO_NEW_WORDS_KEPT = "No new words were kept on this device for this deck.";

/**
 * The deck page's sessions with no network, from the unlock rules applied to the copy's counts: each
 * one the copy can build stays as the rules say; Time Rush is locked, saying why; Learn New needs kept
 * new words.
 */
export function offlineAvailability(sessions: SessionAvailability[], copy: OfflineDeck): SessionAvailability[] {
  return sessions.map((session) => {
    if (session.kind === "time-rush") return { ...session, unlocked: false, reason: TIME_RUSH_NEEDS_CONNECTION };
    if (session.kind === "learn-new" && session.unlocked && copy.learnNew.words.length === 0)
      return { ...session, unlocked: false, reason: NO_NEW_WORDS_KEPT };
    return session;
  });
}
