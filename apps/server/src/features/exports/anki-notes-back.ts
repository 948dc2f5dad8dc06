import { type AnkiNoteTypeDefinition, type AnkiOrigin, plainTextToFieldHtml } from "@app/import-reader";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AnkiNoteOrigin, ankiNotes, ankiNoteTypes } from "../../db/schema";
import { type ClozeRow, clozeNote } from "./cloze-notes";

/**
 * Notes that came from an Anki package go back as Anki had them: under their own note type, with their fields
 * as Anki stored them (HTML, recordings and pictures named), tags and last change, so that importing the export
 * into the collection they came from updates them in place. A field the learner changed here (the word's term,
 * translation or reading, a cloze's text) carries the new text, and only then is the note's last change now.
 */

/** What the import kept of a note, by its first item's id. */
export type KeptAnkiNote = typeof ankiNotes.$inferSelect;

/** The deck's Anki note types, as the import kept them. */
export async function ankiNoteTypesOf(db: Db, deckId: string): Promise<AnkiNoteTypeDefinition[]> {
  const rows = await db
    .select({ definition: ankiNoteTypes.definition })
    .from(ankiNoteTypes)
    .where(eq(ankiNoteTypes.ownDeckId, deckId));
  return rows.map((r) => r.definition);
}

/** The kept Anki notes of these first items whose note type can be written back, by item id. */
export async function keptAnkiNotes(
  db: Db,
  wordIds: number[],
  writable: ReadonlySet<number>,
): Promise<Map<number, KeptAnkiNote>> {
  if (wordIds.length === 0 || writable.size === 0) return new Map();
  const rows = await db.select().from(ankiNotes).where(inArray(ankiNotes.wordId, wordIds));
  return new Map(rows.filter((r) => writable.has(r.noteTypeId)).map((r) => [r.wordId, r]));
}

/** A field's text as the learner has it now: the field as Anki had it, unless the text differs from what was read. */
function fieldSetter(fields: string[]) {
  let changed = false;
  return {
    set(index: number | null, now: string | null, then: string | null) {
      if (index === null || index < 0 || index >= fields.length || (now ?? "") === (then ?? "")) return;
      fields[index] = plainTextToFieldHtml(now ?? "");
      changed = true;
    },
    changed: () => changed,
  };
}

/** A note changed here is newer than Anki's copy (Anki takes a note again only when it is newer); else as it was. */
const lastChange = (kept: KeptAnkiNote, changed: boolean, nowSecs: number) =>
  changed ? Math.max(nowSecs, kept.mtime + 1) : kept.mtime;

/** A word (and its reversed direction) back into the standard note it was read from. */
export function standardNoteBack(
  kept: KeptAnkiNote,
  word: { term: string; translation: string; reading: string | null },
  nowSecs: number,
): { anki: AnkiOrigin; wordOrd: number } | null {
  const origin: AnkiNoteOrigin = kept.origin;
  if (origin.kind !== "standard") return null;
  const fields = [...kept.fields];
  const field = fieldSetter(fields);
  field.set(origin.term, word.term, origin.read.term);
  field.set(origin.translation, word.translation, origin.read.translation);
  field.set(origin.reading, word.reading, origin.read.reading);
  const anki = {
    noteTypeId: kept.noteTypeId,
    fields,
    tags: kept.tags,
    mtime: lastChange(kept, field.changed(), nowSecs),
  };
  return { anki, wordOrd: origin.wordOrd };
}

/** A cloze note's items back into the note they were read from: its text rebuilt only when an item changed. */
export function clozeNoteBack(
  kept: KeptAnkiNote,
  translation: string,
  items: readonly ClozeRow[],
  nowSecs: number,
): AnkiOrigin | null {
  const origin: AnkiNoteOrigin = kept.origin;
  if (origin.kind !== "cloze") return null;
  const fields = [...kept.fields];
  const field = fieldSetter(fields);
  const key = (i: { number: number | null; term: string; sentence: string | null; hint: string | null }) =>
    JSON.stringify([i.number, i.term, i.sentence, i.hint]);
  const now = items.map((i) => key({ number: i.clozeNumber, term: i.term, sentence: i.sentence, hint: i.clozeHint }));
  const then = origin.read.items.map(key);
  if (now.sort().join("\n") !== then.sort().join("\n")) {
    const rebuilt = clozeNote(translation, items);
    if (rebuilt) field.set(origin.text, rebuilt.text, null);
  }
  // The translation goes back where it was read, or (read from the text filled in) to the note's other field.
  const extra = origin.extra ?? fields.findIndex((_, i) => i !== origin.text);
  field.set(extra, translation, origin.read.translation);
  return { noteTypeId: kept.noteTypeId, fields, tags: kept.tags, mtime: lastChange(kept, field.changed(), nowSecs) };
}
