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
import { isWritableNoteType, originalNoteTypeJson } from "./anki-export-note-types";
import { ankiRetention, type FsrsPreset, fsrsPresetJson } from "./anki-export-options";
import type { CardContext, ExportCard } from "./anki-export-rows";
import { cleanText, fieldChecksum, plainTextToFieldHtml, strippedFieldText } from "./anki-export-text";
import type { AnkiNoteTypeDefinition } from "./anki-types";

export type { PlannedMedia } from "./anki-collection-parts";

/** A mined word's context: the sentence it was found in, its meaning, a picture and the sentence's recording. */
export interface NoteContext {
  sentence: string | null;
  sentenceMeaning: string | null;
  /** Names where the deck keeps them (their bytes go in the zip later), or null. */
  pictureName: string | null;
  sentenceAudioName: string | null;
}

/** One note of a deck written in batches: the word's text, its recording's name, and its cards. */
export interface ExportNote {
  /** Stable identity of the word: made into the note's guid when it has no Anki GUID of its own. */
  key: string;
  /** The GUID of the Anki note the word came from: kept, so importing into that collection updates the note. */
  guid?: string | null;
  term: string;
  translation: string;
  reading: string | null;
  /** The recording's name where the deck keeps it (its bytes go in the zip later), or null. */
  audioName: string | null;
  /** The note's cards by template (ord 0 term → translation, ord 1 translation → term); none: one new card. */
  cards: readonly ExportCard[];
  /**
   * A cloze note: written with the "Cloze" note type, its Text with `{{cN::answer::hint}}` and its Back Extra;
   * its cards are ord N−1 (term, translation and reading are not written then).
   */
  cloze?: { text: string; backExtra: string } | null;
  /** A mined word's sentence, its meaning, picture and sentence recording (fields of the note type). */
  context?: NoteContext | null;
  /**
   * A note that came from Anki: written under its own note type (one of the options' `ankiNoteTypes`), with
   * these fields (HTML, as Anki keeps them), tags and last change, so that Anki's importer takes it for the note
   * it came from. Its cards keep their ords (a template's index, a cloze number − 1); a card whose template the
   * note type lacks is left out. Ignored (the note is written as any other) when its note type is not given or
   * the fields do not fit it.
   */
  anki?: AnkiOrigin | null;
}

/** What a note that came from Anki is written with. */
export interface AnkiOrigin {
  noteTypeId: number;
  fields: readonly string[];
  tags: readonly string[];
  /** `notes.mod`, seconds: newer than the note Anki has only when the note changed here. */
  mtime: number;
}

export interface CollectionFileOptions {
  name: string;
  description: string;
  hasReading: boolean;
  /** Some note has a recording: the note type gets an Audio field. */
  hasAudio: boolean;
  /** Some note has a card with ord 1: the note type gets the reverse template. */
  reverse: boolean;
  /** Some note is a cloze note: the collection gets the "Cloze" note type. */
  cloze?: boolean;
  /** Some note has a context (a mined sentence…): the note type gets its fields. */
  hasContext?: boolean;
  /** Collection creation (`crt`) and the base of every id, so two exports of one deck keep their ids. */
  createdAt: Date;
  /**
   * `crt`, which review cards' due days count from: no later than any due date (Anki's due days are not
   * negative). Default: `createdAt`.
   */
  collectionCreatedAt?: Date;
  now: Date;
  /** The deck's desired retention, written on every card with a memory state (and on the deck when it is its own). */
  desiredRetention: number;
  decay: number;
  /** The learner's FSRS parameters and retention: the deck's options preset. */
  fsrs?: FsrsPreset | null;
  /** The note types of the notes that came from Anki (`ExportNote.anki`), written back with their own ids. */
  ankiNoteTypes?: readonly AnkiNoteTypeDefinition[];
}

