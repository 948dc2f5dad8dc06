import { text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cascadeTo, uuidKey } from "./column-builders";

/** Columns many tables share, each a new builder per call. Not tables: index.ts does not export them. */

export { cascadeTo, createdAtColumn, timestampColumns, updatedAtColumn, uuidKey } from "./column-builders";

/** The row's owner; the row goes with the account. */
export const userIdColumn = () => cascadeTo(text("user_id"), () => users.id);

/** The head of a row a user owns: its own random key and the owner. */
export const userOwnedRow = () => ({ id: uuidKey(), userId: userIdColumn() });

/** The owner as the key of a one-row-per-user table. */
export const userIdKey = () =>
  text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" });
