import { BinaryWriter } from "@bufbuild/protobuf/wire";
import type Database from "better-sqlite3";
import { strToU8, type Zippable, zipSync } from "fflate";
import { SCHEMA_11, SCHEMA_18_ADDITIONS } from "./anki-schema";
import { deckConfigBlob, deckKindBlob, type FixtureDeckConfig, legacyDconf } from "./build-deck-options";
import { blobOf, fileOf, memoryDb } from "./memory-db";

export type { FixtureDeckConfig };

/** Test-only builders for Anki packages with Anki's real table layout. */

export interface FixtureNoteType {
  id: number;
  name: string;
  fields: string[];
  templates: string[];
  cloze?: boolean;
}

export interface FixtureNote {
  id: number;
  guid: string;
  mid: number;
  fields: string[];
  tags?: string[];
}

export interface FixtureCard {
  id: number;
  nid: number;
  did: number;
  ord: number;
  type?: number;
  queue?: number;
  due?: number;
  ivl?: number;
  factor?: number;
  reps?: number;
  lapses?: number;
  odue?: number;
  odid?: number;
  data?: string;
}

/** [id (ms), card id, ease, ivl, lastIvl, factor, time ms, type] */
export type FixtureReview = [number, number, number, number, number, number, number, number];

export interface FixtureCollection {
  crt?: number;
  /** `conf`: the deck's options preset; `desiredRetention`: its own override (0–1). */
  decks: { id: number; name: string; filtered?: boolean; conf?: number; desiredRetention?: number }[];
  /** Deck options presets (`deck_config` / `col.dconf`); none by default. */
  deckConfigs?: FixtureDeckConfig[];
  noteTypes: FixtureNoteType[];
  notes: FixtureNote[];
  cards: FixtureCard[];
  revlog?: FixtureReview[];
  /** Leave the revlog table out entirely (some hand-made packages do). */
  dropRevlogTable?: boolean;
}

function insertNotesCardsRevlog(db: Database.Database, spec: FixtureCollection): void {
  const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, 0, 0, '')");
  for (const note of spec.notes) {
    const tags = note.tags?.length ? ` ${note.tags.join(" ")} ` : "";
    insertNote.run(
      note.id,
      note.guid,
      note.mid,
      Math.floor(note.id / 1000),
      tags,
      note.fields.join("\x1f"),
      note.fields[0] ?? "",
    );
  }
  const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, 0, -1, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0, ?)");
  for (const c of spec.cards) {
    insertCard.run(
      c.id,
      c.nid,
      c.did,
      c.ord,
      c.type ?? 0,
      c.queue ?? 0,
      c.due ?? 0,
      c.ivl ?? 0,
      c.factor ?? 0,
      c.reps ?? 0,
      c.lapses ?? 0,
      c.odue ?? 0,
      c.odid ?? 0,
      c.data ?? "",
    );
  }
  const insertReview = db.prepare("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)");
  for (const r of spec.revlog ?? []) insertReview.run(...r);
  if (spec.dropRevlogTable) db.exec("DROP TABLE revlog");
}

/** A schema-11 collection (`collection.anki2` / `collection.anki21`): note types and decks as JSON in `col`. */
export function buildLegacyCollection(spec: FixtureCollection): Uint8Array {
  const db = memoryDb();
  db.exec(SCHEMA_11);
  const models: Record<string, unknown> = {};
  for (const type of spec.noteTypes) {
    models[String(type.id)] = {
      id: type.id,
      name: type.name,
      type: type.cloze ? 1 : 0,
      mod: 0,
      usn: -1,
      sortf: 0,
      did: spec.decks[0]?.id ?? 1,
      // Anki lists fields and templates with their `ord`; shuffled here to check the reader sorts by it.
      flds: type.fields
        .map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: "Arial", size: 20, media: [] }))
        .reverse(),
      tmpls: type.templates.map((name, ord) => ({
        name,
        ord,
        qfmt: "{{Front}}",
        afmt: "{{Back}}",
        did: null,
        bqfmt: "",
        bafmt: "",
      })),
      css: ".card {}",
      latexPre: "",
      latexPost: "",
      tags: [],
      vers: [],
      req: [],
    };
  }
  const decks: Record<string, unknown> = {};
  for (const deck of spec.decks) {
    decks[String(deck.id)] = {
      id: deck.id,
      name: deck.name,
      dyn: deck.filtered ? 1 : 0,
      desc: "",
      conf: deck.conf ?? 1,
      ...(deck.desiredRetention !== undefined ? { desiredRetention: Math.round(deck.desiredRetention * 100) } : {}),
      usn: -1,
      mod: 0,
    };
  }
  db.prepare("INSERT INTO col VALUES (1, ?, 0, 0, 11, 0, 0, 0, '{}', ?, ?, ?, '{}')").run(
    spec.crt ?? 1_700_000_000,
    JSON.stringify(models),
    JSON.stringify(decks),
    legacyDconf(spec.deckConfigs ?? []),
  );
  insertNotesCardsRevlog(db, spec);
  return fileOf(db);
}

function notetypeConfig(cloze: boolean): Uint8Array {
  const writer = new BinaryWriter();
  if (cloze) writer.tag(1, 0).int32(1);
  writer.tag(3, 2).string(".card {}");
  return writer.finish();
}

