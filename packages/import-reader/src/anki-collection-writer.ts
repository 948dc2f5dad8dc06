import Database from "better-sqlite3";
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
import {
  type CardContext,
  cardDataJson,
  cardSchedule,
  type ExportCard,
  type RevlogRow,
  revlogRows,
} from "./anki-export-rows";
import {
  cleanText,
  fieldChecksum,
  hex,
  looksLikeGuid,
  plainTextToFieldHtml,
  safeMediaName,
  sha1,
  strippedFieldText,
} from "./anki-export-text";

/** One note of a deck written in batches: the word's text, its recording's name, and its cards. */
export interface ExportNote {
  /** Stable identity of the word: the note's guid, so a re-import updates instead of duplicating. */
  key: string;
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
  /** Collection creation (`crt`) and the base of every id, so two exports of one deck keep their ids. */
  createdAt: Date;
  /**
   * `crt`, which review cards' due days count from: no later than any due date (Anki's due days are not
   * negative). Default: `createdAt`.
   */
  collectionCreatedAt?: Date;
  now: Date;
  desiredRetention: number;
  decay: number;
}

/** A media file the package must hold: where the deck keeps it, and its name in the package. */
export interface PlannedMedia {
  sourceName: string;
  name: string;
}

/** Safe, unique media names, one per recording of the deck. */
function createMediaNames() {
  const bySource = new Map<string, string>();
  const taken = new Set<string>();
  return {
    nameOf(sourceName: string): string {
      const known = bySource.get(sourceName);
      if (known) return known;
      const safe = safeMediaName(sourceName, `audio-${bySource.size + 1}.mp3`);
      const dot = safe.lastIndexOf(".");
      let name = safe;
      for (let n = 2; taken.has(name); n++) {
        name = dot > 0 ? `${safe.slice(0, dot)}-${n}${safe.slice(dot)}` : `${safe}-${n}`;
      }
      taken.add(name);
      bySource.set(sourceName, name);
      return name;
    },
    planned: (): PlannedMedia[] => [...bySource].map(([sourceName, name]) => ({ sourceName, name })),
  };
}

/** The note's guid: the word's key, or 64 bits of its SHA-1 (the size of Anki's guids); unique in the package. */
function createGuids() {
  const guids = new Set<string>();
  return async (key: string, at: number) => {
    let guid = looksLikeGuid(key) ? key : hex((await sha1(key)).subarray(0, 8));
    // Two words with one key would make Anki merge them into one note; keep both, the later one renamed.
    if (guids.has(guid)) guid = hex((await sha1(`${key}\u0000${at}`)).subarray(0, 8));
    guids.add(guid);
    return guid;
  };
}

/** Revlog ids are review times in ms and must be unique: a review at the same ms moves a ms later. */
function uniqueRevlogInsert(insert: Database.Statement) {
  return (row: RevlogRow) => {
    for (let id = row[0]; ; id++) {
      try {
        insert.run(id, ...row.slice(1));
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== "SQLITE_CONSTRAINT_PRIMARYKEY") throw error;
      }
    }
  };
}

/** Writes a note's cards (one new card when it has none) and their reviews; counts the new cards. */
function cardWriter(
  db: Database.Database,
  { deckId, nowSecs, context }: { deckId: number; nowSecs: number; context: CardContext },
) {
  const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)");
  const insertReview = uniqueRevlogInsert(db.prepare("INSERT INTO revlog VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
  let newCards = 0;
  return {
    write(noteId: number, noteCards: readonly ExportCard[]) {
      const cards = noteCards.length > 0 ? noteCards : [{ ord: 0, memory: null, reviews: [] }];
      for (const card of cards) {
        const cardId = noteId + card.ord * CARD_ID_STRIDE;
        const schedule = cardSchedule(card.memory, newCards + 1, context);
        if (schedule.type === 0) newCards += 1;
        const { type, queue, due, ivl, factor, reps, lapses, left } = schedule;
        const data = cardDataJson(card.memory, context);
        insertCard.run(
          cardId,
          noteId,
          deckId,
          card.ord,
          nowSecs,
          type,
          queue,
          due,
          ivl,
          factor,
          reps,
          lapses,
          left,
          data,
        );
        for (const row of revlogRows(cardId, card.reviews)) insertReview(row);
      }
    },
    newCards: () => newCards,
  };
}

/** Card ids of the templates after the first: apart from the notes' own ids by this many per template. */
const CARD_ID_STRIDE = 1_000_000;

function validMs(date: Date, what: string): number {
  const ms = date.getTime();
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`${what} must be a valid date after 1970`);
  return ms;
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
    fields: ["Term", "Translation", ...(options.hasReading ? ["Reading"] : []), ...(options.hasAudio ? ["Audio"] : [])],
  };
  const modelId = base;
  const clozeModelId = base + 2;
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
  const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
  const mediaNames = createMediaNames();
  const guidOf = createGuids();
  const cards = cardWriter(db, { deckId, nowSecs, context });
  const writeCards = cards.write;
  let index = 0;

  const fieldsOf = (note: ExportNote) => {
    if (note.cloze) return [plainTextToFieldHtml(note.cloze.text), plainTextToFieldHtml(note.cloze.backExtra)];
    const fields = [plainTextToFieldHtml(note.term), plainTextToFieldHtml(note.translation)];
    if (layout.hasReading) fields.push(plainTextToFieldHtml(note.reading ?? ""));
    if (layout.hasAudio) fields.push(note.audioName ? `[sound:${mediaNames.nameOf(note.audioName)}]` : "");
    return fields;
  };

  return {
    /** Adds a batch of notes (in deck order) with their cards and reviews, in one transaction. */
    async addNotes(notes: readonly ExportNote[]): Promise<void> {
      const prepared: { note: ExportNote; id: number; guid: string; fields: string[]; sortText: string }[] = [];
      for (const note of notes) {
        const at: number = index + prepared.length;
        const fields = fieldsOf(note);
        const sortText = strippedFieldText(fields[0] ?? "");
        prepared.push({ note, id: base + at, guid: await guidOf(note.key, at), fields, sortText });
      }
      const checksums = await Promise.all(prepared.map((p) => fieldChecksum(p.sortText)));
      db.transaction(() => {
        for (const [i, { note, id, guid, fields, sortText }] of prepared.entries()) {
          const model = note.cloze ? clozeModelId : modelId;
          insertNote.run(id, guid, model, nowSecs, fields.join(FIELD_SEPARATOR), sortText, checksums[i]!);
          writeCards(id, note.cards);
        }
      })();
      index += prepared.length;
    },
    /** The recordings the notes named, in the order they were first met. */
    media(): PlannedMedia[] {
      return mediaNames.planned();
    },
    /** Writes the collection row (note type, decks, options) and closes the file. */
    finish(): { notes: number } {
      const decks = {
        [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, DEFAULT_DECK_NAME, "", nowSecs),
        [deckId]: deckJson(deckId, deckName, plainTextToFieldHtml(options.description), nowSecs),
      };
      db.prepare("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')").run(
        context.collectionCreatedSecs,
        nowMs,
        nowMs,
        collectionConfJson(deckId, modelId, cards.newCards() + 1),
        JSON.stringify({
          [modelId]: noteTypeJson(layout, modelId, deckId, nowSecs),
          ...(options.cloze ? { [clozeModelId]: clozeNoteTypeJson(clozeModelId, deckId, nowSecs) } : {}),
        }),
        JSON.stringify(decks),
        JSON.stringify({ [DECK_CONFIG_ID]: deckConfigJson(nowSecs) }),
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
