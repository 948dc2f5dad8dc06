import crypto from "node:crypto";
import {
  OWN_DECK_WORD_LIMIT,
  type OwnDeckInput,
  type OwnDeckPatch,
  type Visibility,
  type WordInput,
  type WordPatch,
} from "@app/domain/create/own-deck";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { ownDecks, subDecks, timeRushScores, userDecks, users, words } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { ownDeckVisibleTo } from "./access";
import { ensureLanguageRow } from "./language-row";
import { rebalanceSets, setId } from "./rebalance";

export type OwnDeckRow = typeof ownDecks.$inferSelect;

export function tooManyWords(total: number): string {
  return `A deck has at most ${OWN_DECK_WORD_LIMIT.toLocaleString("en")} words; this would make ${total.toLocaleString("en")}. Start a second deck for the rest.`;
}

/** "own-" and ten random base-36 characters: unguessable enough that an unlisted link is a secret. */
export function newOwnDeckId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.randomBytes(10);
  return `own-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

/** A word key made in the editor: unique within the deck (imports use the note GUID or the term). */
export function editorWordKey(): string {
  return `e:${crypto.randomUUID()}`;
}

const authorName = sql<string>`coalesce(${users.displayUsername}, ${users.username}, ${users.name})`;
// Qualified by hand: without a join, the query builder writes the column unqualified, and inside the
// subquery "id" would then be the set's own id.
const deckWordCount = sql<number>`coalesce((SELECT sum(s.word_count) FROM sub_decks s WHERE s.own_deck_id = "own_decks"."id"), 0)::int`;

/** A word as the editor shows it. */
const ownWordColumns = {
  id: words.id,
  term: words.originalWord,
  translation: words.translation,
  reading: words.pinyin,
  position: words.order,
  setId: words.subDeckId,
  hasAudio: sql<boolean>`${words.audioFile} IS NOT NULL`,
};

function summary(row: OwnDeckRow & { wordCount: number }) {
  return {
    id: row.id,
    name: row.name,
    wordCount: row.wordCount,
    visibility: row.visibility as Visibility,
    hidden: row.hidden,
    termLanguage: row.termLanguage,
    translationLanguage: row.translationLanguage,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createOwnDecksRepository(db: Db) {
  async function setsOf(q: Db, deckId: string) {
    return q
      .select({ id: subDecks.id, name: subDecks.name, wordCount: subDecks.wordCount, position: subDecks.position })
      .from(subDecks)
      .where(eq(subDecks.ownDeckId, deckId))
      .orderBy(asc(subDecks.position));
  }

  async function owned(q: Db, ownerId: string, deckId: string) {
    const [row] = await q
      .select()
      .from(ownDecks)
      .where(and(eq(ownDecks.id, deckId), eq(ownDecks.ownerId, ownerId)));
    return row ?? null;
  }

  async function full(q: Db, row: OwnDeckRow) {
    const sets = await setsOf(q, row.id);
    const wordCount = sets.reduce((sum, s) => sum + s.wordCount, 0);
    return {
      ...summary({ ...row, wordCount }),
      description: row.description,
      hasReading: row.hasReading,
      writing: row.writing,
      languageId: sets[0] ? await languageOf(q, sets[0].id) : "",
      source: row.source as "editor" | "csv" | "anki",
      createdAt: row.createdAt.toISOString(),
      sets,
    };
  }

  /** How many words the deck has and the last position used (-1 when empty), in one read. */
  async function wordStats(q: Db, deckId: string) {
    const [row] = await q
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${words.order}), -1)::int` })
      .from(words)
      .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
      .where(eq(subDecks.ownDeckId, deckId));
    return { count: row?.count ?? 0, last: row?.last ?? -1 };
  }

  async function languageOf(q: Db, subDeckId: string): Promise<string> {
    const [row] = await q.select({ id: subDecks.languageId }).from(subDecks).where(eq(subDecks.id, subDeckId));
    return row?.id ?? "";
  }

  /** Marks the deck edited and re-splits its sets: after any change of its words. */
  async function touch(tx: Db, row: OwnDeckRow): Promise<void> {
    await tx.update(ownDecks).set({ updatedAt: new Date() }).where(eq(ownDecks.id, row.id));
    const languageId = await ensureLanguageRow(tx, row.termLanguage);
    await rebalanceSets(tx, { id: row.id, name: row.name, languageId, writing: row.writing });
  }

  return {
    owned: (ownerId: string, deckId: string) => owned(db, ownerId, deckId),
    full: (row: OwnDeckRow) => full(db, row),

    async list(ownerId: string) {
      const rows = await db
        .select({ deck: ownDecks, wordCount: deckWordCount })
        .from(ownDecks)
        .where(eq(ownDecks.ownerId, ownerId))
        .orderBy(desc(ownDecks.updatedAt));
      return rows.map((r) => summary({ ...r.deck, wordCount: r.wordCount }));
    },

    /** A new deck with its first (empty) set, in its owner's collection. */
    async create(
      ownerId: string,
      input: OwnDeckInput,
      origin: { source: "editor" | "csv" | "anki"; sourceKey: string | null } = { source: "editor", sourceKey: null },
      q: Db = db,
    ): Promise<OwnDeckRow> {
      const run = async (tx: Db) => {
        const [row] = await tx
          .insert(ownDecks)
          .values({
            id: newOwnDeckId(),
            ownerId,
            name: input.name,
            description: input.description ?? "",
            termLanguage: input.termLanguage,
            translationLanguage: input.translationLanguage,
            hasReading: input.hasReading ?? false,
            writing: input.writing ?? false,
            visibility: input.visibility ?? "private",
            source: origin.source,
            sourceKey: origin.sourceKey,
          })
          .returning();
        const deck = row!;
        await touch(tx, deck);
        await tx
          .insert(userDecks)
          .values({ userId: ownerId, subDeckId: setId(deck.id, 0) })
          .onConflictDoNothing();
        await tx
          .insert(timeRushScores)
          .values({ userId: ownerId, subDeckId: setId(deck.id, 0) })
          .onConflictDoNothing();
        return deck;
      };
      return q === db ? db.transaction(run) : run(q);
    },

    async update(row: OwnDeckRow, patch: OwnDeckPatch): Promise<OwnDeckRow> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(ownDecks)
          .set({
            ...(patch.name !== undefined && { name: patch.name }),
            ...(patch.description !== undefined && { description: patch.description }),
            ...(patch.termLanguage !== undefined && { termLanguage: patch.termLanguage }),
            ...(patch.translationLanguage !== undefined && { translationLanguage: patch.translationLanguage }),
            ...(patch.hasReading !== undefined && { hasReading: patch.hasReading }),
            ...(patch.writing !== undefined && { writing: patch.writing }),
            ...(patch.visibility !== undefined && { visibility: patch.visibility }),
          })
          .where(eq(ownDecks.id, row.id))
          .returning();
        // Renames the sets and moves them to the new term language when that changed.
        await touch(tx, updated!);
        return updated!;
      });
    },

    /** Deletes the deck: its sets go, and with them every learner's collection entry, progress and reviews. */
    async remove(row: OwnDeckRow): Promise<void> {
      await db.delete(ownDecks).where(eq(ownDecks.id, row.id));
    },

    async listWords(deckId: string, offset: number, limit: number) {
      const rows = await db
        .select(ownWordColumns)
        .from(words)
        .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
        .where(eq(subDecks.ownDeckId, deckId))
        .orderBy(asc(words.order), asc(words.id))
        .offset(offset)
        .limit(limit);
      return { items: rows, total: (await wordStats(db, deckId)).count };
    },

    /** Appends words at the end of the deck (then re-splits the sets), all or none. */
    async addWords(row: OwnDeckRow, input: WordInput[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const stats = await wordStats(tx, row.id);
        const after = stats.count + input.length;
        if (after > OWN_DECK_WORD_LIMIT) throw new AppError("VALIDATION_ERROR", tooManyWords(after));
        const start = stats.last + 1;
        // Into the first set for now: the rebalance below moves each word where its position says.
        const inserted = await tx
          .insert(words)
          .values(
            input.map((w, i) => ({
              subDeckId: setId(row.id, 0),
              key: editorWordKey(),
              order: start + i,
              originalWord: w.term,
              translation: w.translation,
              pinyin: w.reading ?? null,
            })),
          )
          .returning({ id: words.id });
        await touch(tx, row);
        return inserted.map((w) => w.id);
      });
    },

    async wordsByIds(deckId: string, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select(ownWordColumns)
        .from(words)
        .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
        .where(and(eq(subDecks.ownDeckId, deckId), inArray(words.id, ids)))
        .orderBy(asc(words.order));
    },

    /** Edits a word in place: its id stays, so every learner keeps their progress on it. */
    async updateWord(row: OwnDeckRow, wordId: number, patch: WordPatch): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(words)
          .set({
            ...(patch.term !== undefined && { originalWord: patch.term }),
            ...(patch.translation !== undefined && { translation: patch.translation }),
            ...(patch.reading !== undefined && { pinyin: patch.reading }),
          })
          .where(
            and(
              eq(words.id, wordId),
              inArray(words.subDeckId, sql`(SELECT id FROM sub_decks WHERE own_deck_id = ${row.id})`),
            ),
          )
          .returning({ id: words.id });
        if (changed.length === 0) return false;
        await tx.update(ownDecks).set({ updatedAt: new Date() }).where(eq(ownDecks.id, row.id));
        return true;
      });
    },

    async deleteWord(row: OwnDeckRow, wordId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(words)
          .where(
            and(
              eq(words.id, wordId),
              inArray(words.subDeckId, sql`(SELECT id FROM sub_decks WHERE own_deck_id = ${row.id})`),
            ),
          )
          .returning({ id: words.id });
        if (removed.length === 0) return false;
        await touch(tx, row);
        return true;
      });
    },

    /** Puts the deck's words in the given order; false unless `wordIds` is exactly the deck's words. */
    async reorder(row: OwnDeckRow, wordIds: number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const present = await tx
          .select({ id: words.id })
          .from(words)
          .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
          .where(eq(subDecks.ownDeckId, row.id));
        const mine = new Set(present.map((w) => w.id));
        if (present.length !== wordIds.length || wordIds.some((id) => !mine.has(id))) return false;
        await tx.execute(sql`
          UPDATE words w SET "order" = o.pos - 1
          FROM jsonb_array_elements_text(${JSON.stringify(wordIds)}::jsonb) WITH ORDINALITY AS o(id, pos)
          WHERE w.id = o.id::int`);
        await touch(tx, row);
        return true;
      });
    },

    /** A deck as anyone may see it through its link (unlisted or public, not hidden), or its owner. */
    async shared(viewerId: string, deckId: string) {
      const [row] = await db
        .select({ deck: ownDecks, authorName, wordCount: deckWordCount })
        .from(ownDecks)
        .innerJoin(users, eq(users.id, ownDecks.ownerId))
        .where(and(eq(ownDecks.id, deckId), ownDeckVisibleTo(viewerId)));
      if (!row) return null;
      const sets = await setsOf(db, deckId);
      const [held] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userDecks)
        .where(
          and(
            eq(userDecks.userId, viewerId),
            inArray(
              userDecks.subDeckId,
              sets.map((s) => s.id),
            ),
          ),
        );
      return {
        id: row.deck.id,
        name: row.deck.name,
        description: row.deck.description,
        authorName: row.authorName,
        termLanguage: row.deck.termLanguage,
        translationLanguage: row.deck.translationLanguage,
        wordCount: row.wordCount,
        visibility: row.deck.visibility as Visibility,
        inCollection: (held?.n ?? 0) > 0,
        sets: sets.map(({ id, name, wordCount }) => ({ id, name, wordCount })),
      };
    },

    /** Adds every set of a deck to a learner's collection; how many were new. */
    async addToCollection(userId: string, deckId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const added = await tx.execute(sql`
          INSERT INTO user_decks (user_id, sub_deck_id)
          SELECT ${userId}, id FROM sub_decks WHERE own_deck_id = ${deckId}
          ON CONFLICT DO NOTHING RETURNING sub_deck_id`);
        await tx.execute(sql`
          INSERT INTO time_rush_scores (user_id, sub_deck_id)
          SELECT ${userId}, id FROM sub_decks WHERE own_deck_id = ${deckId}
          ON CONFLICT DO NOTHING`);
        return (added as unknown as { rows: unknown[] }).rows.length;
      });
    },
  };
}

export type OwnDecksRepository = ReturnType<typeof createOwnDecksRepository>;
