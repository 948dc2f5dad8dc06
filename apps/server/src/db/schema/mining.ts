import { index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn, userIdKey, userOwnedRow } from "./columns";
import { bytea } from "./create";

/**
 * Keys of connected tools (Settings → Connected tools): what a mining tool sends to `/ankiconnect`
 * instead of a cookie. Only the SHA-256 of the key is kept; the key itself is shown once. Revoking deletes
 * the row, so the next request with that key is refused.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    ...userOwnedRow(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    /** The key's first characters, so the learner can tell keys apart. */
    prefix: text("prefix").notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/**
 * Files a tool stored with `storeMediaFile` before the note that names them (`[sound:…]`, `<img src>`).
 * Copied into the deck's `own_media` when a note takes them; files no note took are deleted after a day.
 */
export const miningMedia = pgTable(
  "mining_media",
  {
    ...userOwnedRow(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    /** Only on rows from before the blob store (see `own_media.bytes`). */
    bytes: bytea("bytes"),
    hash: text("hash"),
    size: integer("size").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique("mining_media_user_name_uq").on(t.userId, t.name),
    index("mining_media_created_idx").on(t.createdAt),
    index("mining_media_hash_idx").on(t.hash),
  ],
);

/** The words a tool asked to show (`guiBrowse`): the web app shows them when it is next opened. */
export const miningBrowse = pgTable("mining_browse", {
  userId: userIdKey(),
  wordIds: jsonb("word_ids").$type<number[]>().notNull(),
  updatedAt: updatedAtColumn(),
});
