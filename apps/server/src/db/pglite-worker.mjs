// The embedded database in its own thread: PGlite runs PostgreSQL compiled to WebAssembly, and every
// statement it executes blocks the thread it runs on. Here, that is not the thread serving HTTP.
// Plain JavaScript: a worker does not get the TypeScript loader of the main thread.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";

/** Drizzle reads date and interval columns as the text PostgreSQL sends (it parses them itself). */
const RAW_TEXT = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value) => value,
  ]),
);

/** What crosses the thread boundary of an error: its message and PostgreSQL's fields (code, constraint…). */
function serialise(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === "object") {
    for (const key of [
      "name",
      "code",
      "constraint",
      "detail",
      "table",
      "column",
      "schema",
      "severity",
      "hint",
      "position",
    ]) {
      if (error[key] !== undefined) out[key] = error[key];
    }
  }
  return out;
}

let db;
try {
  db = workerData.dataDir ? await PGlite.create(workerData.dataDir) : await PGlite.create();
  parentPort.postMessage({ id: 0, ok: true });
} catch (error) {
  parentPort.postMessage({ id: 0, ok: false, error: serialise(error) });
}

parentPort.on("message", async ({ id, op, sql, params, rowMode, rawText }) => {
  try {
    let result = null;
    if (op === "query") {
      const r = await db.query(sql, params, rawText ? { rowMode, parsers: RAW_TEXT } : { rowMode });
      result = { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    } else if (op === "exec") {
      result = (await db.exec(sql)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    } else if (op === "close") {
      await db.close();
    }
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: serialise(error) });
  }
});
