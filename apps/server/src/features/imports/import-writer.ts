import { OWN_WORDS_ACCOUNT_LIMIT } from "@app/domain/create/own-deck";
import type { AnkiNoteTypeDefinition } from "@app/import-reader";
import { and, eq, like, or, sql } from "drizzle-orm";
import { type BatchOptions, deleteOwnDeckInBatches, deleteWordsInBatches } from "../../db/batched-delete";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { ownDecks } from "../../db/schema";
import { countsAsWordSql } from "../../db/selections";
import { ensureLanguageRow, type OwnDecksRepository, rebalanceSets } from "../own-decks";
import type { PlannedDeck, PlannedWord } from "./plan";
import type { ImportsRepository } from "./repository";
import { type DeckCursor, ImportRefused, type MediaSource, type MediaTarget, storeMedia, upsertWords } from "./write";
import { writeAnkiNotes } from "./write-anki-notes";
import { writeProgress, writeReviews } from "./write-history";

/** What a running import has written, kept on its row so that a failure (or a restart) can undo it. */
export interface Written {
  decks: { id: string; created: boolean; wordFloor: number }[];
}

export const accountFull = (total: number) =>
  `Your own decks may hold ${OWN_WORDS_ACCOUNT_LIMIT.toLocaleString("en")} words in all; this import would make ${total.toLocaleString("en")}. Delete a deck you no longer need, or import fewer decks.`;

/**
 * Writes an import a batch at a time, in statements of a few hundred rows so that other learners' requests go
 * on between them. Every deck it makes and every word it adds is listed on the import's row
 * first; `undo` removes them, so a failure leaves nothing half-made.
 */
export function createImportWriter(
  db: Db,
  deps: { ownDecks: OwnDecksRepository; imports: ImportsRepository; media: Omit<MediaTarget, "userId"> },
  job: { importId: string; userId: string; embedded: boolean; turn: () => Promise<void> },
) {
  const history = { db, userId: job.userId, embedded: job.embedded, turn: job.turn };
  const written: Written = { decks: [] };
  const cursors = new Map<string, DeckCursor>();
  /** Per deck written to: the Anki note types this import wrote to it. */
  const noteTypesWritten = new Map<string, Set<number>>();
  const totals = { account: -1, words: 0, items: 0, reviews: 0 };

  /** The own deck a planned deck writes to: the one already imported from it (same key, shared notes), or a new one. */
  const resolve = async (deck: PlannedDeck, sample: string[]): Promise<DeckCursor> => {
    const cursor = await db.transaction(async (tx) => {
      const found = await matchingDeck(tx, job.userId, deck.sourceKey, sample);
      const row =
        found ??
        (await deps.ownDecks.create(
          job.userId,
          {
            name: deck.name,
            description: "",
            termLanguage: deck.termLanguage,
            translationLanguage: deck.translationLanguage,
            hasReading: deck.hasReading,
            visibility: deck.visibility,
          },
          { source: deck.source, sourceKey: await freeKey(tx, job.userId, deck.sourceKey) },
          tx,
        ));
      const stats = rowsOf(
        await tx.execute(sql`
          SELECT coalesce(max(w.id), 0)::int AS floor, coalesce(max(w."order"), -1)::int AS last,
            (count(*) FILTER (WHERE ${countsAsWordSql("w")}))::int AS n
          FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id WHERE s.own_deck_id = ${row.id}`),
      )[0]!;
      written.decks.push({ id: row.id, created: !found, wordFloor: Number(stats.floor) });
      await deps.imports.recordWritten(job.importId, written, tx);
      return { id: row.id, next: Number(stats.last) + 1, count: Number(stats.n), made: found ? null : new Map() };
    });
    cursors.set(deck.sourceKey, cursor);
    return cursor;
  };

  return {
    totals,
    written,
    /** The own deck a planned deck (by source key) was written to. */
    deckIdOf: (sourceKey: string) => cursors.get(sourceKey)?.id ?? null,
    /**
     * Writes one batch of words (with their progress, reviews and recordings, and the Anki notes they keep whole
     * with those notes' note types), statement by statement.
     */
    async writeBatch(
      decks: PlannedDeck[],
      words: PlannedWord[],
      media: MediaSource,
      noteTypes: readonly AnkiNoteTypeDefinition[] = [],
    ): Promise<void> {
      if (totals.account < 0) totals.account = await ownWordCount(db, job.userId);
      const byDeck = new Map<string, PlannedWord[]>();
      for (const word of words) byDeck.set(word.deckKey, [...(byDeck.get(word.deckKey) ?? []), word]);
      for (const [key, list] of byDeck) {
        const deck = decks.find((d) => d.sourceKey === key)!;
        const cursor =
          cursors.get(key) ??
          (await resolve(
            deck,
            list.slice(0, 50).map((w) => w.key),
          ));
        // Statement by statement, each a few hundred rows: on the embedded database a transaction holds the
        // only connection, so other learners' requests get their turn between statements. A failure is undone
        // from what `written` lists (the words' progress and reviews go with them).
        const before = cursor.count;
        await job.turn();
        const ids = await upsertWords(db, cursor, list);
        totals.account += cursor.count - before;
        if (totals.account > OWN_WORDS_ACCOUNT_LIMIT)
          throw new ImportRefused("TOO_MANY_WORDS", accountFull(totals.account));
        await storeMedia(db, cursor.id, list, media, { ...deps.media, userId: job.userId });
        const known = noteTypesWritten.get(cursor.id) ?? new Set<number>();
        noteTypesWritten.set(cursor.id, known);
        await writeAnkiNotes(
          db,
          { deckId: cursor.id, fromAnki: deck.source === "anki", known, turn: job.turn },
          list,
          ids,
          noteTypes,
        );
        await writeProgress(history, list, ids);
        totals.reviews += await writeReviews(history, list, ids);
        totals.items += list.length;
        totals.words += list.filter((w) => w.rootKey === null).length;
      }
    },
    /** Puts every deck's words into its sets; the deck ids written to. */
    async finish(): Promise<string[]> {
      for (const { id } of written.decks) {
        await db.transaction(async (tx) => {
          const [row] = await tx.update(ownDecks).set({ updatedAt: new Date() }).where(eq(ownDecks.id, id)).returning();
          if (!row) return;
          const languageId = await ensureLanguageRow(tx, row.termLanguage);
          await rebalanceSets(tx, { id, name: row.name, languageId, writing: row.writing });
        });
      }
      return written.decks.map((d) => d.id);
    },
  };
}

