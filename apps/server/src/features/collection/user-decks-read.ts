import { countWords } from "@app/domain";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { languageDecks, ownDecks, subDecks, userDecks } from "../../db/schema";
import { learnerItemsSql, setWordsSql } from "../../db/selections";
import { deckVisibleTo } from "../own-decks";
import { readWordCounts } from "../word-counts";

/** The collection's rows, newest first: a set of an own deck names the deck it is part of. */
function collectionRows(q: DbOrTx, userId: string) {
  return (
    q
      .select({
        id: userDecks.id,
        subDeckId: userDecks.subDeckId,
        createdAt: userDecks.createdAt,
        name: subDecks.name,
        description: subDecks.description,
        // The items this learner studies (with Production practice on, its production items too), as counts.total.
        wordCount: learnerItemsSql(userId),
        words: setWordsSql,
        isWritingDeck: subDecks.isWritingDeck,
        languageId: subDecks.languageId,
        flagCode: languageDecks.flagCode,
        position: subDecks.position,
        ownDeckId: subDecks.ownDeckId,
        ownDeckName: ownDecks.name,
        ownDeckDescription: ownDecks.description,
      })
      .from(userDecks)
      .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
      .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
      .leftJoin(ownDecks, eq(ownDecks.id, subDecks.ownDeckId))
      // A deck its owner made private (or an operator hid) leaves others' lists, not only their studies.
      .where(and(eq(userDecks.userId, userId), deckVisibleTo(userId)))
      .orderBy(desc(userDecks.createdAt), subDecks.position)
  );
}

/**
 * The user's decks, newest first, each with its counts (see word-counts: the one definition of
 * learned, in progress, due now, known and ignored). A set of an own deck says which deck it is
 * part of, with that deck's name and description, so Home can show the deck as one card.
 */
export async function readUserDecks(db: DbOrTx, userId: string, now: Date) {
  const [decks, counts] = await Promise.all([collectionRows(db, userId), readWordCounts(db, userId, now)]);
  const bySubDeck = new Map(counts.map((c) => [c.subDeckId, c.counts]));
  return decks.map((deck) => {
    const deckCounts = bySubDeck.get(deck.subDeckId) ?? countWords(deck.wordCount, [], now);
    // wordsLearned and dueCount are the counts' learned and dueNow, kept for older clients.
    return { ...deck, counts: deckCounts, wordsLearned: deckCounts.learned, dueCount: deckCounts.dueNow };
  });
}
