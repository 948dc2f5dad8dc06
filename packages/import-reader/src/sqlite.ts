import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from "sql.js";
import { ImportReadError, messages } from "./errors";

let loading: Promise<SqlJsStatic> | undefined;

/** sql.js with its default WebAssembly file (Node); browsers pass their own initialised module instead. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs();
  return loading;
}

/**
 * Opens SQLite bytes in memory. Anki declares some text columns `COLLATE unicase`, a collation only Anki
 * registers; SQLite refuses any query that touches those columns or their indexes without it. The copy here
 * is ours and read-only in use, so its schema text is switched to NOCASE (same order for ASCII names).
 */
export function openSqlite(SQL: SqlJsStatic, bytes: Uint8Array, what: string): Database {
  let db: Database | undefined;
  try {
    db = new SQL.Database(bytes);
    db.exec("PRAGMA trusted_schema = OFF");
    const unicase = db.exec("SELECT count(*) FROM sqlite_master WHERE sql LIKE '%COLLATE unicase%'");
    if (Number(unicase[0]?.values[0]?.[0] ?? 0) > 0) {
      db.exec("PRAGMA writable_schema = ON");
      db.exec(
        "UPDATE sqlite_master SET sql = replace(sql, 'COLLATE unicase', 'COLLATE NOCASE') WHERE sql LIKE '%COLLATE unicase%'",
      );
      db.exec("PRAGMA writable_schema = RESET");
      db.exec("PRAGMA writable_schema = OFF");
    }
    return db;
  } catch {
    db?.close();
    throw new ImportReadError("CORRUPT_PACKAGE", messages.corrupt(`${what} is not a readable database`));
  }
}

export function tableNames(db: Database): Set<string> {
  const result = db.exec("SELECT name FROM sqlite_master WHERE type = 'table'");
  return new Set((result[0]?.values ?? []).map((row) => String(row[0])));
}

/** Runs a query and calls `each` with every row as an object, one row at a time. */
export function eachRow(db: Database, sql: string, each: (row: Record<string, SqlValue>) => void): void {
  const statement = db.prepare(sql);
  try {
    while (statement.step()) each(statement.getAsObject());
  } finally {
    statement.free();
  }
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
