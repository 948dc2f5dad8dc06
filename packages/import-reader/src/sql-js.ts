import initSqlJs, { type SqlJsStatic } from "sql.js";

let loading: Promise<SqlJsStatic> | undefined;

/** sql.js with its default WebAssembly file (Node); browsers pass their own initialised module instead. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs();
  return loading;
}
