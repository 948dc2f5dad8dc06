import initSqlJs, { type SqlJsStatic } from "sql.js";

let loading: Promise<SqlJsStatic> | undefined;

/**
 * sql.js with its default WebAssembly file: the engine the tests build their Anki collections with, in memory
 * (`test-fixtures/build-anki.ts`). Exports are written with better-sqlite3 (`anki-collection-writer.ts`).
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs();
  return loading;
}
