import type { Database } from "sql.js";
import type { AnkiCard, AnkiDeck, AnkiNote, AnkiNoteType, AnkiReview } from "./anki-types";
import { ImportReadError, messages } from "./errors";
import { decodeDeckIsFiltered, decodeNotetypeKind } from "./protobuf";
import { blob, eachRow, num, tableNames, text } from "./sqlite";

export interface AnkiCollection {
  schemaVersion: number;
  collectionCreated: number;
  decks: AnkiDeck[];
  noteTypes: AnkiNoteType[];
  notes: AnkiNote[];
  cards: AnkiCard[];
  revlog: AnkiReview[];
  warnings: string[];
}

const FIELD_SEPARATOR = "\x1f";
const STUB_TEXT = "Please update to the latest Anki version";

function unknown(why: string): ImportReadError {
  return new ImportReadError("UNKNOWN_SCHEMA", messages.unknownSchema(why), { why });
}

/** The tables every Anki collection has, in both layouts. */
const REQUIRED = ["col", "notes", "cards"] as const;
/** The tables of the layout introduced with schema 15 (Anki 2.1.28+). */
const NEW_LAYOUT = ["notetypes", "fields", "templates", "decks"] as const;

/** True for the placeholder collection Anki writes beside `collection.anki21b` for old versions. */
export function isStubCollection(db: Database): boolean {
  try {
    if (!tableNames(db).has("notes")) return false;
    const rows = db.exec("SELECT flds FROM notes LIMIT 2")[0]?.values ?? [];
    return rows.length === 1 && text(rows[0]?.[0]).startsWith(STUB_TEXT);
  } catch {
    return false; // not the stub's layout; reading it will say what is wrong
  }
}

export function readCollection(db: Database): AnkiCollection {
  const tables = tableNames(db);
  const missing = REQUIRED.filter((name) => !tables.has(name));
  if (missing.length > 0) throw unknown(`missing tables: ${missing.join(", ")}`);

  const col = db.exec("SELECT ver, crt FROM col LIMIT 1")[0]?.values[0];
  if (!col) throw unknown("the collection row is missing");
  const schemaVersion = num(col[0]);
  const collectionCreated = num(col[1]);
  const warnings: string[] = [];

  const newLayout = NEW_LAYOUT.every((name) => tables.has(name));
  const { decks, noteTypes } = newLayout ? readNewLayout(db) : readLegacyLayout(db);

  const noteTypeIds = new Set(noteTypes.map((type) => type.id));
  const notes: AnkiNote[] = [];
  eachRow(db, "SELECT id, guid, mid, tags, flds FROM notes ORDER BY id", (row) => {
    const noteTypeId = num(row.mid);
    if (!noteTypeIds.has(noteTypeId)) {
      warnings.push(`Note ${num(row.id)} skipped: its note type ${noteTypeId} is missing.`);
      return;
    }
    notes.push({
      id: num(row.id),
      guid: text(row.guid),
      noteTypeId,
      fields: text(row.flds).split(FIELD_SEPARATOR),
      tags: text(row.tags)
        .split(/\s+/)
        .filter((tag) => tag.length > 0),
    });
  });

  const noteIds = new Set(notes.map((note) => note.id));
  const cards: AnkiCard[] = [];
  eachRow(
    db,
    "SELECT id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, odue, odid, data FROM cards ORDER BY id",
    (row) => {
      if (!noteIds.has(num(row.nid))) {
        warnings.push(`Card ${num(row.id)} skipped: its note ${num(row.nid)} is missing.`);
        return;
      }
      const queue = num(row.queue);
      const card: AnkiCard = {
        id: num(row.id),
        noteId: num(row.nid),
        deckId: num(row.did),
        ordinal: num(row.ord),
        type: num(row.type),
        queue,
        suspended: queue === -1,
        buried: queue === -2 || queue === -3,
        due: num(row.due),
        interval: num(row.ivl),
        easeFactor: num(row.factor),
        reps: num(row.reps),
        lapses: num(row.lapses),
        originalDeckId: num(row.odid),
        originalDue: num(row.odue),
      };
      const memory = memoryState(text(row.data));
      if (memory) card.memory = memory;
      cards.push(card);
    },
  );

  const revlog: AnkiReview[] = [];
  if (tables.has("revlog")) {
    eachRow(db, "SELECT id, cid, ease, ivl, lastIvl, factor, time, type FROM revlog ORDER BY id", (row) => {
      revlog.push({
        id: num(row.id),
        cardId: num(row.cid),
        ease: num(row.ease),
        interval: num(row.ivl),
        lastInterval: num(row.lastIvl),
        factor: num(row.factor),
        timeMs: num(row.time),
        type: num(row.type),
      });
    });
  }

  return { schemaVersion, collectionCreated, decks, noteTypes, notes, cards, revlog, warnings };
}

