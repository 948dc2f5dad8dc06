import { type AnkiPackage, ImportReadError, readAnkiPackage, readDelimited, readField } from "@app/import-reader";

/** The most an upload may be; said in the refusal (the reader's own default is the same). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/**
 * An upload read into one shape for both kinds of file: notes with fields (as safe text), and for Anki
 * packages the cards, decks and review history behind them. Nothing here touches the database.
 */
export type ImportSource = DelimitedSource | AnkiSource;

export interface SourceNote {
  /** What a re-import matches on: the note GUID (Anki) or the term (CSV), filled in by the plan. */
  guid: string | null;
  /** Field texts, already reduced to safe plain text. */
  fields: string[];
  /** Field names of the note's type (Anki) or the file's columns. */
  noteTypeId: number;
  sounds: string[];
  hasImage: boolean;
  cloze: boolean;
  /** CSV line, for messages. */
  line?: number;
}

export interface DelimitedSource {
  kind: "delimited";
  fileName: string;
  fields: string[];
  notes: SourceNote[];
  problems: { line: number; reason: string }[];
}

export interface AnkiSource {
  kind: "anki";
  fileName: string;
  pkg: AnkiPackage;
  noteTypes: Map<number, { name: string; fields: string[]; cloze: boolean }>;
  /** Notes by Anki note id. */
  notes: Map<number, SourceNote>;
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

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Text as PostgreSQL and the learner's screen can take it: no NUL or other control characters. */
export function plainText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

export function importKindOf(fileName: string, bytes: Uint8Array): "anki" | "delimited" {
  return /\.(apkg|colpkg)$/i.test(fileName) || isZip(bytes) ? "anki" : "delimited";
}

export async function readImportSource(bytes: Uint8Array, fileName: string): Promise<ImportSource> {
  if (bytes.byteLength > IMPORT_MAX_BYTES) {
    // The reader says the same; checked here too so a CSV gets the 100 MB limit rather than its own.
    throw new ImportReadError(
      "FILE_TOO_LARGE",
      `This file is larger than 100 MB, the most that can be imported at once.`,
      { limit: IMPORT_MAX_BYTES, size: bytes.byteLength },
    );
  }
  if (importKindOf(fileName, bytes) === "anki") return readAnki(bytes, fileName);
  return readCsv(bytes, fileName);
}

function readCsv(bytes: Uint8Array, fileName: string): DelimitedSource {
  const file = readDelimited(bytes, { maxFileBytes: IMPORT_MAX_BYTES });
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
    fields,
    notes,
    problems: file.problems.filter((p) => p.skipped).map(({ line, reason }) => ({ line, reason })),
  };
}

async function readAnki(bytes: Uint8Array, fileName: string): Promise<AnkiSource> {
  const pkg = await readAnkiPackage(bytes, {
    maxFileBytes: IMPORT_MAX_BYTES,
    maxUncompressedBytes: 4 * IMPORT_MAX_BYTES,
  });
  const noteTypes = new Map(
    pkg.noteTypes.map(
      (t) => [t.id, { name: plainText(t.name), fields: t.fields.map(plainText), cloze: t.kind === "cloze" }] as const,
    ),
  );
  for (const deck of pkg.decks) deck.name = plainText(deck.name);
  const notes = new Map<number, SourceNote>();
  for (const note of pkg.notes) {
    const read = note.fields.map((value) => readField(value));
    notes.set(note.id, {
      guid: note.guid,
      fields: read.map((r) => r.text),
      noteTypeId: note.noteTypeId,
      sounds: read.flatMap((r) => r.sounds),
      hasImage: read.some((r) => r.images.length > 0),
      cloze: noteTypes.get(note.noteTypeId)?.cloze === true || read.some((r) => r.cloze),
    });
  }
  return { kind: "anki", fileName, pkg, noteTypes, notes };
}
