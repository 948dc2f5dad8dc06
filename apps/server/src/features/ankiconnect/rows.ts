import { sql } from "drizzle-orm";

/** Words of the learner's own decks only: every note read or write goes through this. */
export const MINE = (userId: string) => sql`
  FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id JOIN own_decks od ON od.id = s.own_deck_id
  WHERE od.owner_id = ${userId}`;

/**
 * The learner's own words as MINE gives them, with their progress row `p` for that learner (or nulls): the
 * word's recognition, the card a tool knows (a production direction studied with Production practice on is
 * the learner's own, not a card of the note).
 */
export const MINE_WITH_PROGRESS = (userId: string) => sql`
  FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id JOIN own_decks od ON od.id = s.own_deck_id
  LEFT JOIN user_word_progress p ON p.item_id = w.id AND p.user_id = ${userId}
  WHERE od.owner_id = ${userId}`;
