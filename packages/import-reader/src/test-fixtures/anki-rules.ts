import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BinaryReader, WireType } from "@bufbuild/protobuf/wire";
import Database from "better-sqlite3";
import { unzipSync } from "fflate";
import { decodeNotetypeKind } from "../protobuf";
import { openSqlite } from "../sqlite";
import { isZstd, unzstdBounded } from "../zstd";

/**
 * Test-only: an exported package's collection opened with SQLite, and the keys Anki's importer decides on,
 * checked the way Anki reads them (not the way our reader does).
 */

export interface ExportedCollection {
  conf: Record<string, unknown>;
  models: Record<
    string,
    {
      id: number;
      name: string;
      type: number;
      mod: number;
      flds: { name: string; id?: number | null }[];
      tmpls: { name: string; qfmt: string; afmt: string; id?: number | null }[];
    }
  >;
  decks: Record<string, { id: number; name: string; conf: number; desiredRetention?: number }>;
  dconf: Record<string, Record<string, unknown>>;
  notes: { id: number; guid: string; mid: number; mod: number; tags: string; flds: string[] }[];
  cards: {
    id: number;
    nid: number;
    did: number;
    ord: number;
    type: number;
    queue: number;
    due: number;
    ivl: number;
    data: string;
  }[];
  revlog: { id: number; cid: number; ease: number; ivl: number; time: number; type: number }[];
  media: Record<string, string>;
  ver: number;
}

/** A collection's notes in id order, each with its fields split. */
function noteRows(db: Database.Database): ExportedCollection["notes"] {
  const rows = db.prepare("SELECT id, guid, mid, mod, tags, flds FROM notes ORDER BY id").all() as {
    id: number;
    guid: string;
    mid: number;
    mod: number;
    tags: string;
    flds: string;
  }[];
  return rows.map((n) => ({ ...n, flds: n.flds.split("\x1f") }));
}

