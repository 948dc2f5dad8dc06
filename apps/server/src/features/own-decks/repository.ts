import type { OwnDeckInput, OwnDeckPatch, WordInput, WordPatch } from "@app/domain/create/own-deck";
import { deleteOwnDeckInBatches } from "../../db/batched-delete";
import type { Db, DbOrTx } from "../../db/database";
import { fullDeck, listDecks, listWords, ownedDeck, sharedDeck, wordsByIds } from "./deck-reads";
import { addDeckToCollection, type DeckOrigin, insertDeck, updateDeck } from "./deck-writes";
import type { OwnDeckRow } from "./own-deck-row";
import { addWords, deleteWord, reorderWords, updateWord } from "./word-writes";

export { editorWordKey, newOwnDeckId, type OwnDeckRow, tooManyWords } from "./own-deck-row";

/**
 * Learners' own decks, one operation a function: reads in `deck-reads.ts`, the deck's own writes in
 * `deck-writes.ts`, its words' writes in `word-writes.ts`. Every write that changes the words re-splits
 * the deck's sets in the same transaction.
 */
export function createOwnDecksRepository(db: Db) {
  return {
    owned: (ownerId: string, deckId: string) => ownedDeck(db, ownerId, deckId),
    full: (row: OwnDeckRow) => fullDeck(db, row),
    list: (ownerId: string) => listDecks(db, ownerId),

    /** A new deck with its first (empty) set, in its owner's collection (inside `q` when it is a transaction). */
    async create(
      ownerId: string,
      input: OwnDeckInput,
      origin: DeckOrigin = { source: "editor", sourceKey: null },
      q: DbOrTx = db,
    ): Promise<OwnDeckRow> {
      return q === db
        ? db.transaction((tx) => insertDeck(tx, ownerId, input, origin))
        : insertDeck(q, ownerId, input, origin);
    },

    update: (row: OwnDeckRow, patch: OwnDeckPatch) => updateDeck(db, row, patch),

    /**
     * Deletes the deck: its sets go, and with them every learner's collection entry, progress and reviews
     * (those a batch at a time: a deck may carry a long history, and other learners' queries run between).
     */
    async remove(row: OwnDeckRow): Promise<void> {
      await deleteOwnDeckInBatches(db, row.id);
    },

    listWords: (deckId: string, offset: number, limit: number) => listWords(db, deckId, offset, limit),
    addWords: (row: OwnDeckRow, input: WordInput[]) => addWords(db, row, input),
    wordsByIds: (deckId: string, ids: number[]) => wordsByIds(db, deckId, ids),
    updateWord: (row: OwnDeckRow, wordId: number, patch: WordPatch) => updateWord(db, row, wordId, patch),
    deleteWord: (row: OwnDeckRow, wordId: number) => deleteWord(db, row, wordId),
    reorder: (row: OwnDeckRow, wordIds: number[]) => reorderWords(db, row, wordIds),
    shared: (viewerId: string, deckId: string) => sharedDeck(db, viewerId, deckId),
    addToCollection: (userId: string, deckId: string) => addDeckToCollection(db, userId, deckId),
  };
}

export type OwnDecksRepository = ReturnType<typeof createOwnDecksRepository>;
