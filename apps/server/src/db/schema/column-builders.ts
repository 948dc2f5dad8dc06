import type { ColumnBuilderBase, NotNull } from "drizzle-orm";
import type { AnyPgColumn, PgColumnBuilder } from "drizzle-orm/pg-core";
import { timestamp, uuid } from "drizzle-orm/pg-core";

/** Column shapes many tables share, each a new builder per call; no table of their own (auth.ts uses them too). */

// biome-ignore lint/suspicious/noExplicitAny: a reference may be of any column type
type AnyColumnBuilder = PgColumnBuilder<any, any, any, any> & ColumnBuilderBase;

/** A required reference to another table's row: the row goes with the row it names. */
export const cascadeTo = <B extends AnyColumnBuilder>(column: B, target: () => AnyPgColumn): NotNull<B> =>
  column.references(target, { onDelete: "cascade" }).notNull();

/** A random UUID as the row's key. */
export const uuidKey = () => uuid("id").primaryKey().defaultRandom();

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, both set on insert. */
export const timestampColumns = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });
