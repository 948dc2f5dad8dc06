import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./create";

/**
 * The stored recordings and pictures, one row per content (its SHA-256): `own_media` and `mining_media` name
 * them by `hash`. On the embedded database the bytes are a file under DATA_DIR/media; on PostgreSQL they are
 * `media_chunks` rows, so every instance reads them. A blob no row names is deleted by the hourly job once
 * `checked_at` is an hour old (storing a file again sets it to now).
 */
export const mediaBlobs = pgTable(
  "media_blobs",
  {
    hash: text("hash").primaryKey(),
    size: integer("size").notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_blobs_checked_idx").on(t.checkedAt),
    check("media_blobs_hash", sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A blob's bytes on PostgreSQL, in pieces of at most 256 KiB (`seq` from 0), so no statement carries a whole file. */
export const mediaChunks = pgTable(
  "media_chunks",
  {
    hash: text("hash")
      .notNull()
      .references(() => mediaBlobs.hash, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.seq] })],
);
