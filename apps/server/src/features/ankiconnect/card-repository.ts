import { OWN_DECK_WORD_LIMIT } from "@app/domain/create/own-deck";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { countsAsWordSql } from "../../db/selections";
import { ensureLanguageRow, rebalanceSets, setId, tooManyWords } from "../own-decks";
import type { MiningDeck } from "./mining-deck";
import { NoteError } from "./models";
import { isRowId } from "./params";
import { MINE, MINE_WITH_PROGRESS } from "./rows";

/** A word as a card: its memory state for the learner (none yet: a new card). */
export interface CardRow {
  id: number;
  deckName: string;
  state: number | null;
  isIgnored: boolean | null;
  reps: number | null;
  lapses: number | null;
  scheduledDays: number | null;
  nextReview: string | null;
}

/** Ids as a PostgreSQL integer array (ids outside its range name no row and are left out). */
const idArray = (ids: number[]) => sql`${`{${ids.filter(isRowId).join(",")}}`}::int[]`;

/** Reads and writes of words as AnkiConnect's cards (a card is a word; its note is the same word). */
export function createCardRepository(db: Db) {
  return {
    async cards(userId: string, ids: number[]): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<CardRow>(
        await db.execute(sql`
          SELECT w.id, od.name AS "deckName", p.state, p.is_ignored AS "isIgnored", p.reps, p.lapses,
            p.scheduled_days AS "scheduledDays", p.next_review AS "nextReview"
          ${MINE_WITH_PROGRESS(userId)} AND w.id = ANY(${idArray(ids)})`),
      ).map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** Suspends (Lexistep: ignores) or unsuspends the learner's words; answers the ids that changed. */
    async setSuspended(userId: string, ids: number[], suspended: boolean): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = suspended
        ? await db.execute(sql`
            INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, is_ignored)
            SELECT ${userId}, w.id, w.sub_deck_id, true ${MINE(userId)} AND w.id = ANY(${idArray(ids)})
            ON CONFLICT (user_id, item_id) DO UPDATE SET is_ignored = true, updated_at = now()
              WHERE NOT user_word_progress.is_ignored
            RETURNING word_id AS id`)
        : await db.execute(sql`
            UPDATE user_word_progress p SET is_ignored = false, updated_at = now()
            WHERE p.user_id = ${userId} AND p.is_ignored AND p.item_id = ANY(${idArray(ids)})
              AND p.word_id IN (SELECT w.id ${MINE(userId)})
            RETURNING p.word_id AS id`);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    /** Adds or removes tags on the learner's words (compared without regard to case). */
    async changeTags(userId: string, ids: number[], tags: string[], add: boolean): Promise<void> {
      if (ids.length === 0 || tags.length === 0) return;
      const given = JSON.stringify(tags);
      const next = add
        ? sql`(SELECT coalesce(jsonb_agg(t ORDER BY first), '[]'::jsonb) FROM (
              SELECT DISTINCT ON (lower(t)) t, min(o) OVER (PARTITION BY lower(t)) AS first
              FROM jsonb_array_elements_text(w.tags || ${given}::jsonb) WITH ORDINALITY AS e(t, o)) kept)`
        : sql`(SELECT coalesce(jsonb_agg(t ORDER BY o), '[]'::jsonb) FROM jsonb_array_elements_text(w.tags)
              WITH ORDINALITY AS e(t, o)
              WHERE lower(t) NOT IN (SELECT lower(g) FROM jsonb_array_elements_text(${given}::jsonb) AS r(g)))`;
      await db.execute(sql`
        UPDATE words w SET tags = ${next}
        WHERE w.id IN (SELECT w.id ${MINE(userId)} AND w.id = ANY(${idArray(ids)}))`);
    },

    /** Moves the learner's words (with their note's other items) to the end of another of their decks. */
    async moveWords(userId: string, ids: number[], target: MiningDeck, sources: MiningDeck[]): Promise<void> {
      await db.transaction(async (tx) => {
        const moved = rowsOf<{ id: number; deckId: string }>(
          await tx.execute(sql`
            SELECT w.id, od.id AS "deckId" ${MINE(userId)}
              AND coalesce(w.note_word_id, w.id) IN (SELECT coalesce(x.note_word_id, x.id) FROM words x
                WHERE x.id = ANY(${idArray(ids)}))
              AND od.id <> ${target.id}
            FOR UPDATE OF w`),
        );
        if (moved.length === 0) return;
        const [stats] = rowsOf<{ words: number; last: number }>(
          await tx.execute(sql`
            SELECT (count(w.id) FILTER (WHERE ${countsAsWordSql("w")}))::int AS words,
              coalesce(max(w."order"), -1)::int AS last
            FROM sub_decks s LEFT JOIN words w ON w.sub_deck_id = s.id WHERE s.own_deck_id = ${target.id}`),
        );
        const total = (stats?.words ?? 0) + moved.length;
        if (total > OWN_DECK_WORD_LIMIT) throw new NoteError(tooManyWords(total));
        const movedIds = moved.map((m) => m.id);
        await tx.execute(sql`
          UPDATE words w SET sub_deck_id = ${setId(target.id, 0)}, "order" = ${(stats?.last ?? -1) + 1} + o.n
          FROM (SELECT id, (row_number() OVER (ORDER BY "order", id))::int AS n FROM words
                WHERE id = ANY(${idArray(movedIds)})) o
          WHERE w.id = o.id`);
        const decks = [target, ...sources.filter((d) => moved.some((m) => m.deckId === d.id))];
        for (const deck of decks) {
          const languageId = await ensureLanguageRow(tx, deck.termLanguage);
          await rebalanceSets(tx, { id: deck.id, name: deck.name, languageId, writing: deck.writing });
        }
        // Progress and reviews (both directions) follow their word, and its notes other cards, to its new set.
        const followers = sql`(SELECT id FROM words WHERE id = ANY(${idArray(movedIds)})
          OR note_word_id = ANY(${idArray(movedIds)}))`;
        for (const table of ["user_word_progress", "review_logs"]) {
          await tx.execute(sql`
            UPDATE ${sql.identifier(table)} r SET sub_deck_id = w.sub_deck_id FROM words w
            WHERE r.word_id = w.id AND r.sub_deck_id <> w.sub_deck_id AND w.id IN ${followers}`);
        }
      });
    },
  };
}

export type CardRepository = ReturnType<typeof createCardRepository>;
