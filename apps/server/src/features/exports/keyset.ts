import { and, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database";

/** Rows read at once by an export: what it holds in memory, and how long one page holds the embedded database. */
export const EXPORT_PAGE_ROWS = 250;

/** One column of a keyset, with the type its cursor text is read back as. */
export interface KeyColumn {
  column: AnyPgColumn;
  type: "uuid" | "text" | "integer" | "timestamptz";
}

/**
 * A table's rows that `where` picks, a page at a time, in the order of `keys` (which must be unique
 * together): each page starts after the last row of the one before (keyset pagination), so no page costs
 * more than the first and nothing is held between pages. The cursor is kept as PostgreSQL's own text of each
 * key, so timestamps keep their microseconds.
 */
export async function* keysetPages<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  keys: readonly KeyColumn[],
  size = EXPORT_PAGE_ROWS,
): AsyncGenerator<T["$inferSelect"][]> {
  const cursorFields = Object.fromEntries(keys.map((k, i) => [`__key${i}`, sql<string>`${k.column}::text`]));
  const columns = getTableColumns(table);
  let after: string[] | null = null;
  for (;;) {
    const cursor = after;
    const rows = (await db.transaction(async (tx) => {
      // The keys' index gives the rows in order: read them from it, never sort what is left of the table.
      // (The embedded database has no statistics, so the planner cannot know a learner's rows are many.)
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      return tx
        .select({ ...columns, ...cursorFields })
        .from(table as PgTable)
        .where(and(where, cursor ? afterCursor(keys, cursor) : undefined))
        .orderBy(...keys.map((k) => k.column))
        .limit(size);
    })) as Record<string, unknown>[];
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = keys.map((_, i) => String(last[`__key${i}`]));
    yield rows.map((row) => {
      for (let i = 0; i < keys.length; i++) delete row[`__key${i}`];
      return row as T["$inferSelect"];
    });
    if (rows.length < size) return;
  }
}

/** `(k1, k2, …) > (v1, v2, …)`, with `k1 >= v1` first so an index on the first key can start the range. */
function afterCursor(keys: readonly KeyColumn[], after: string[]): SQL {
  const values = keys.map((k, i) => sql`${after[i]}::${sql.raw(k.type)}`);
  const first = keys[0]!;
  const columns = sql.join(
    keys.map((k) => k.column),
    sql`, `,
  );
  return sql`${first.column} >= ${values[0]} AND (${columns}) > (${sql.join(values, sql`, `)})`;
}
