import { type CollectionExtras, readCollectionExtras } from "./anki-collection-extras";
import type { AnkiCard, AnkiCollection, AnkiDeck, AnkiNote, AnkiNoteType, AnkiReview } from "./anki-types";
import { ImportReadError, messages } from "./errors";
import { decodeDeckKind, decodeNotetypeKind } from "./protobuf";
import { blob, type CollectionDb, eachRow, firstRow, num, type SqlRow, tableNames, text } from "./sqlite";

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
export function isStubCollection(db: CollectionDb): boolean {
  try {
    if (!tableNames(db).has("notes")) return false;
    const rows = db.prepare("SELECT flds FROM notes LIMIT 2").all() as SqlRow[];
    return rows.length === 1 && text(rows[0]?.flds).startsWith(STUB_TEXT);
  } catch {
    return false; // not the stub's layout; reading it will say what is wrong
  }
}

/** What a collection holds besides its notes: read at once, it is small. */
export interface CollectionHeader extends CollectionExtras {
  schemaVersion: number;
  collectionCreated: number;
  decks: AnkiDeck[];
  noteTypes: AnkiNoteType[];
  hasRevlog: boolean;
  /** How many notes, cards and reviews the tables hold. */
  counts: { notes: number; cards: number; reviews: number };
}

/** Notes in id order with their cards and the reviews of those cards. */
export interface NoteBatch {
  notes: AnkiNote[];
  /** Each note's last change (`notes.mod`, seconds), by note id: what Anki compares when it imports a note again. */
  mtimes: Map<number, number>;
  cards: AnkiCard[];
  revlog: AnkiReview[];
}

export function readHeader(db: CollectionDb): CollectionHeader {
  const tables = tableNames(db);
  const missing = REQUIRED.filter((name) => !tables.has(name));
  if (missing.length > 0) throw unknown(`missing tables: ${missing.join(", ")}`);
  const col = firstRow(db, "SELECT ver, crt FROM col LIMIT 1");
  if (!col) throw unknown("the collection row is missing");
  const newLayout = NEW_LAYOUT.every((name) => tables.has(name));
  const { decks, noteTypes } = newLayout ? readNewLayout(db) : readLegacyLayout(db);
  const hasRevlog = tables.has("revlog");
  const count = (table: string) => num(firstRow(db, `SELECT count(*) AS n FROM ${table}`)?.n);
  return {
    schemaVersion: num(col.ver),
    collectionCreated: num(col.crt),
    decks,
    noteTypes,
    hasRevlog,
    counts: { notes: count("notes"), cards: count("cards"), reviews: hasRevlog ? count("revlog") : 0 },
    ...readCollectionExtras(db, newLayout, new Set(noteTypes.map((type) => type.id))),
  };
}

/**
 * Yields batches of at most `size` notes (in id order), their cards and those cards' reviews, so
 * a collection of any size is read with a bounded amount in memory. Notes of missing note types and cards
 * of missing notes are left out with a warning.
 */
export function* noteBatches(
  db: CollectionDb,
  header: CollectionHeader,
  size: number,
  warnings: string[],
): Generator<NoteBatch> {
  const noteTypeIds = new Set(header.noteTypes.map((type) => type.id));
  const notesAfter = db.prepare("SELECT id, guid, mid, mod, tags, flds FROM notes WHERE id > ? ORDER BY id LIMIT ?");
  const cardsBetween = db.prepare(
    "SELECT id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, odue, odid, data FROM cards WHERE nid BETWEEN ? AND ? ORDER BY id",
  );
  const reviewsBetween = header.hasRevlog
    ? db.prepare(
        "SELECT r.id, r.cid, r.ease, r.ivl, r.lastIvl, r.factor, r.time, r.type FROM revlog r JOIN cards c ON c.id = r.cid WHERE c.nid BETWEEN ? AND ? ORDER BY r.id",
      )
    : null;
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = notesAfter.all(after, size) as SqlRow[];
    if (rows.length === 0) return;
    const first = num(rows[0]!.id);
    after = num(rows[rows.length - 1]!.id);
    const notes = rows.flatMap((row) => noteOf(row, noteTypeIds, warnings));
    const noteIds = new Set(notes.map((note) => note.id));
    const cards = (cardsBetween.all(first, after) as SqlRow[]).flatMap((row) => cardOf(row, noteIds, warnings));
    const revlog = reviewsBetween ? (reviewsBetween.all(first, after) as SqlRow[]).map(reviewOf) : [];
    const mtimes = new Map(rows.map((row) => [num(row.id), num(row.mod)]));
    yield { notes, mtimes, cards, revlog };
  }
}

