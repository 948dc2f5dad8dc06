import type { AnkiNoteTypeDefinition } from "@app/import-reader";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { PlannedWord } from "./plan";

/** Characters of notes one statement carries at most (a note is at most `RAW_NOTE_MAX_CHARS`). */
const STATEMENT_CHARS = 1024 * 1024;

/** Rows in groups whose JSON stays under `max` characters (one row alone may pass it). */
function bySize<T>(rows: T[], max: number): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let size = 0;
  for (const row of rows) {
    const length = JSON.stringify(row).length;
    if (group.length > 0 && size + length > max) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(row);
    size += length;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Keeps the Anki notes of a batch's words (once per note, on its first item) and the deck's note types they use,
 * as the package had them; a note imported again replaces what was kept of it. A note's first item that came
 * without one (a note no longer kept whole) loses what was kept before, so an export never writes stale fields.
 * `known`: the note types already written to this deck by this import.
 */
export async function writeAnkiNotes(
  db: Db,
  target: { deckId: string; fromAnki: boolean; known: Set<number>; turn: () => Promise<void> },
  words: PlannedWord[],
  ids: Map<string, number>,
  noteTypes: readonly AnkiNoteTypeDefinition[],
): Promise<void> {
  if (!target.fromAnki) return;
  const kept = words.filter((w) => w.anki && ids.has(w.key));
  const needed = new Set(kept.map((w) => w.anki!.noteTypeId));
  const types = noteTypes.filter((t) => needed.has(t.id) && !target.known.has(t.id));
  if (types.length > 0) {
    const json = JSON.stringify(types.map((definition) => ({ id: definition.id, definition })));
    await db.execute(sql`
      INSERT INTO anki_note_types (own_deck_id, id, definition)
      SELECT ${target.deckId}, r.id, r.definition FROM jsonb_to_recordset(${json}::jsonb) AS r(id bigint, definition jsonb)
      ON CONFLICT (own_deck_id, id) DO UPDATE SET definition = excluded.definition`);
    for (const type of types) target.known.add(type.id);
  }
  const rows = kept.map((w) => ({
    word_id: ids.get(w.key)!,
    note_type_id: w.anki!.noteTypeId,
    mtime: w.anki!.mtime,
    fields: w.anki!.fields,
    tags: w.anki!.tags,
    origin: w.anki!.origin,
  }));
  for (const part of bySize(rows, STATEMENT_CHARS)) {
    await target.turn();
    await db.execute(sql`
      INSERT INTO anki_notes (word_id, note_type_id, mtime, fields, tags, origin)
      SELECT r.word_id, r.note_type_id, r.mtime, r.fields, r.tags, r.origin
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        AS r(word_id int, note_type_id bigint, mtime bigint, fields jsonb, tags jsonb, origin jsonb)
      ON CONFLICT (word_id) DO UPDATE SET note_type_id = excluded.note_type_id, mtime = excluded.mtime,
        fields = excluded.fields, tags = excluded.tags, origin = excluded.origin`);
  }
  const dropped = words.filter((w) => w.rootKey === null && !w.anki && ids.has(w.key)).map((w) => ids.get(w.key)!);
  if (dropped.length > 0) {
    await db.execute(sql`DELETE FROM anki_notes WHERE word_id = ANY(${`{${dropped.join(",")}}`}::int[])`);
  }
}