/** A schema-18 collection (`collection.anki21b` before zstd): note types, fields, templates and decks as tables. */
export function buildNewCollection(spec: FixtureCollection): Uint8Array {
  const db = memoryDb();
  db.exec(SCHEMA_11);
  db.exec(SCHEMA_18_ADDITIONS.replaceAll("COLLATE unicase", "COLLATE NOCASE"));
  db.prepare("INSERT INTO col VALUES (1, ?, 0, 0, 18, 0, 0, 0, '', '', '', '', '')").run(spec.crt ?? 1_700_000_000);
  const empty = Buffer.alloc(0);
  for (const type of spec.noteTypes) {
    const config = blobOf(notetypeConfig(type.cloze ?? false));
    db.prepare("INSERT INTO notetypes VALUES (?, ?, 0, -1, ?)").run(type.id, type.name, config);
    for (const [ord, name] of type.fields.entries()) {
      db.prepare("INSERT INTO fields VALUES (?, ?, ?, ?)").run(type.id, ord, name, empty);
    }
    for (const [ord, name] of type.templates.entries()) {
      db.prepare("INSERT INTO templates VALUES (?, ?, ?, 0, -1, ?)").run(type.id, ord, name, empty);
    }
  }
  for (const deck of spec.decks) {
    const name = deck.name.split("::").join("\x1f");
    db.prepare("INSERT INTO decks VALUES (?, ?, 0, -1, ?, ?)").run(deck.id, name, empty, blobOf(deckKindBlob(deck)));
  }
  for (const config of spec.deckConfigs ?? []) {
    const blob = blobOf(deckConfigBlob(config));
    db.prepare("INSERT INTO deck_config VALUES (?, ?, 0, -1, ?)").run(config.id, config.name, blob);
  }
  insertNotesCardsRevlog(db, spec);
  // Put Anki's collation name back into the stored schema, as a real file has it (SQLite's defensive mode,
  // on by default here, would refuse to touch the schema).
  db.unsafeMode(true);
  db.pragma("writable_schema = ON");
  db.exec(
    "UPDATE sqlite_master SET sql = replace(sql, 'COLLATE NOCASE', 'COLLATE unicase') WHERE sql LIKE '%COLLATE NOCASE%'",
  );
  db.pragma("writable_schema = OFF");
  db.unsafeMode(false);
  return fileOf(db);
}

/** The placeholder collection current Anki writes as `collection.anki2` beside `collection.anki21b`. */
export function buildStubCollection(): Uint8Array {
  return buildLegacyCollection({
    decks: [{ id: 1, name: "Default" }],
    noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] }],
    notes: [
      {
        id: 1,
        guid: "stub",
        mid: 1,
        fields: ["Please update to the latest Anki version, then import the .colpkg/.apkg file again.", ""],
      },
    ],
    cards: [{ id: 1, nid: 1, did: 1, ord: 0 }],
  });
}

/**
 * A valid zstd frame holding `data` in raw (stored) blocks. No pure-JS zstd compressor is installed here;
 * real readers must accept raw blocks, so this is a faithful, if uncompressed, zstd file.
 */
export function zstdStored(data: Uint8Array): Uint8Array {
  const blockMax = 128 * 1024;
  const blocks = Math.max(1, Math.ceil(data.length / blockMax));
  const out = new Uint8Array(4 + 1 + 4 + blocks * 3 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0xfd2fb528, true);
  out[4] = 0xa0; // 4-byte content size, single segment, no checksum, no dictionary
  view.setUint32(5, data.length, true);
  let at = 9;
  for (let i = 0; i < blocks; i++) {
    const chunk = data.subarray(i * blockMax, Math.min((i + 1) * blockMax, data.length));
    const header = (chunk.length << 3) | (i === blocks - 1 ? 1 : 0); // raw block type 0
    out[at] = header & 0xff;
    out[at + 1] = (header >> 8) & 0xff;
    out[at + 2] = (header >> 16) & 0xff;
    out.set(chunk, at + 3);
    at += 3 + chunk.length;
  }
  return out;
}

/** `PackageMetadata { version = 1 }` */
export function packageMeta(version: number): Uint8Array {
  return new BinaryWriter().tag(1, 0).int32(version).finish();
}

/** `MediaEntries { repeated MediaEntry entries = 1 }`, each `{ name = 1, size = 2, sha1 = 3 }`. */
export function mediaEntries(files: { name: string; size: number }[]): Uint8Array {
  const writer = new BinaryWriter();
  for (const file of files) {
    const entry = new BinaryWriter()
      .tag(1, 2)
      .string(file.name)
      .tag(2, 0)
      .uint32(file.size)
      .tag(3, 2)
      .bytes(new Uint8Array(20))
      .finish();
    writer.tag(1, 2).bytes(entry);
  }
  return writer.finish();
}

export function zip(files: Record<string, Uint8Array | string>, level: 0 | 6 = 6): Uint8Array {
  const input: Zippable = {};
  for (const [name, data] of Object.entries(files)) input[name] = typeof data === "string" ? strToU8(data) : data;
  return zipSync(input, { level });
}
