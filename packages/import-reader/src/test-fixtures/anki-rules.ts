import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { unzipSync } from "fflate";

/**
 * Test-only: an exported package's collection opened with SQLite, and the keys Anki's importer decides on,
 * checked the way Anki reads them (not the way our reader does).
 */

export interface ExportedCollection {
  conf: Record<string, unknown>;
  models: Record<string, { id: number; name: string; type: number; flds: { name: string }[]; tmpls: unknown[] }>;
  decks: Record<string, { id: number; name: string; conf: number; desiredRetention?: number }>;
  dconf: Record<string, Record<string, unknown>>;
  notes: { id: number; guid: string; mid: number; mod: number; flds: string[] }[];
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
    const notes = db.prepare("SELECT id, guid, mid, mod, flds FROM notes ORDER BY id").all() as {
      id: number;
      guid: string;
      mid: number;
      mod: number;
      flds: string;
    }[];
    return {
      ver: Number(col.ver),
      conf: JSON.parse(String(col.conf)),
      models: JSON.parse(String(col.models)),
      decks: JSON.parse(String(col.decks)),
      dconf: JSON.parse(String(col.dconf)),
      notes: notes.map((n) => ({ ...n, flds: n.flds.split("\x1f") })),
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
