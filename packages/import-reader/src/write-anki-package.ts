import { type Zippable, zipSync } from "fflate";
import type { Database, SqlJsStatic } from "sql.js";
import {
  collectionConfJson,
  DECK_CONFIG_ID,
  DEFAULT_DECK_ID,
  DEFAULT_DECK_NAME,
  deckConfigJson,
  deckJson,
  FIELD_SEPARATOR,
  type Layout,
  noteTypeJson,
  SCHEMA_11,
} from "./anki-export-layout";
import {
  cleanText,
  fieldChecksum,
  guidsFor,
  type MediaPlan,
  plainTextToFieldHtml,
  planMedia,
  strippedFieldText,
} from "./anki-export-text";
import type { ExportWord } from "./anki-export-word";
import { loadSqlJs } from "./sql-js";

export interface ExportDeck {
  name: string;
  description: string;
  /** The note type gets a Reading field (pinyin, kana, …) after Term and Translation. */
  hasReading: boolean;
  words: ExportWord[];
  /** Collection creation (`crt`) and the base of every id, so two exports of one deck keep their ids. */
  createdAt: Date;
}

export interface WriteAnkiOptions {
  /** An initialised sql.js (browsers pass one built with their own `locateFile`); Node loads the default. */
  sql?: SqlJsStatic;
  /**
   * Modification time written on notes, cards, note type and deck (default: now). Anki updates a note it
   * already has only when the incoming one is newer, so an export must carry the time it was made.
   */
  now?: Date;
}

function validMs(date: Date, what: string): number {
  const ms = date.getTime();
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`${what} must be a valid date after 1970`);
  return ms;
}

/**
 * Writes an own deck as an Anki package (`.apkg`) that every Anki version imports: a zip with
 * `collection.anki2` (schema 11), the JSON `media` map and the audio files as entries "0", "1", …
 * One note type (Term, Translation[, Reading][, Audio]; one card "Term → Translation"), one deck with the
 * given name (beside Anki's empty "Default" deck), one note and one new card per word, in the words' order.
 */
export async function writeAnkiPackage(deck: ExportDeck, options: WriteAnkiOptions = {}): Promise<Uint8Array> {
  const SQL = options.sql ?? (await loadSqlJs());
  const base = validMs(deck.createdAt, "createdAt");
  const nowMs = validMs(options.now ?? new Date(), "now");
  const nowSecs = Math.floor(nowMs / 1000);

  const media = planMedia(deck.words);
  const layout: Layout = {
    hasReading: deck.hasReading,
    hasAudio: media.files.length > 0,
    fields: ["Term", "Translation", ...(deck.hasReading ? ["Reading"] : []), ...(media.files.length ? ["Audio"] : [])],
  };
  // Each table has its own ids; all count up from the deck's creation so repeated exports keep them.
  const modelId = base;
  const deckName = cleanText(deck.name).replace(/\s+/g, " ").trim() || "Vocabulary";
  // Deck names are unique in Anki (case-insensitively): a deck called "Default" is deck 1 itself.
  const isDefault = deckName.toLowerCase() === DEFAULT_DECK_NAME.toLowerCase();
  const deckId = isDefault ? DEFAULT_DECK_ID : base + 1;
  const decks: Record<string, unknown> = {
    [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, DEFAULT_DECK_NAME, "", nowSecs),
    [deckId]: deckJson(deckId, deckName, plainTextToFieldHtml(deck.description), nowSecs),
  };
  const guids = await guidsFor(deck.words);
  const notes = await Promise.all(
    deck.words.map(async (word, index) => {
      const fields = [plainTextToFieldHtml(word.term), plainTextToFieldHtml(word.translation)];
      if (layout.hasReading) fields.push(plainTextToFieldHtml(word.reading ?? ""));
      if (layout.hasAudio) {
        const name = media.names[index];
        fields.push(name ? `[sound:${name}]` : "");
      }
      const sortText = strippedFieldText(fields[0] ?? "");
      return {
        id: base + index,
        guid: guids[index] ?? "",
        flds: fields.join(FIELD_SEPARATOR),
        sortText,
        checksum: await fieldChecksum(sortText),
      };
    }),
  );

  const db = new SQL.Database();
  try {
    writeCollection(db, { base, nowMs, nowSecs, modelId, deckId, layout, decks, wordCount: deck.words.length });
    writeNotes(db, notes, { modelId, deckId, nowSecs });
    return zipPackage(db.export(), media, nowMs);
  } finally {
    db.close();
  }
}

interface CollectionIds {
  base: number;
  nowMs: number;
  nowSecs: number;
  modelId: number;
  deckId: number;
  layout: Layout;
  decks: Record<string, unknown>;
  wordCount: number;
}

/** The schema and the `col` row: note type, decks and deck options as JSON. */
function writeCollection(db: Database, ids: CollectionIds): void {
  const { base, nowMs, nowSecs, modelId, deckId, layout, decks } = ids;
  db.exec(SCHEMA_11);
  db.run("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [
    Math.floor(base / 1000),
    nowMs,
    nowMs,
    collectionConfJson(deckId, modelId, ids.wordCount + 1),
    JSON.stringify({ [modelId]: noteTypeJson(layout, modelId, deckId, nowSecs) }),
    JSON.stringify(decks),
    JSON.stringify({ [DECK_CONFIG_ID]: deckConfigJson(nowSecs) }),
  ]);
}

/** One note and one new card per word, in the words' order. */
function writeNotes(
  db: Database,
  notes: { id: number; guid: string; flds: string; sortText: string; checksum: number }[],
  { modelId, deckId, nowSecs }: { modelId: number; deckId: number; nowSecs: number },
): void {
  db.exec("BEGIN");
  const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
  // A new card: type 0, queue 0, due = its position among new cards (the words' order).
  const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
  try {
    for (const [index, note] of notes.entries()) {
      insertNote.run([note.id, note.guid, modelId, nowSecs, note.flds, note.sortText, note.checksum]);
      insertCard.run([note.id, note.id, deckId, nowSecs, index + 1]);
    }
  } finally {
    insertNote.free();
    insertCard.free();
  }
  db.exec("COMMIT");
}

/** The zip: the collection, the media map and each recording as an entry "0", "1", … */
function zipPackage(collection: Uint8Array, media: MediaPlan, nowMs: number): Uint8Array {
  const mediaMap: Record<string, string> = {};
  // Zip times cannot go before 1980.
  const mtime = new Date(Math.max(nowMs, Date.UTC(1980, 0, 2)));
  const files: Zippable = {
    "collection.anki2": [collection, { level: 6, mtime }],
  };
  for (const [index, file] of media.files.entries()) {
    mediaMap[String(index)] = file.name;
    // Audio is compressed already; deflating it again costs time and saves nothing.
    files[String(index)] = [file.bytes, { level: 0, mtime }];
  }
  files.media = [new TextEncoder().encode(JSON.stringify(mediaMap)), { level: 6, mtime }];
  return zipSync(files);
}
