import type Database from "better-sqlite3";
import {
  type CardContext,
  cardDataJson,
  cardSchedule,
  type ExportCard,
  type RevlogRow,
  revlogRows,
} from "./anki-export-rows";
import { hex, looksLikeGuid, safeMediaName, sha1 } from "./anki-export-text";

/** A media file the package must hold: where the deck keeps it, and its name in the package. */
export interface PlannedMedia {
  sourceName: string;
  name: string;
}

/** Safe, unique media names, one per recording of the deck. */
export function createMediaNames() {
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
export function createGuids() {
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
export function cardWriter(
  db: Database.Database,
  { deckId, nowSecs, context }: { deckId: number; nowSecs: number; context: CardContext },
) {
  const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)");
  const insertReview = uniqueRevlogInsert(db.prepare("INSERT INTO revlog VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
  let newCards = 0;
  let withMemory = 0;
  return {
    write(noteId: number, noteCards: readonly ExportCard[]) {
      const cards = noteCards.length > 0 ? noteCards : [{ ord: 0, memory: null, reviews: [] }];
      for (const card of cards) {
        const cardId = noteId + card.ord * CARD_ID_STRIDE;
        const schedule = cardSchedule(card.memory, newCards + 1, context);
        if (schedule.type === 0) newCards += 1;
        const { type, queue, due, ivl, factor, reps, lapses, left } = schedule;
        const data = cardDataJson(card.memory, context);
        if (data) withMemory += 1;
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
    /** Cards written with an FSRS memory state. */
    withMemory: () => withMemory,
  };
}

/** Card ids of the templates after the first: apart from the notes' own ids by this many per template. */
const CARD_ID_STRIDE = 1_000_000;

export function validMs(date: Date, what: string): number {
  const ms = date.getTime();
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`${what} must be a valid date after 1970`);
  return ms;
}
