import Database from "better-sqlite3";
import { ImportReadError, messages } from "./errors";

export type SqlValue = number | bigint | string | Uint8Array | null;
export type SqlRow = Record<string, SqlValue>;
/** A collection opened from a file: SQLite reads its pages from disk as queries need them. */
export type CollectionDb = Database.Database;

/** Pages SQLite may keep in memory for one collection (negative: KiB). */
const CACHE_KIB = 8 * 1024;

/**
 * Opens an SQLite file the reader owns (a copy unpacked from the package). Anki declares some text columns
 * `COLLATE unicase`, a collation only Anki registers; SQLite refuses any query that touches those columns
 * or their indexes without it. The copy is ours, so its schema text is switched to NOCASE (same order for
 * ASCII names).
 */
export function openSqlite(path: string, what: string): CollectionDb {
  let db: CollectionDb | undefined;
  try {
    db = new Database(path, { fileMustExist: true });
    db.unsafeMode(true);
    db.pragma(`cache_size = -${CACHE_KIB}`);
    db.pragma("trusted_schema = OFF");
    db.pragma("journal_mode = OFF");
    const unicase = Number(
      firstRow(db, "SELECT count(*) AS n FROM sqlite_master WHERE sql LIKE '%COLLATE unicase%'")?.n ?? 0,
    );
    if (unicase > 0) {
      db.pragma("writable_schema = ON");
      db.exec(
        "UPDATE sqlite_master SET sql = replace(sql, 'COLLATE unicase', 'COLLATE NOCASE') WHERE sql LIKE '%COLLATE unicase%'",
      );
      db.pragma("writable_schema = RESET");
      db.pragma("writable_schema = OFF");
    }
    db.unsafeMode(false);
    return db;
  } catch {
    db?.close();
    throw new ImportReadError("CORRUPT_PACKAGE", messages.corrupt(`${what} is not a readable database`));
  }
}

export function tableNames(db: CollectionDb): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as SqlRow[];
  return new Set(rows.map((row) => String(row.name)));
}

export function firstRow(db: CollectionDb, sql: string, ...params: SqlValue[]): SqlRow | undefined {
  return db.prepare(sql).get(...params) as SqlRow | undefined;
}

/** Runs a query and calls `each` with every row as an object, one row at a time (never all rows at once). */
export function eachRow(db: CollectionDb, sql: string, each: (row: SqlRow) => void, ...params: SqlValue[]): void {
  for (const row of db.prepare(sql).iterate(...params)) each(row as SqlRow);
}

export function num(value: SqlValue | undefined): number {
  return typeof value === "number" ? value : Number(value ?? 0);
}

export function text(value: SqlValue | undefined): string {
  if (value == null) return "";
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  return String(value);
}

export function blob(value: SqlValue | undefined): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (typeof value === "string") return new TextEncoder().encode(value);
  return new Uint8Array(0);
}
