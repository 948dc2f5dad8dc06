import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./database";

/** What both drivers answer to a raw statement: node-postgres and PGlite each return `{ rows }`. */
function hasRows(result: unknown): result is { rows: unknown[] } {
  return typeof result === "object" && result !== null && Array.isArray((result as { rows?: unknown }).rows);
}

/**
 * Runs a raw statement and answers its rows, typed as the statement's column aliases say. The shared
 * query builder types `execute`'s result as unknown (each driver has its own), so the shape is checked
 * here once rather than cast at every call.
 */
export async function executeRows<Row extends object>(q: DbOrTx, statement: SQL): Promise<Row[]> {
  return rowsOf<Row>(await q.execute(statement));
}

/** The rows of a raw statement's result already at hand (`execute` inside a transaction, a batch), typed likewise. */
export function rowsOf<Row extends object = Record<string, unknown>>(result: unknown): Row[] {
  if (!hasRows(result)) throw new Error("The database answered a statement without rows.");
  return result.rows as Row[];
}
