import { readFile, stat } from "node:fs/promises";
import type { AnkiDeckFsrs, AnkiPresetFsrs } from "@app/domain/create/anki-fsrs-options";
import { OWN_DECK_WORD_LIMIT } from "@app/domain/create/own-deck";
import {
  type AnkiCard,
  type AnkiDeck,
  type AnkiMedia,
  type AnkiNoteTypeDefinition,
  type AnkiPackageReader,
  type AnkiReview,
  ImportReadError,
  openAnkiPackageFile,
  readDelimited,
  readField,
} from "@app/import-reader";

/** The most an upload may be; said in the refusal (the reader's own default is the same). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/** A word list is read whole (in the worker): it may be this large, and is refused past one deck's words. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;
/** Notes read, planned and written together: bounds the memory an import holds at once. */
export const NOTES_PER_BATCH = 2000;

export interface SourceNote {
  /** Anki note id, or the CSV line. */
  id: number;
  /** What a re-import matches on: the note GUID (Anki), or null (CSV: the term). */
  guid: string | null;
  /** Field texts, already reduced to safe plain text. */
  fields: string[];
  noteTypeId: number;
  sounds: string[];
  hasImage: boolean;
  cloze: boolean;
  /** Of a cloze note type, yet no field holds a cloze (`{{c1::…}}`). */
  clozeless?: boolean;
  /** CSV line, for messages. */
  line?: number;
  /** An Anki note as the package holds it: fields as HTML, tags and last change (seconds). */
  raw?: { fields: string[]; tags: string[]; mtime: number };
}

export interface SourceBatch {
  notes: SourceNote[];
  cards: AnkiCard[];
  revlog: AnkiReview[];
}

/**
 * An upload opened for reading, in one shape for both kinds of file: the small parts at hand, the notes
 * read in batches. Nothing here touches the database.
 */
export interface OpenedSource {
  kind: "anki" | "delimited";
  fileName: string;
  /** The collection's identity (its creation time) for Anki packages; null for word lists. */
  collectionKey: string | null;
  collectionCreated: number;
  fieldsOf(noteTypeId: number): string[];
  isClozeType(noteTypeId: number): boolean;
  /** An Anki note type whole (names as Anki has them, templates' HTML when not too large); none for word lists. */
  noteTypeDefinition(noteTypeId: number): AnkiNoteTypeDefinition | undefined;
  decks: AnkiDeck[];
  counts: { notes: number; reviews: number };
  /** Notes the package names but does not hold (its cards point to them), and notes of missing note types. */
  missing: { notes: number; notesWithoutType: number };
  problems: { line: number; reason: string }[];
  media: AnkiMedia | null;
  /** The collection's deck options presets and each normal deck's preset (Anki packages). */
  fsrsOptions: { presets: AnkiPresetFsrs[]; decks: AnkiDeckFsrs[] } | null;
  batches(): Iterable<SourceBatch>;
  close(): void;
}

const HEADER_WORDS = new Set([
  "term",
  "translation",
  "reading",
  "word",
  "meaning",
  "front",
  "back",
  "pinyin",
  "kana",
  "definition",
  "expression",
]);

/** A first row made of column names ("term,translation,reading", as our own export writes) is a header. */
function isHeaderRow(fields: string[]): boolean {
  const known = fields.filter((f) => HEADER_WORDS.has(f.trim().toLowerCase())).length;
  return known >= 2 && known === fields.filter((f) => f.trim() !== "").length;
}

/** Text as PostgreSQL and the learner's screen can take it: no NUL or other control characters. */
export function plainText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

function tooLarge(limit: number, size: number): ImportReadError {
  const mb = Math.round(limit / (1024 * 1024));
  return new ImportReadError(
    "FILE_TOO_LARGE",
    `This file is larger than ${mb} MB, the most that can be imported at once.`,
    {
      limit,
      size,
    },
  );
}

export async function openImportSource(
  path: string,
  fileName: string,
  kind: "anki" | "delimited",
  workDir: string,
): Promise<OpenedSource> {
  const { size } = await stat(path);
  if (size > IMPORT_MAX_BYTES) throw tooLarge(IMPORT_MAX_BYTES, size);
  if (kind === "anki") return openAnki(path, fileName, workDir);
  if (size > CSV_MAX_BYTES) throw tooLarge(CSV_MAX_BYTES, size);
  return openCsv(new Uint8Array(await readFile(path)), fileName);
}

