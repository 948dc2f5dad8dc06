import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";

/** A table of rows a learner owns, each with its own text or uuid key. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** Deletes the row `id` when `userId` owns it; false when there is no such row of theirs. */
export async function deleteOwnedRow(q: DbOrTx, table: OwnedTable, userId: string, id: string): Promise<boolean> {
  const deleted = await q
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}
