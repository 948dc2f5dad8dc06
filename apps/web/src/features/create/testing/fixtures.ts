import type { FakeHandler } from "../../../test/fake-api";
import type { ImportPreview, OwnDeck, OwnWord } from "../types";

export const DECK_ID = "finnish-basics";

export function ownDeck(overrides: Partial<OwnDeck> = {}): OwnDeck {
  return {
    id: DECK_ID,
    name: "Finnish basics",
    wordCount: 3,
    visibility: "private",
    hidden: false,
    termLanguage: "fi",
    translationLanguage: "en",
    updatedAt: "2026-03-01T10:00:00Z",
    description: "",
    hasReading: false,
    writing: false,
    languageId: "finnish",
    source: "editor",
    createdAt: "2026-03-01T09:00:00Z",
    sets: [{ id: `${DECK_ID}-1`, name: "Finnish basics", wordCount: 3, position: 1 }],
    ...overrides,
  };
}

export function ownWord(id: number, term: string, translation: string): OwnWord {
  return { id, term, translation, reading: null, position: id - 1, setId: `${DECK_ID}-1`, hasAudio: false };
}

export const WORDS: OwnWord[] = [ownWord(1, "talo", "house"), ownWord(2, "kissa", "cat"), ownWord(3, "koira", "dog")];

/** The editor's reads: the deck and its words (one page, whatever the offset). */
export function editorHandlers(deck: OwnDeck = ownDeck(), words: OwnWord[] = WORDS): Record<string, FakeHandler> {
  return {
    [`GET /api/me/own-decks/${deck.id}`]: () => ({ body: deck }),
    [`GET /api/me/own-decks/${deck.id}/words`]: ({ url }) => {
      const offset = Number(url.searchParams.get("offset") ?? 0);
      return { body: { items: words.slice(offset, offset + 500), total: words.length } };
    },
  };
}

export function ankiPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    previewId: "pv-1",
    kind: "anki",
    fileName: "Japanese core.apkg",
    fields: ["Expression", "Reading", "Meaning", "Notes"],
    rows: [
      ["猫", "ねこ", "cat", ""],
      ["犬", "いぬ", "dog", ""],
    ],
    decks: [
      { id: 11, name: "Japanese core", notes: 2 },
      { id: 12, name: "Japanese core::Verbs", notes: 0 },
    ],
    notes: 2,
    reviews: 40,
    problems: [],
    suggested: { term: 0, translation: 3, deckName: "Japanese core" },
    ...overrides,
  };
}