function openCsv(bytes: Uint8Array, fileName: string): OpenedSource {
  // One more row than a deck may hold: a header row; past it the file is refused while it is parsed.
  const file = readDelimited(bytes, { maxFileBytes: CSV_MAX_BYTES, maxRows: OWN_DECK_WORD_LIMIT + 1 });
  const rows = [...file.rows];
  let fields: string[];
  if (file.headers.columns?.length) {
    fields = file.headers.columns;
  } else if (rows[0] && isHeaderRow(rows[0].fields)) {
    fields = rows.shift()!.fields.map((f) => plainText(f).trim());
  } else {
    const widest = rows.reduce((n, r) => Math.max(n, r.fields.length), 0);
    fields = Array.from({ length: widest }, (_, i) => `Column ${i + 1}`);
  }
  if (rows.length === 0 || fields.length < 2) {
    throw new ImportReadError(
      "NO_NOTES",
      fields.length < 2 && rows.length > 0
        ? "This file has only one column: each line needs at least a term and its translation, separated by a tab, comma or semicolon."
        : "This file holds no lines to import.",
    );
  }
  const html = file.headers.html === true;
  const notes = rows.map((row): SourceNote => {
    const read = row.fields.map((value) => (html ? readField(value) : null));
    return {
      id: row.line,
      guid: null,
      fields: row.fields.map((value, i) => (html ? read[i]!.text : plainText(value).trim())),
      noteTypeId: 0,
      sounds: html ? read.flatMap((r) => r!.sounds) : [],
      hasImage: html ? read.some((r) => r!.images.length > 0) : false,
      cloze: false,
      line: row.line,
    };
  });
  return {
    kind: "delimited",
    fileName,
    collectionKey: null,
    collectionCreated: 0,
    fieldsOf: () => fields,
    isClozeType: () => false,
    noteTypeDefinition: () => undefined,
    decks: [],
    counts: { notes: notes.length, reviews: 0 },
    missing: { notes: 0, notesWithoutType: 0 },
    problems: file.problems.filter((p) => p.skipped).map(({ line, reason }) => ({ line, reason })),
    media: null,
    fsrsOptions: null,
    *batches() {
      for (let i = 0; i < notes.length; i += NOTES_PER_BATCH) {
        yield { notes: notes.slice(i, i + NOTES_PER_BATCH), cards: [], revlog: [] };
      }
    },
    close() {},
  };
}

async function openAnki(path: string, fileName: string, workDir: string): Promise<OpenedSource> {
  const reader: AnkiPackageReader = await openAnkiPackageFile(path, {
    maxFileBytes: IMPORT_MAX_BYTES,
    maxUncompressedBytes: 4 * IMPORT_MAX_BYTES,
    workDir,
  });
  const noteTypes = new Map(
    reader.noteTypes.map((t) => [t.id, { fields: t.fields.map(plainText), cloze: t.kind === "cloze" }] as const),
  );
  for (const deck of reader.decks) deck.name = plainText(deck.name);
  const definitions = new Map(reader.noteTypeDefinitions().flatMap((d) => keptDefinition(d)));
  return {
    kind: "anki",
    fileName,
    collectionKey: String(reader.collectionCreated),
    collectionCreated: reader.collectionCreated,
    fieldsOf: (id) => noteTypes.get(id)?.fields ?? [],
    isClozeType: (id) => noteTypes.get(id)?.cloze === true,
    noteTypeDefinition: (id) => definitions.get(id),
    decks: reader.decks,
    counts: { notes: reader.counts.notes, reviews: reader.counts.reviews },
    missing: { notes: reader.missing.notes, notesWithoutType: reader.missing.notesWithoutType },
    problems: [],
    media: reader.media,
    fsrsOptions: {
      presets: reader.deckOptions,
      decks: reader.decks
        .filter((deck) => !deck.filtered)
        .map((deck) => ({
          id: deck.id,
          configId: deck.configId ?? 0,
          desiredRetention: deck.desiredRetention ?? null,
          cards: reader.cardsPerDeck[deck.id] ?? 0,
        })),
    },
    *batches() {
      for (const batch of reader.noteBatches(NOTES_PER_BATCH)) {
        const notes = batch.notes.map((note): SourceNote => {
          const read = note.fields.map((value) => readField(value));
          return {
            id: note.id,
            guid: note.guid,
            fields: read.map((r) => r.text),
            noteTypeId: note.noteTypeId,
            sounds: read.flatMap((r) => r.sounds),
            hasImage: read.some((r) => r.images.length > 0),
            cloze: noteTypes.get(note.noteTypeId)?.cloze === true || read.some((r) => r.cloze),
            clozeless: noteTypes.get(note.noteTypeId)?.cloze === true && !read.some((r) => r.cloze),
            raw: { fields: note.fields, tags: note.tags, mtime: batch.mtimes.get(note.id) ?? 0 },
          };
        });
        yield { notes, cards: batch.cards, revlog: batch.revlog };
      }
    },
    close: () => reader.close(),
  };
}

/** A note type's definition past this (its templates' HTML and styling as JSON) is kept without them. */
const DEFINITION_MAX_CHARS = 256 * 1024;

/**
 * A note type as an import keeps it: whole, or without its HTML when that is very large (an export then
 * writes plain templates). None when it holds what the database cannot store (a NUL character).
 */
function keptDefinition(definition: AnkiNoteTypeDefinition): [number, AnkiNoteTypeDefinition][] {
  let kept = definition;
  if (JSON.stringify(kept).length > DEFINITION_MAX_CHARS) {
    kept = { ...kept, css: "", templates: kept.templates.map(({ name }) => ({ name, front: "", back: "" })) };
  }
  const json = JSON.stringify(kept);
  return json.length > DEFINITION_MAX_CHARS || json.includes("\\u0000") ? [] : [[kept.id, kept]];
}