/** Unzips an `.apkg` and reads its `collection.anki2` with better-sqlite3. */
export function readExportedCollection(apkg: Uint8Array): ExportedCollection {
  const entries = unzipSync(apkg);
  const collection = entries["collection.anki2"];
  if (!collection) throw new Error("no collection.anki2 in the package");
  const dir = mkdtempSync(join(tmpdir(), "anki-rules-"));
  const path = join(dir, "collection.anki2");
  writeFileSync(path, collection);
  const db = new Database(path, { readonly: true });
  try {
    const col = db.prepare("SELECT * FROM col").get() as Record<string, string | number>;
    const notes = noteRows(db);
    return {
      ver: Number(col.ver),
      conf: JSON.parse(String(col.conf)),
      models: JSON.parse(String(col.models)),
      decks: JSON.parse(String(col.decks)),
      dconf: JSON.parse(String(col.dconf)),
      notes,
      cards: db
        .prepare("SELECT id, nid, did, ord, type, queue, due, ivl, data FROM cards ORDER BY id")
        .all() as ExportedCollection["cards"],
      revlog: db
        .prepare("SELECT id, cid, ease, ivl, time, type FROM revlog ORDER BY id")
        .all() as ExportedCollection["revlog"],
      media: JSON.parse(new TextDecoder().decode(entries.media ?? new Uint8Array())) as Record<string, string>,
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Queues a card of each type may be in (Anki's v2 rules; -1 suspended, -2/-3 buried). */
const QUEUES_OF_TYPE: Record<number, number[]> = {
  0: [0, -1, -2, -3],
  1: [1, 3, -1, -2, -3],
  2: [2, -1, -2, -3],
  3: [1, 3, -1, -2, -3],
};
const PARAM_KEYS: Record<string, number> = { fsrsWeights: 17, fsrsParams5: 19, fsrsParams6: 21 };

/** What Anki's importer would take differently from what the export means; empty when nothing. */
export function ankiImportProblems(c: ExportedCollection): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.length < 50 && problems.push(text);
  if (c.ver !== 11) say(`col.ver is ${c.ver}, not 11`);
  // Anki opens the package's collection and, when any card is not new, upgrades it unless it is v2 already.
  if (c.conf.schedVer !== 2) say(`col.conf.schedVer is ${String(c.conf.schedVer)}: read as v1, its reviews rewritten`);
  if (c.conf.sched2021 !== true) say("col.conf.sched2021 is not true");
  const guids = new Set<string>();
  for (const note of c.notes) {
    if (!note.guid || guids.has(note.guid)) say(`note ${note.id}: empty or repeated guid ${note.guid}`);
    guids.add(note.guid);
    const model = c.models[String(note.mid)];
    if (!model) say(`note ${note.id}: note type ${note.mid} missing`);
    else if (model.flds.length !== note.flds.length)
      say(`note ${note.id}: ${note.flds.length} fields, type has ${model.flds.length}`);
  }
  const noteOf = new Map(c.notes.map((n) => [n.id, n]));
  const cardIds = new Set(c.cards.map((card) => card.id));
  const answered = new Set(c.revlog.filter((r) => r.ease > 0).map((r) => r.cid));
  for (const card of c.cards) {
    const where = `card ${card.id}`;
    if (!QUEUES_OF_TYPE[card.type]?.includes(card.queue)) say(`${where}: type ${card.type} in queue ${card.queue}`);
    if (card.queue === 1 && card.due < 1_000_000_000) say(`${where}: learning queue due ${card.due} is not a time`);
    if ((card.queue === 3 || card.queue === 2) && card.due > 1_000_000) say(`${where}: due ${card.due} is not a day`);
    if (card.type !== 0 && !answered.has(card.id) && card.type !== 2)
      say(`${where}: type ${card.type} without answers`);
    const note = noteOf.get(card.nid);
    const model = note && c.models[String(note.mid)];
    if (!model) say(`${where}: note ${card.nid} missing`);
    else if (model.type === 0 && card.ord >= model.tmpls.length) say(`${where}: ord ${card.ord} has no template`);
    const deck = c.decks[String(card.did)];
    if (!deck) say(`${where}: deck ${card.did} missing`);
    else if (!c.dconf[String(deck.conf)]) say(`${where}: deck options ${deck.conf} missing`);
    if (card.data) {
      const data = JSON.parse(card.data) as { s?: number; d?: number; dr?: number };
      if (!(Number(data.s) > 0) || !(Number(data.d) >= 1 && Number(data.d) <= 10)) say(`${where}: memory ${card.data}`);
    }
  }
  for (const row of c.revlog) {
    if (!cardIds.has(row.cid)) say(`revlog ${row.id}: card ${row.cid} missing`);
    if (row.ease < 0 || row.ease > 4) say(`revlog ${row.id}: ease ${row.ease}`);
    if (row.ease === 0 && row.type !== 4 && row.type !== 5) say(`revlog ${row.id}: no rating outside a manual entry`);
    if (![0, 1, 2, 3, 4, 5].includes(row.type)) say(`revlog ${row.id}: type ${row.type}`);
  }
  for (const preset of Object.values(c.dconf)) {
    for (const [key, count] of Object.entries(PARAM_KEYS)) {
      const params = preset[key] as number[] | undefined;
      if (params && params.length > 0 && params.length !== count)
        say(`preset ${preset.id}: ${key} has ${params.length}`);
    }
    const dr = preset.desiredRetention as number | undefined;
    if (dr !== undefined && !(dr >= 0.7 && dr <= 0.99)) say(`preset ${preset.id}: desiredRetention ${dr}`);
  }
  return problems;
}

/**
 * What Anki's importer compares when a package's note has a GUID the collection already holds
 * (rslib/src/import_export/package/apkg/import/notes.rs, with the default options: note types not merged,
 * notes and note types updated when newer): a note type of the package with the id of one in the collection
 * is kept under that id only when its schema is equal (as many fields and templates, each matching the one at
 * its place: by id when both have one, else by name); otherwise it is added under a new id. A note whose note
 * type (after that) is not the one its GUID's note has is not imported ("conflicting"); one that is, is
 * updated when its last change is newer, and left as it is otherwise. Cards Anki already has (same note and
 * ord) are never changed, and the reviews of cards it does not add are not imported.
 */

/** A note type as the rules compare it. */
export interface RuleNoteType {
  id: number;
  name: string;
  kind: "standard" | "cloze";
  mtime: number;
  fields: { name: string; id: string | null }[];
  templates: { name: string; id: string | null }[];
}

/** The collection a package came from, as Anki holds it before the export is imported into it. */
export interface OriginalCollection {
  noteTypes: Map<number, RuleNoteType>;
  /** By GUID. */
  notes: Map<string, { id: number; guid: string; mid: number; mod: number; tags: string; flds: string[] }>;
  /** `${nid}:${ord}` of every card. */
  cards: Set<string>;
  revlog: { id: number; cid: number; ease: number; type: number }[];
}

/** `Notetype.Field.Config.id` (9) or `Notetype.Template.Config.id` (8), as a decimal string; null when unset. */
function configId(bytes: Uint8Array, field: number): string | null {
  const reader = new BinaryReader(bytes);
  let id: string | null = null;
  while (reader.pos < reader.len) {
    const [number, wire] = reader.tag();
    if (number === field && wire === WireType.Varint) id = String(reader.int64());
    else reader.skip(wire, number);
  }
  return id;
}

const jsonId = (value: unknown) => (typeof value === "number" || typeof value === "string" ? String(value) : null);

/** Reads the collection of an Anki package (its newest collection file that is not the stub) as the rules see it. */
export function readOriginalCollection(apkg: Uint8Array): OriginalCollection {
  const entries = unzipSync(apkg);
  const dir = mkdtempSync(join(tmpdir(), "anki-original-"));
  try {
    for (const name of ["collection.anki21b", "collection.anki21", "collection.anki2"]) {
      const packed = entries[name];
      if (!packed) continue;
      const bytes = isZstd(packed) ? unzstdBounded(packed, 1 << 30, name) : packed;
      const path = join(dir, name);
      writeFileSync(path, bytes);
      const db = openSqlite(path, name);
      try {
        const stub = db.prepare("SELECT count(*) AS n FROM notes WHERE flds LIKE 'Please update%'").get() as {
          n: number;
        };
        if (stub.n > 0) continue;
        return originalOf(db);
      } finally {
        db.close();
      }
    }
    throw new Error("no collection in the package");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function originalOf(db: Database.Database): OriginalCollection {
  const noteTypes = new Map<number, RuleNoteType>();
  const tables = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name),
  );
  if (tables.has("notetypes")) {
    type Row = { ntid: number; name: string; config: Uint8Array };
    const fields = db.prepare("SELECT ntid, name, config FROM fields ORDER BY ntid, ord").all() as Row[];
    const templates = db.prepare("SELECT ntid, name, config FROM templates ORDER BY ntid, ord").all() as Row[];
    const rows = db.prepare("SELECT id, name, mtime_secs, config FROM notetypes").all() as {
      id: number;
      name: string;
      mtime_secs: number;
      config: Uint8Array;
    }[];
    for (const row of rows) {
      noteTypes.set(row.id, {
        id: row.id,
        name: row.name,
        kind: decodeNotetypeKind(row.config) === 1 ? "cloze" : "standard",
        mtime: row.mtime_secs,
        fields: fields.filter((f) => f.ntid === row.id).map((f) => ({ name: f.name, id: configId(f.config, 9) })),
        templates: templates.filter((t) => t.ntid === row.id).map((t) => ({ name: t.name, id: configId(t.config, 8) })),
      });
    }
  } else {
    const { models } = db.prepare("SELECT models FROM col").get() as { models: string };
    for (const model of Object.values(JSON.parse(models) as ExportedCollection["models"])) {
      noteTypes.set(Number(model.id), ruleNoteTypeOfJson(model));
    }
  }
  const notes = noteRows(db);
  const cards = db.prepare("SELECT nid, ord FROM cards").all() as { nid: number; ord: number }[];
  const revlog = tables.has("revlog")
    ? (db.prepare("SELECT id, cid, ease, type FROM revlog ORDER BY id").all() as OriginalCollection["revlog"])
    : [];
  return {
    noteTypes,
    notes: new Map(notes.map((n) => [n.guid, n])),
    cards: new Set(cards.map((c) => `${c.nid}:${c.ord}`)),
    revlog,
  };
}

/** A schema-11 note type (`col.models`) as the rules compare it; its fields and templates by `ord`. */
function ruleNoteTypeOfJson(model: ExportedCollection["models"][string]): RuleNoteType {
  const byOrd = <T>(list: T[]) =>
    [...list].sort((a, b) => Number((a as { ord?: number }).ord ?? 0) - Number((b as { ord?: number }).ord ?? 0));
  return {
    id: Number(model.id),
    name: model.name,
    kind: Number(model.type) === 1 ? "cloze" : "standard",
    mtime: Number(model.mod ?? 0),
    fields: byOrd(model.flds).map((f) => ({ name: f.name, id: jsonId(f.id) })),
    templates: byOrd(model.tmpls).map((t) => ({ name: t.name, id: jsonId(t.id) })),
  };
}

/** Anki's `equal_schema`, and the kind (which a merge refuses to change): why two note types differ, or null. */
export function schemaDifference(existing: RuleNoteType, incoming: RuleNoteType): string | null {
  const same = (a: { name: string; id: string | null }, b: { name: string; id: string | null }) =>
    a.id !== null && b.id !== null ? a.id === b.id : a.name === b.name;
  const names = (list: { name: string }[]) => list.map((x) => x.name).join(", ");
  if (existing.kind !== incoming.kind) return `kind ${incoming.kind}, not ${existing.kind}`;
  if (
    existing.fields.length !== incoming.fields.length ||
    !existing.fields.every((f, i) => same(f, incoming.fields[i]!))
  )
    return `fields [${names(incoming.fields)}], not [${names(existing.fields)}]`;
  if (
    existing.templates.length !== incoming.templates.length ||
    !existing.templates.every((t, i) => same(t, incoming.templates[i]!))
  )
    return `templates [${names(incoming.templates)}], not [${names(existing.templates)}]`;
  return null;
}

/** What Anki does with one note of the export whose GUID the original collection holds. */
export interface UpdateVerdict {
  guid: string;
  /**
   * `update`: its fields replace the note's, in place; `unchanged`: same note, not newer, Anki keeps its own;
   * `conflict`: its note type is not the note's, so Anki does not import it at all.
   */
  outcome: "update" | "unchanged" | "conflict";
  why: string;
  /** Its cards: whether Anki already has a card of that note and ord (then it keeps its own and ignores this). */
  cards: { ord: number; existing: boolean }[];
}

/**
 * For every note of the export whose GUID the original collection holds, what Anki's importer does with it, and
 * why. `update`: Anki's "update notes" option (default: if newer).
 */
export function ankiUpdateVerdicts(
  original: OriginalCollection,
  exported: ExportedCollection,
  update: "ifNewer" | "always" = "ifNewer",
): UpdateVerdict[] {
  // The package's note types, as the importer maps them: kept under their id when the collection has one with an
  // equal schema, under a new id otherwise; added under their id when the collection has none.
  const mapped = new Map<number, { id: number | "new"; why: string }>();
  for (const model of Object.values(exported.models)) {
    const incoming = ruleNoteTypeOfJson(model);
    const existing = original.noteTypes.get(incoming.id);
    const difference = existing ? schemaDifference(existing, incoming) : null;
    if (!existing)
      mapped.set(incoming.id, { id: incoming.id, why: `note type ${incoming.id} is new to the collection` });
    else if (difference) mapped.set(incoming.id, { id: "new", why: `note type ${incoming.id} has ${difference}` });
    else
      mapped.set(incoming.id, {
        id: incoming.id,
        why: `note type ${incoming.id} "${incoming.name}" has the same schema`,
      });
  }
  const cardsOf = new Map<number, number[]>();
  for (const card of exported.cards) cardsOf.set(card.nid, [...(cardsOf.get(card.nid) ?? []), card.ord]);
  const verdicts: UpdateVerdict[] = [];
  for (const note of exported.notes) {
    const existing = original.notes.get(note.guid);
    if (!existing) continue;
    const type = mapped.get(note.mid) ?? { id: "new" as const, why: `note type ${note.mid} is missing` };
    const cards = (cardsOf.get(note.id) ?? []).map((ord) => ({
      ord,
      existing: original.cards.has(`${existing.id}:${ord}`),
    }));
    if (type.id !== existing.mid) {
      verdicts.push({
        guid: note.guid,
        outcome: "conflict",
        why: `the note is of note type ${existing.mid}; ${type.why}`,
        cards,
      });
      continue;
    }
    const newer = update === "always" ? note.mod !== existing.mod : note.mod > existing.mod;
    verdicts.push({
      guid: note.guid,
      outcome: newer ? "update" : "unchanged",
      why: `${type.why}; last change ${note.mod} against ${existing.mod}`,
      cards,
    });
  }
  return verdicts;
}
