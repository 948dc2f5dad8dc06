import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A multi-row INSERT whose rows travel as one JSON parameter (`jsonb_to_recordset`), for the hot
 * path's many-row writes: the statement text is built once per table and column list, so each call
 * costs one `JSON.stringify` instead of the query builder walking every value (building a 20-row,
 * 20-column insert with the builder was the largest single CPU cost of a session save).
 *
 * Every row must carry every listed key with a value or null (a missing key would insert NULL, not
 * the column's default). Dates become ISO strings, which PostgreSQL reads back exactly.
 */
export function jsonRowsInsert<T extends PgTable>(
  table: T,
  keys: readonly (keyof T["$inferInsert"] & string)[],
  /** Appended verbatim, e.g. an ON CONFLICT clause (built from trusted column names only). */
  suffix = "",
): (rows: readonly T["$inferInsert"][]) => SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const defs = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column for "${key}"`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
  const head = sql.raw(
    `INSERT INTO ${quote(getTableName(table))} (${defs.map((d) => quote(d.name)).join(", ")}) ` +
      `SELECT ${defs.map((d) => quote(d.key)).join(", ")} FROM jsonb_to_recordset(`,
  );
  const tail = sql.raw(`::jsonb) AS rows(${defs.map((d) => `${quote(d.key)} ${d.type}`).join(", ")})${suffix}`);
  return (rows) => sql`${head}${JSON.stringify(rows)}${tail}`;
}
