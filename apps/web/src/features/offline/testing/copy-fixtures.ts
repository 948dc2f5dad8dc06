import type { SessionWord, StudySessionData, WordProgress } from "../../../shared/types";
import { deckProgress, myDeck, progressRow, subDeck, words } from "../../decks/testing/fixtures";
import type { OfflineDeck } from "../lib/offline-deck";

/** A session as the server sends it, for copies built in tests. */
export function sessionData(kind: string, sessionWords: SessionWord[], wordCount = 10): StudySessionData {
  return {
    kind,
    now: "2026-11-25T08:00:00.000Z",
    deck: { ...subDeck({ wordCount }), description: "", languageName: "Chinese" },
    settings: { studyAlgorithm: "MANUAL", studyType: "Multiple Choice" },
    words: sessionWords,
    distractors: [],
  };
}

export function newWord(id: number): SessionWord {
  return { id, order: id, originalWord: `w${id}`, translation: `t${id}`, pinyin: null, progress: null };
}

/** A copy of a 10-word deck whose progress rows are `rows`, kept at `savedAt`. */
export function copyWith(rows: WordProgress[], savedAt = Date.parse("2026-11-25T08:00:00Z")): OfflineDeck {
  const deck = subDeck({ wordCount: 10 });
  return {
    learnNew: sessionData("learn-new", [newWord(9), newWord(10)]),
    learned: sessionData("time-rush", []),
    savedAt,
    page: { progress: deckProgress(deck, rows), words: words(10) },
    listing: myDeck({ subDeckId: deck.id, wordCount: 10 }),
  };
}

export { progressRow };
