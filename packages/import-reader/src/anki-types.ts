/** Plain objects read from an Anki package. Ids are Anki's own (milliseconds since 1970 for most). */

export type AnkiCollectionFile = "collection.anki21b" | "collection.anki21" | "collection.anki2";

export interface AnkiDeck {
  id: number;
  /** Full path with `::` between levels, e.g. `Music::Intervals`. */
  name: string;
  /** Filtered (dynamic) decks hold cards borrowed from their home decks. */
  filtered: boolean;
  /** Its deck options preset (`deck_config` id; 0 when none is named). */
  configId?: number;
  /** The deck's own desired retention, overriding its preset's (0–1); null: the preset's. */
  desiredRetention?: number | null;
}

/** A deck options preset's FSRS settings (`deck_config`, or `col.dconf` in schema 11). */
export interface AnkiDeckOptions {
  id: number;
  name: string;
  /** FSRS parameters, the newest version the preset holds (21, 19 or 17 numbers); empty when none. */
  params: number[];
  /** Desired retention (0–1); null when the preset has none. */
  desiredRetention: number | null;
}

export interface AnkiNoteType {
  id: number;
  name: string;
  /** Field names in the order of the note's fields. */
  fields: string[];
  /** Card template names, in order (a card's `ordinal` indexes these for standard note types). */
  templates: string[];
  kind: "standard" | "cloze";
}

/**
 * A note type as a package defines it, whole enough to write notes back under it so that Anki's importer
 * recognises it: its id, kind, field and template names in order (what Anki compares), its last change
 * (Anki replaces its own copy only with a newer one), and how its cards look.
 */
export interface AnkiNoteTypeDefinition {
  id: number;
  name: string;
  kind: "standard" | "cloze";
  /** Last change, seconds since 1970. */
  mtime: number;
  /** Index of the field the browser sorts by. */
  sortField: number;
  fields: string[];
  /** Templates in order; `front`/`back` empty where the package did not say. */
  templates: { name: string; front: string; back: string }[];
  css: string;
}

export interface AnkiNote {
  id: number;
  guid: string;
  noteTypeId: number;
  /** Field contents as stored by Anki (HTML); see `toSafeText`. */
  fields: string[];
  tags: string[];
}

/** `type` of a card: 0 new, 1 learning, 2 review, 3 relearning. */
export type AnkiCardType = 0 | 1 | 2 | 3;

export interface AnkiCard {
  id: number;
  noteId: number;
  deckId: number;
  /** Template index (standard) or cloze number minus one (cloze). */
  ordinal: number;
  type: number;
  /** -3 buried by hand, -2 buried (sibling), -1 suspended, 0 new, 1 learning, 2 review, 3 day-learning, 4 preview. */
  queue: number;
  suspended: boolean;
  buried: boolean;
  /** New: position; review: day number counted from `collectionCreated`; learning: seconds since 1970. */
  due: number;
  /** Days (review cards); 0 for new cards. */
  interval: number;
  /** Ease in permille (2500 = 250 %); 0 for new cards. */
  easeFactor: number;
  reps: number;
  lapses: number;
  /** Home deck and due of a card now in a filtered deck; 0 otherwise. */
  originalDeckId: number;
  originalDue: number;
  /** FSRS memory state when the collection used FSRS (from the card's data). */
  memory?: { stability: number; difficulty: number };
}

export interface AnkiReview {
  /** Time of the review, milliseconds since 1970. */
  id: number;
  cardId: number;
  /** 1 again, 2 hard, 3 good, 4 easy; 0 for a manual change. */
  ease: number;
  /** Days when positive, seconds when negative (learning steps). */
  interval: number;
  lastInterval: number;
  /** Ease in permille (or FSRS difficulty × 100 + 100 with FSRS). */
  factor: number;
  /** Time taken, milliseconds. */
  timeMs: number;
  /** 0 learn, 1 review, 2 relearn, 3 filtered, 4 manual, 5 rescheduled. */
  type: number;
}

export interface AnkiMediaFile {
  /** Name used by fields (`<img src="…">`, `[sound:…]`). */
  name: string;
  /** Declared size in bytes (before zstd for new packages when the map gives none). */
  size: number;
  /** Name of the zip entry that holds it ("0", "1", …). */
  zipEntry: string;
}

export interface AnkiMedia {
  files: AnkiMediaFile[];
  has(name: string): boolean;
  /** Unpacks one file on demand; null when the package does not hold it. */
  read(name: string): Promise<Uint8Array | null>;
}

/** What a collection file holds. */
export interface AnkiCollection {
  /** 11 for the legacy layout (note types as JSON in `col`), 15–18 for the table layout. */
  schemaVersion: number;
  /** Collection creation, seconds since 1970 (review `due` days count from its day). */
  collectionCreated: number;
  decks: AnkiDeck[];
  noteTypes: AnkiNoteType[];
  notes: AnkiNote[];
  cards: AnkiCard[];
  revlog: AnkiReview[];
  /** Things skipped while reading (unsafe media names, cards of missing notes, …). */
  warnings: string[];
}

export interface AnkiPackage extends AnkiCollection {
  /** Which collection file was read. */
  source: AnkiCollectionFile;
  media: AnkiMedia;
}
