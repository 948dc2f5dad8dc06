// Its own module: the package writer (write-anki-package.ts) and the text helpers it uses
// (anki-export-text.ts: guids, media names) both read it; declared in the writer, the two files would
// import each other.

/** One word of an exported deck, as plain text. */
export interface ExportWord {
  /** Stable identity of the word; becomes the note's guid so that re-imports update instead of duplicating. */
  key: string;
  term: string;
  translation: string;
  reading: string | null;
  audio?: { name: string; bytes: Uint8Array } | null;
}
