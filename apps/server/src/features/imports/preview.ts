import type { ImportMapping } from "@app/domain/create/own-deck";
import { collectionFsrsOf, type FsrsOffer, fsrsOfferOf } from "./fsrs-offer";
import { guessLanguage } from "./guess-language";
import { baseName } from "./plan";
import { createPlanner } from "./planner";
import type { OpenedSource } from "./source";

const PREVIEW_ROWS = 10;
const PREVIEW_PROBLEMS = 50;
/** Notes whose fields feed the language guess. */
const LANGUAGE_SAMPLE = 200;
const READING_FIELD = /reading|pinyin|kana|furigana|romaji|romani[sz]ation|pronunciation|transliteration/i;

/** One deck of the file as the preview lists it; `keys` (what a re-import matches on) stay on the server. */
export interface PreviewDeck {
  id: number | null;
  key: string;
  name: string;
  /** Notes that become words (a cloze note counts once), and the items they give (each with its own memory). */
  words: number;
  items: number;
  reviews: number;
  /** The words' keys (a note's first item). */
  keys: string[];
}

export interface ImportPreview {
  kind: "delimited" | "anki";
  fileName: string;
  fields: string[];
  rows: string[][];
  decks: PreviewDeck[];
  notes: number;
  reviews: number;
  problems: { line: number; reason: string }[];
  suggested: ImportMapping;
  /** The collection's FSRS settings the import can adopt (Anki packages whose deck options hold them). */
  fsrs: FsrsOffer | null;
}

function suggest(fields: string[], deckName: string, columns: string[][]): ImportMapping {
  const readingIndex = fields.findIndex((f, i) => i > 1 && READING_FIELD.test(f));
  const reading =
    readingIndex >= 0 ? readingIndex : fields.length > 2 && fields[1] && READING_FIELD.test(fields[1]) ? 1 : null;
  // "Hanzi, Pinyin, Meaning": the reading sits between term and translation.
  const translation = reading === 1 ? 2 : 1;
  const termLanguage = guessLanguage(columns[0] ?? []);
  const translationLanguage = guessLanguage(columns[translation] ?? []);
  return {
    term: 0,
    translation,
    reading,
    deckName,
    ...(termLanguage && { termLanguage }),
    ...(translationLanguage && { translationLanguage }),
  };
}

/**
 * Reads the whole file once, without replaying any history: its decks (each Anki deck on its own, with
 * its words and reviews), the note type most notes use for the fields and first rows, and a guess of the
 * languages from the fields' text.
 */
export function previewOf(source: OpenedSource): ImportPreview {
  const mapping = { term: 0, translation: 1 };
  const planner = createPlanner(source, mapping, null);
  const usage = new Map<number, { count: number; rows: string[][] }>();
  const perDeck = new Map<string, PreviewDeck>();
  for (const batch of source.batches()) {
    for (const note of batch.notes) {
      if (note.cloze) continue;
      const type = usage.get(note.noteTypeId) ?? { count: 0, rows: [] };
      type.count++;
      if (type.rows.length < LANGUAGE_SAMPLE) type.rows.push(note.fields);
      usage.set(note.noteTypeId, type);
    }
    for (const word of planner.plan(batch)) {
      const deck = perDeck.get(word.deckKey) ?? newDeck(planner, word.deckKey);
      deck.items++;
      deck.reviews += word.reviewCount ?? 0;
      if (word.rootKey === null) {
        deck.words++;
        deck.keys.push(word.key);
      }
      perDeck.set(word.deckKey, deck);
    }
  }
  const [mainType, main] = [...usage.entries()].sort((a, b) => b[1].count - a[1].count)[0] ?? [0, { rows: [] }];
  const fields = source.fieldsOf(mainType);
  const columns = fields.map((_, i) => main.rows.map((row) => row[i] ?? ""));
  // In the order of Anki's deck paths (a deck, then its sub-decks).
  const path = (name: string) => name.replaceAll(" › ", "::");
  const decks = [...perDeck.values()].sort((a, b) => path(a.name).localeCompare(path(b.name)));
  const deckName = source.kind === "anki" && decks.length === 1 ? decks[0]!.name : baseName(source.fileName);
  return {
    kind: source.kind,
    fileName: source.fileName,
    fields: fields.length > 0 ? fields : ["Front", "Back"],
    rows: main.rows.slice(0, PREVIEW_ROWS),
    decks,
    notes: source.counts.notes,
    reviews: source.counts.reviews,
    problems: source.problems.slice(0, PREVIEW_PROBLEMS),
    suggested: suggest(fields, deckName.slice(0, 80), columns),
    fsrs: fsrsOfferOf(collectionFsrsOf(source, mapping)),
  };
}

function newDeck(planner: ReturnType<typeof createPlanner>, key: string): PreviewDeck {
  const deck = planner.decks().find((d) => d.sourceKey === key);
  return { id: deck?.ankiDeckId ?? null, key, name: deck?.name ?? key, words: 0, items: 0, reviews: 0, keys: [] };
}