export type ImportWriter = ReturnType<typeof createImportWriter>;

/**
 * Removes what an import wrote: the decks it made, the words it added to decks that were there before. A batch
 * at a time (an import may have written a million reviews): running it again after a stop midway finishes it.
 */
export async function undoWritten(db: Db, written: Written | null | undefined, options: BatchOptions = {}) {
  if (!written) return;
  for (const deck of written.decks) {
    if (deck.created) {
      await deleteOwnDeckInBatches(db, deck.id, options);
      continue;
    }
    const added = sql`w.id > ${deck.wordFloor} AND w.sub_deck_id IN (SELECT s.id FROM sub_decks s WHERE s.own_deck_id = ${deck.id})`;
    await deleteWordsInBatches(db, added, options);
    // The sets made for its new words (a deck's sets hold words, the first one apart).
    await db.execute(sql`
      DELETE FROM sub_decks s WHERE s.own_deck_id = ${deck.id} AND s.position > 1
        AND NOT EXISTS (SELECT 1 FROM words w WHERE w.sub_deck_id = s.id)`);
  }
}

/** The words (notes) of the learner's own decks, as OWN_WORDS_ACCOUNT_LIMIT counts them. */
async function ownWordCount(db: Db, userId: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
      JOIN own_decks o ON o.id = s.own_deck_id WHERE o.owner_id = ${userId} AND ${countsAsWordSql("w")}`),
  );
  return Number(row?.n ?? 0);
}

/** The learner's deck imported from the same source before: same key (or a numbered one) and shared notes. */
async function matchingDeck(tx: Db, userId: string, key: string, sample: string[]) {
  const candidates = await tx
    .select()
    .from(ownDecks)
    .where(and(eq(ownDecks.ownerId, userId), or(eq(ownDecks.sourceKey, key), like(ownDecks.sourceKey, `${key}~%`))));
  if (candidates.length === 0) return undefined;
  if (!key.startsWith("anki:")) return candidates[0];
  for (const candidate of candidates) {
    const shared = rowsOf(
      await tx.execute(sql`
        SELECT 1 FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
        WHERE s.own_deck_id = ${candidate.id}
          AND w.key IN (SELECT jsonb_array_elements_text(${JSON.stringify(sample)}::jsonb)) LIMIT 1`),
    );
    if (shared.length > 0) return candidate;
  }
  return undefined;
}

/** The key itself when free, else the key numbered: another package whose ids happen to match. */
async function freeKey(tx: Db, userId: string, key: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ key: ownDecks.sourceKey })
        .from(ownDecks)
        .where(and(eq(ownDecks.ownerId, userId), or(eq(ownDecks.sourceKey, key), like(ownDecks.sourceKey, `${key}~%`))))
    ).map((r) => r.key),
  );
  if (!taken.has(key)) return key;
  let n = 2;
  while (taken.has(`${key}~${n}`)) n++;
  return `${key}~${n}`;
}

/** Where each previewed deck's words would go: a new deck, or one imported before (how many new, how many updated). */
export async function describeTargets(db: Db, userId: string, decks: { key: string; words: number; keys: string[] }[]) {
  const out: { target: "new" | "update"; targetName: string | null; newWords: number; updatedWords: number }[] = [];
  for (const deck of decks) {
    const found = await matchingDeck(db, userId, deck.key, deck.keys.slice(0, 50));
    if (!found) {
      out.push({ target: "new", targetName: null, newWords: deck.words, updatedWords: 0 });
      continue;
    }
    const [row] = rowsOf(
      await db.execute(sql`
        SELECT count(*)::int AS n FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
        WHERE s.own_deck_id = ${found.id} AND w.key IN (SELECT jsonb_array_elements_text(${JSON.stringify(deck.keys)}::jsonb))`),
    );
    const updated = Number(row?.n ?? 0);
    out.push({ target: "update", targetName: found.name, newWords: deck.words - updated, updatedWords: updated });
  }
  return out;
}
