import { sql } from "drizzle-orm";

/** The rows of a raw query. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Words of the learner's own decks only: every note read or write goes through this. A production-practice
 * item is not a note (it follows its word).
 */
export const MINE = (userId: string) => sql`
  FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id JOIN own_decks od ON od.id = s.own_deck_id
  WHERE od.owner_id = ${userId} AND NOT w.practice`;

/** The learner's own words as MINE gives them, with their progress row `p` for that learner (or nulls). */
export const MINE_WITH_PROGRESS = (userId: string) => sql`
  FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id JOIN own_decks od ON od.id = s.own_deck_id
  LEFT JOIN user_word_progress p ON p.word_id = w.id AND p.user_id = ${userId}
  WHERE od.owner_id = ${userId} AND NOT w.practice`;