/** The fields a note type gets for mined words' context, after the word's own. */
export const CONTEXT_FIELDS = ["Sentence", "Sentence Meaning", "Picture", "Sentence Audio"];

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

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
  // The Anki note types written back: never one with an id of this collection's own.
  const originals = new Map(
    (options.ankiNoteTypes ?? [])
      .filter((type) => isWritableNoteType(type) && type.id !== modelId && type.id !== clozeModelId && type.id > 0)
      .map((type) => [type.id, type]),
  );
  const used = { own: false, cloze: false, originals: new Set<number>() };

  /** The note's own note type when it came from Anki and still fits it. */
  const originalOf = (note: ExportNote) => {
    const type = note.anki ? originals.get(note.anki.noteTypeId) : undefined;
    return type && note.anki!.fields.length === type.fields.length ? type : undefined;
  };

  /** A note from Anki as it was, its recording under the name the package gives it. */
  const originalFields = (note: ExportNote, origin: AnkiOrigin) => {
    // As Anki keeps them: only the field separator could break the note, and a field Anki gave cannot hold it.
    const fields = origin.fields.map((field) => field.replaceAll(FIELD_SEPARATOR, ""));
    if (!note.audioName) return fields;
    const name = mediaNames.nameOf(note.audioName);
    if (name === note.audioName) return fields;
    return fields.map((field) => field.replaceAll(`[sound:${note.audioName}]`, `[sound:${name}]`));
  };

  const fieldsOf = (note: ExportNote) => {
    if (note.cloze) return [plainTextToFieldHtml(note.cloze.text), plainTextToFieldHtml(note.cloze.backExtra)];
    const fields = [plainTextToFieldHtml(note.term), plainTextToFieldHtml(note.translation)];
    if (layout.hasReading) fields.push(plainTextToFieldHtml(note.reading ?? ""));
    const sound = (name: string | null | undefined) => (name ? `[sound:${mediaNames.nameOf(name)}]` : "");
    if (layout.hasAudio) fields.push(sound(note.audioName));
    if (layout.hasContext) {
      const { sentence, sentenceMeaning, pictureName, sentenceAudioName } = note.context ?? {};
      const picture = pictureName ? `<img src="${escapeAttribute(mediaNames.nameOf(pictureName))}">` : "";
      fields.push(plainTextToFieldHtml(sentence ?? ""), plainTextToFieldHtml(sentenceMeaning ?? ""), picture);
      fields.push(sound(sentenceAudioName));
    }
    return fields;
  };

  return {
    /** Adds a batch of notes (in deck order) with their cards and reviews, in one transaction. */
    async addNotes(notes: readonly ExportNote[]): Promise<void> {
      const prepared: {
        note: ExportNote;
        id: number;
        guid: string;
        model: number;
        mod: number;
        tags: string;
        fields: string[];
        sortText: string;
        firstText: string;
        cards: readonly ExportCard[];
      }[] = [];
      for (const note of notes) {
        const at: number = index + prepared.length;
        const original = originalOf(note);
        const id = base + at;
        const guid = await guidOf(note.guid || note.key, at);
        if (original && note.anki) {
          const fields = originalFields(note, note.anki);
          const tags = note.anki.tags.map((tag) => tag.replace(/\s+/g, "_")).filter(Boolean);
          prepared.push({
            note,
            id,
            guid,
            model: original.id,
            mod: note.anki.mtime,
            tags: tags.length > 0 ? ` ${tags.join(" ")} ` : "",
            fields,
            sortText: strippedFieldText(fields[original.sortField] ?? fields[0] ?? ""),
            firstText: strippedFieldText(fields[0] ?? ""),
            // A cloze note's cards are its numbers; a standard note's, its note type's templates.
            cards: original.kind === "cloze" ? note.cards : note.cards.filter((c) => c.ord < original.templates.length),
          });
          used.originals.add(original.id);
          continue;
        }
        const fields = fieldsOf(note);
        const sortText = strippedFieldText(fields[0] ?? "");
        const model = note.cloze ? clozeModelId : modelId;
        if (note.cloze) used.cloze = true;
        else used.own = true;
        const mod = nowSecs;
        prepared.push({
          note,
          id,
          guid,
          model,
          mod,
          tags: "",
          fields,
          sortText,
          firstText: sortText,
          cards: note.cards,
        });
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
      const fromAnki = [...used.originals].map((id) => originals.get(id)!);
      const own = fromAnki.length === 0 || used.own;
      const cloze = options.cloze === true && (fromAnki.length === 0 || used.cloze);
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