function memoryState(data: string): { stability: number; difficulty: number } | undefined {
  if (!data.startsWith("{")) return undefined;
  try {
    const parsed = JSON.parse(data) as { s?: unknown; d?: unknown };
    if (typeof parsed.s === "number" && typeof parsed.d === "number")
      return { stability: parsed.s, difficulty: parsed.d };
  } catch {
    // Card data is free-form; a card without a readable memory state simply has none.
  }
  return undefined;
}

function readNewLayout(db: Database): { decks: AnkiDeck[]; noteTypes: AnkiNoteType[] } {
  const decks: AnkiDeck[] = [];
  eachRow(db, "SELECT id, name, kind FROM decks ORDER BY id", (row) => {
    decks.push({
      id: num(row.id),
      // Sub-deck levels are separated by U+001F in this layout, by "::" in the legacy one.
      name: text(row.name).split(FIELD_SEPARATOR).join("::"),
      filtered: decodeDeckIsFiltered(blob(row.kind)),
    });
  });

  const fields = new Map<number, string[]>();
  eachRow(db, "SELECT ntid, ord, name FROM fields ORDER BY ntid, ord", (row) => {
    const list = fields.get(num(row.ntid)) ?? [];
    list.push(text(row.name));
    fields.set(num(row.ntid), list);
  });
  const templates = new Map<number, string[]>();
  eachRow(db, "SELECT ntid, ord, name FROM templates ORDER BY ntid, ord", (row) => {
    const list = templates.get(num(row.ntid)) ?? [];
    list.push(text(row.name));
    templates.set(num(row.ntid), list);
  });

  const noteTypes: AnkiNoteType[] = [];
  eachRow(db, "SELECT id, name, config FROM notetypes ORDER BY id", (row) => {
    const id = num(row.id);
    noteTypes.push({
      id,
      name: text(row.name),
      fields: fields.get(id) ?? [],
      templates: templates.get(id) ?? [],
      kind: decodeNotetypeKind(blob(row.config)) === 1 ? "cloze" : "standard",
    });
  });
  return { decks, noteTypes };
}

interface LegacyModel {
  id?: unknown;
  name?: unknown;
  type?: unknown;
  flds?: { name?: unknown; ord?: unknown }[];
  tmpls?: { name?: unknown; ord?: unknown }[];
}

interface LegacyDeck {
  id?: unknown;
  name?: unknown;
  dyn?: unknown;
}

function parseJsonObject(value: string, what: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw unknown(`${what} is not readable`);
}

function byOrd<T extends { ord?: unknown; name?: unknown }>(list: T[] | undefined): string[] {
  return [...(Array.isArray(list) ? list : [])]
    .sort((a, b) => Number(a.ord ?? 0) - Number(b.ord ?? 0))
    .map((item) => String(item.name ?? ""));
}

/** Schema 11: note types and decks are JSON objects in the single `col` row. */
function readLegacyLayout(db: Database): { decks: AnkiDeck[]; noteTypes: AnkiNoteType[] } {
  const row = db.exec("SELECT models, decks FROM col LIMIT 1")[0]?.values[0];
  const models = parseJsonObject(text(row?.[0]), "the note types (col.models)");
  const deckMap = parseJsonObject(text(row?.[1]), "the decks (col.decks)");

  const noteTypes: AnkiNoteType[] = Object.entries(models).map(([key, value]) => {
    const model = value as LegacyModel;
    return {
      id: Number(model.id ?? key),
      name: String(model.name ?? ""),
      fields: byOrd(model.flds),
      templates: byOrd(model.tmpls),
      kind: Number(model.type) === 1 ? "cloze" : "standard",
    };
  });
  const decks: AnkiDeck[] = Object.entries(deckMap).map(([key, value]) => {
    const deck = value as LegacyDeck;
    return { id: Number(deck.id ?? key), name: String(deck.name ?? ""), filtered: Number(deck.dyn ?? 0) === 1 };
  });
  if (noteTypes.length === 0 && num(db.exec("SELECT count(*) FROM notes")[0]?.values[0]?.[0]) > 0) {
    throw unknown("notes without note types");
  }
  return { decks: decks.sort((a, b) => a.id - b.id), noteTypes: noteTypes.sort((a, b) => a.id - b.id) };
}
