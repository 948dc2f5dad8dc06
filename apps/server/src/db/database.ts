import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverRoot } from "../server-root";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { PgliteInWorker } from "./pglite-in-worker";
import { makePrivate } from "./private-files";
import * as schema from "./schema";

/** One type for both drivers: they share the pg-core query builder. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction on the database: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What a query runs on: the database, or a transaction on it. Helpers that a transaction may call
 * take this, so the caller passes its `tx` as it is (a transaction has the same query builder).
 */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Flushes what can be flushed before exit. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, "src/db/migrations");

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; omitted → in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.maxConnections ?? 10)
    : openPglite(options.dataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import("pg").then((m) => m.default),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new Pool({ connectionString: url, max });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several instances may start together: one migrates, the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(727274001)");
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock(727274001)").catch(() => {});
        client.release();
      }
    },
    async checkpoint() {},
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let lock: DataDirLock | undefined;
  let dbDir: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // PGlite has no lock of its own: a second process on the same directory would lose writes.
    lock = acquireDataDirLock(dataDir);
    dbDir = path.join(dataDir, "pgdata");
  }
  // In its own thread, so that HTTP is served while a statement runs (see pglite-in-worker.ts).
  let client: PgliteInWorker;
  try {
    client = await PgliteInWorker.open(dbDir);
    if (dbDir) makePrivate(dbDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the worker client provides.
  const db = drizzle(client as never, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migrate(drizzle(client as never, { schema }), { migrationsFolder });
    },
    async checkpoint() {
      if (!closed) await db.execute(sql`CHECKPOINT`);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
