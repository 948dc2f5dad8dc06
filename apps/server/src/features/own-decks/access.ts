import { type SQL, sql } from "drizzle-orm";
import { ownDecks, subDecks } from "../../db/schema";

/**
 * Who may see a deck, in one place. Catalogue decks (no owner) are open to every signed-in user. An own
 * deck's sets are open to its owner always, to anyone with the link when unlisted or public, and to nobody
 * else once an operator has hidden it. Every route that reads, studies or adds a deck by id goes through
 * `deckVisibleTo`; lists (Explore, search) go through `deckListed`.
 */
export function deckVisibleTo(userId: string): SQL {
  return sql`(${subDecks.ownDeckId} IS NULL OR EXISTS (
    SELECT 1 FROM ${ownDecks} od WHERE od.id = ${subDecks.ownDeckId}
      AND (od.owner_id = ${userId} OR (od.visibility <> 'private' AND NOT od.hidden))))`;
}

/** Decks shown in Explore and search: the catalogue and public own decks an operator has not hidden. */
export function deckListed(): SQL {
  return sql`(${subDecks.ownDeckId} IS NULL OR EXISTS (
    SELECT 1 FROM ${ownDecks} od WHERE od.id = ${subDecks.ownDeckId} AND od.visibility = 'public' AND NOT od.hidden))`;
}

/** The own deck id as the row's own condition (for queries that select from `own_decks` itself). */
export function ownDeckVisibleTo(userId: string): SQL {
  return sql`(${ownDecks.ownerId} = ${userId} OR (${ownDecks.visibility} <> 'private' AND NOT ${ownDecks.hidden}))`;
}
