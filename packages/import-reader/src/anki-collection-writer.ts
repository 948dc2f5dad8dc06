import Database from "better-sqlite3";
import { cardWriter, createGuids, createMediaNames, type PlannedMedia, validMs } from "./anki-collection-parts";
import {
  clozeNoteTypeJson,
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
import { originalNoteTypeJson } from "./anki-export-note-types";
import { CONTEXT_FIELDS, type CollectionFileOptions, type ExportNote } from "./anki-export-notes";
import { ankiRetention, fsrsPresetJson } from "./anki-export-options";
import { notePreparer, type PreparedNote } from "./anki-export-prepare";
import type { CardContext } from "./anki-export-rows";
import { cleanText, fieldChecksum, plainTextToFieldHtml } from "./anki-export-text";

export type { PlannedMedia } from "./anki-collection-parts";

export type { AnkiOrigin, CollectionFileOptions, ExportNote, NoteContext } from "./anki-export-notes";
export { CONTEXT_FIELDS } from "./anki-export-notes";

/** The deck's own desired retention when it differs from its preset's (Anki's per-deck override), else null. */
function deckRetention(options: CollectionFileOptions): number | null {
  if (!options.fsrs) return null;
  const deck = ankiRetention(options.desiredRetention);
  return deck !== null && Math.abs(deck - (ankiRetention(options.fsrs.desiredRetention) ?? 0.9)) >= 0.005 ? deck : null;
}

/**
 * Writes an Anki collection (`collection.anki2`, schema 11) to a file, a batch of notes at a time, so a deck
 * of any size costs the memory of one batch: notes, their cards with scheduling and FSRS memory, and every
 * review as a revlog row. `finish` writes the collection row and closes the file.
 */
export function createCollectionFile(path: string, options: CollectionFileOptions) {
  const base = validMs(options.createdAt, "createdAt");
  const nowMs = validMs(options.now, "now");
  const nowSecs = Math.floor(nowMs / 1000);
  const layout: Layout = {
    hasReading: options.hasReading,
    hasAudio: options.hasAudio,
    templates: options.reverse ? 2 : 1,
    hasContext: options.hasContext ?? false,
    fields: [
      "Term",
      "Translation",
      ...(options.hasReading ? ["Reading"] : []),
      ...(options.hasAudio ? ["Audio"] : []),
      ...(options.hasContext ? CONTEXT_FIELDS : []),
    ],
  };
  const modelId = base;
  const clozeModelId = base + 2;
  const presetId = options.fsrs ? base + 3 : DECK_CONFIG_ID;
  const deckName = cleanText(options.name).replace(/\s+/g, " ").trim() || "Vocabulary";
  // Deck names are unique in Anki (case-insensitively): a deck called "Default" is deck 1 itself.
  const deckId = deckName.toLowerCase() === DEFAULT_DECK_NAME.toLowerCase() ? DEFAULT_DECK_ID : base + 1;
  const context: CardContext = {
    collectionCreatedSecs: Math.floor(validMs(options.collectionCreatedAt ?? options.createdAt, "crt") / 1000),
    nowSecs,
    desiredRetention: options.desiredRetention,
    decay: options.decay,
  };

  const db = new Database(path);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(SCHEMA_11);
  const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
  const mediaNames = createMediaNames();
  const guidOf = createGuids();
  const cards = cardWriter(db, { deckId, nowSecs, context });
  const writeCards = cards.write;
  let index = 0;
  const notes = notePreparer({
    layout,
    modelId,
    clozeModelId,
    nowSecs,
    mediaNames,
    ankiNoteTypes: options.ankiNoteTypes ?? [],
  });

  return {
    /** Adds a batch of notes (in deck order) with their cards and reviews, in one transaction. */
    async addNotes(batch: readonly ExportNote[]): Promise<void> {
      const prepared: PreparedNote[] = [];
      for (const note of batch) {
        const at = index + prepared.length;
        prepared.push(notes.prepare(note, base + at, await guidOf(note.guid || note.key, at)));
      }
      const checksums = await Promise.all(prepared.map((p) => fieldChecksum(p.firstText)));
      db.transaction(() => {
        for (const [i, { id, guid, model, mod, tags, fields, sortText, cards }] of prepared.entries()) {
          insertNote.run(id, guid, model, mod, tags, fields.join(FIELD_SEPARATOR), sortText, checksums[i]!);
          writeCards(id, cards);
        }
      })();
      index += prepared.length;
    },
    /** The recordings and pictures the notes named, in the order they were first met. */
    media(): PlannedMedia[] {
      return mediaNames.planned();
    },
    /** Writes the collection row (note type, decks, options) and closes the file. */
    finish(): { notes: number } {
      const decks = {
        [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, DEFAULT_DECK_NAME, "", nowSecs),
        [deckId]: deckJson(deckId, deckName, plainTextToFieldHtml(options.description), nowSecs, {
          conf: presetId,
          desiredRetention: deckRetention(options),
        }),
      };
      const presets = {
        [DECK_CONFIG_ID]: deckConfigJson(nowSecs),
        ...(options.fsrs ? { [presetId]: fsrsPresetJson(presetId, deckName, nowSecs, options.fsrs) } : {}),
      };
      // A deck with no note from Anki has this collection's own note types, as always; one with notes from Anki
      // has those it uses.
      const fromAnki = notes.usedOriginals();
      const own = fromAnki.length === 0 || notes.used.own;
      const cloze = options.cloze === true && (fromAnki.length === 0 || notes.used.cloze);
      const models = {
        ...(own ? { [modelId]: noteTypeJson(layout, modelId, deckId, nowSecs) } : {}),
        ...(cloze ? { [clozeModelId]: clozeNoteTypeJson(clozeModelId, deckId, nowSecs) } : {}),
        ...Object.fromEntries(fromAnki.map((type) => [type.id, originalNoteTypeJson(type, deckId)])),
      };
      const current = own ? modelId : cloze ? clozeModelId : fromAnki[0]!.id;
      db.prepare("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')").run(
        context.collectionCreatedSecs,
        nowMs,
        nowMs,
        collectionConfJson(deckId, current, cards.newCards() + 1, cards.withMemory() > 0),
        JSON.stringify(models),
        JSON.stringify(decks),
        JSON.stringify(presets),
      );
      db.close();
      return { notes: index };
    },
    /** Closes the file without finishing it (the caller removes it). */
    abandon(): void {
      if (db.open) db.close();
    },
  };
}

export type CollectionFile = ReturnType<typeof createCollectionFile>;