/** The whole collection in memory: for small packages and tests; imports read it in batches. */
export function readCollection(db: CollectionDb): AnkiCollection {
  const header = readHeader(db);
  const warnings: string[] = [];
  const notes: AnkiNote[] = [];
  const cards: AnkiCard[] = [];
  const revlog: AnkiReview[] = [];
  for (const batch of noteBatches(db, header, 5000, warnings)) {
    notes.push(...batch.notes);
    cards.push(...batch.cards);
    revlog.push(...batch.revlog);
  }
  eachRow(db, "SELECT id, nid FROM cards WHERE nid NOT IN (SELECT id FROM notes) ORDER BY id", (row) => {
    warnings.push(`Card ${num(row.id)} skipped: its note ${num(row.nid)} is missing.`);
  });
  cards.sort((a, b) => a.id - b.id);
  revlog.sort((a, b) => a.id - b.id);
  const { schemaVersion, collectionCreated, decks, noteTypes } = header;
  return { schemaVersion, collectionCreated, decks, noteTypes, notes, cards, revlog, warnings };
}

function noteOf(row: SqlRow, noteTypeIds: Set<number>, warnings: string[]): AnkiNote[] {
  const noteTypeId = num(row.mid);
  if (!noteTypeIds.has(noteTypeId)) {
    warnings.push(`Note ${num(row.id)} skipped: its note type ${noteTypeId} is missing.`);
    return [];
  }
  const tags = text(row.tags)
    .split(/\s+/)
    .filter((tag) => tag.length > 0);
  return [{ id: num(row.id), guid: text(row.guid), noteTypeId, fields: text(row.flds).split(FIELD_SEPARATOR), tags }];
}

function cardOf(row: SqlRow, noteIds: Set<number>, warnings: string[]): AnkiCard[] {
  if (!noteIds.has(num(row.nid))) {
    warnings.push(`Card ${num(row.id)} skipped: its note ${num(row.nid)} is missing.`);
    return [];
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
  return [card];
}

function reviewOf(row: SqlRow): AnkiReview {
  return {
    id: num(row.id),
    cardId: num(row.cid),
    ease: num(row.ease),
    interval: num(row.ivl),
    lastInterval: num(row.lastIvl),
    factor: num(row.factor),
    timeMs: num(row.time),
    type: num(row.type),
  };
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

function readNewLayout(db: CollectionDb): { decks: AnkiDeck[]; noteTypes: AnkiNoteType[] } {
  const decks: AnkiDeck[] = [];
  eachRow(db, "SELECT id, name, kind FROM decks ORDER BY id", (row) => {
    decks.push({
      id: num(row.id),
      // Sub-deck levels are separated by U+001F in this layout, by "::" in the legacy one.
      name: text(row.name).split(FIELD_SEPARATOR).join("::"),
      ...decodeDeckKind(blob(row.kind)),
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
  conf?: unknown;
  /** A whole percentage (90), overriding the preset's. */
  desiredRetention?: unknown;
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
function readLegacyLayout(db: CollectionDb): { decks: AnkiDeck[]; noteTypes: AnkiNoteType[] } {
  const row = firstRow(db, "SELECT models, decks FROM col LIMIT 1");
  const models = parseJsonObject(text(row?.models), "the note types (col.models)");
  const deckMap = parseJsonObject(text(row?.decks), "the decks (col.decks)");

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
    const retention = Number(deck.desiredRetention);
    return {
      id: Number(deck.id ?? key),
      name: String(deck.name ?? ""),
      filtered: Number(deck.dyn ?? 0) === 1,
      configId: Number(deck.conf ?? 0) || 0,
      desiredRetention: Number.isFinite(retention) && retention > 0 ? retention / 100 : null,
    };
  });
  if (noteTypes.length === 0 && num(firstRow(db, "SELECT count(*) AS n FROM notes")?.n) > 0) {
    throw unknown("notes without note types");
  }
  return { decks: decks.sort((a, b) => a.id - b.id), noteTypes: noteTypes.sort((a, b) => a.id - b.id) };
}
