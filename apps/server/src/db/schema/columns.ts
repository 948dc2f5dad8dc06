import { text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Columns many tables share, each a new builder per call. Not tables: index.ts does not export them. */

/** The row's owner; the row goes with the account. */
export const userIdColumn = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** The owner as the key of a one-row-per-user table. */
export const userIdKey = () =>
  text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" });

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
