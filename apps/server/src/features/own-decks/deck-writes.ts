import type { OwnDeckInput, OwnDeckPatch } from "@app/domain/create/own-deck";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import { executeRows } from "../../db/execute-rows";
import { ownDecks, timeRushScores, userDecks } from "../../db/schema";
import { ensureLanguageRow } from "./language-row";
import { newOwnDeckId, type OwnDeckRow } from "./own-deck-row";
import { rebalanceSets, setId } from "./rebalance";

export type DeckOrigin = { source: "editor" | "csv" | "anki"; sourceKey: string | null };

/** Marks the deck edited and re-splits its sets: after any change of its words. */
export async function touchDeck(tx: DbOrTx, row: OwnDeckRow): Promise<void> {
  await tx.update(ownDecks).set({ updatedAt: new Date() }).where(eq(ownDecks.id, row.id));
  const languageId = await ensureLanguageRow(tx, row.termLanguage);
  await rebalanceSets(tx, { id: row.id, name: row.name, languageId, writing: row.writing });
}

/** A new deck with its first (empty) set, in its owner's collection; runs in the caller's transaction. */
export async function insertDeck(tx: DbOrTx, ownerId: string, input: OwnDeckInput, origin: DeckOrigin) {
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
  await touchDeck(tx, deck);
  await tx
    .insert(userDecks)
    .values({ userId: ownerId, subDeckId: setId(deck.id, 0) })
    .onConflictDoNothing();
  await tx
    .insert(timeRushScores)
    .values({ userId: ownerId, subDeckId: setId(deck.id, 0) })
    .onConflictDoNothing();
  return deck;
}

/** Changes the deck's fields; its sets are renamed and moved to the new term language when that changed. */
export async function updateDeck(db: Db, row: OwnDeckRow, patch: OwnDeckPatch): Promise<OwnDeckRow> {
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
    await touchDeck(tx, updated!);
    return updated!;
  });
}

/** Adds every set of a deck to a learner's collection; how many were new. */
export async function addDeckToCollection(db: Db, userId: string, deckId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await executeRows<{ sub_deck_id: string }>(
      tx,
      sql`
        INSERT INTO user_decks (user_id, sub_deck_id)
        SELECT ${userId}, id FROM sub_decks WHERE own_deck_id = ${deckId}
        ON CONFLICT DO NOTHING RETURNING sub_deck_id`,
    );
    await tx.execute(sql`
      INSERT INTO time_rush_scores (user_id, sub_deck_id)
      SELECT ${userId}, id FROM sub_decks WHERE own_deck_id = ${deckId}
      ON CONFLICT DO NOTHING`);
    return added.length;
  });
}
