import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cascadeTo, timestampColumns, userOwnedRow, uuidKey } from "./columns";

/** Raw bytes (uploads, recordings from Anki packages). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const owner = () => cascadeTo(text("owner_id"), () => users.id);

/**
 * A learner's own deck. Its words live in ordinary `sub_decks` rows (its sets, `sub_decks.own_deck_id`), so
 * own decks study through the same routes as catalogue decks.
 */
export const ownDecks = pgTable(
  "own_decks",
  {
    id: text("id").primaryKey(),
    ownerId: owner(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** ISO 639-1 codes. */
    termLanguage: text("term_language").notNull(),
    translationLanguage: text("translation_language").notNull(),
    hasReading: boolean("has_reading").notNull().default(false),
    /** Chinese decks only: every test asks the learner to write the characters (the sets are writing decks). */
    writing: boolean("writing").notNull().default(false),
    visibility: text("visibility").notNull().default("private"),
    /** Set by an operator: the deck is treated as private for everyone but its owner. */
    hidden: boolean("hidden").notNull().default(false),
    source: text("source").notNull().default("editor"),
    /** What a re-import matches on (the Anki deck id, or the CSV deck's name); null for editor decks. */
    sourceKey: text("source_key"),
    ...timestampColumns(),
  },
  (t) => [
    index("own_decks_owner_idx").on(t.ownerId, t.updatedAt),
    unique("own_decks_owner_source_uq").on(t.ownerId, t.sourceKey),
    check("own_decks_id_slug", sql`${t.id} ~ '^[a-z0-9-]+$'`),
    check("own_decks_visibility", sql`${t.visibility} IN ('private', 'unlisted', 'public')`),
    check("own_decks_source", sql`${t.source} IN ('editor', 'csv', 'anki')`),
  ],
);

/**
 * A deck's recordings and pictures (from an Anki package or a mining tool), by the name its words use. The
 * bytes are the blob `hash` names (`media_blobs`); `bytes` is only filled on rows from before that store,
 * until the move at start takes them out.
 */
export const ownMedia = pgTable(
  "own_media",
  {
    id: uuidKey(),
    ownDeckId: cascadeTo(text("own_deck_id"), () => ownDecks.id),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    bytes: bytea("bytes"),
    hash: text("hash"),
    size: integer("size").notNull().default(0),
    /** When the hourly job last found a word naming it (a row no word names is deleted). */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("own_media_deck_name_uq").on(t.ownDeckId, t.name),
    index("own_media_hash_idx").on(t.hash),
    index("own_media_checked_idx").on(t.checkedAt),
  ],
);

/**
 * An import: the uploaded file (kept until the import ends, or 24 hours for a preview), its progress and
 * its outcome. Any instance can answer its status; the instance that runs it writes progress here.
 */
export const imports = pgTable(
  "imports",
  {
    ...userOwnedRow(),
    status: text("status").notNull().default("preview"),
    fileName: text("file_name").notNull(),
    kind: text("kind").notNull(),
    file: bytea("file"),
    mapping: jsonb("mapping"),
    progress: doublePrecision("progress").notNull().default(0),
    result: jsonb("result"),
    /** What a running import has written so far (decks made, word ids before it): undone if it fails. */
    written: jsonb("written"),
    error: jsonb("error").$type<{ code: string; message: string }>(),
    ...timestampColumns(),
  },
  (t) => [
    index("imports_user_idx").on(t.userId, t.createdAt),
    check("imports_status", sql`${t.status} IN ('preview', 'running', 'done', 'failed')`),
    check("imports_kind", sql`${t.kind} IN ('delimited', 'anki')`),
  ],
);
