import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";

/** A fresh PostgreSQL database beside `pgBase`'s, for one run: its URL, and how to drop it. */
export async function scratchDatabase(pgBase: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lexistep_kill9_${crypto.randomBytes(4).toString("hex")}`;
  await asAdmin(pgBase, `CREATE DATABASE ${name}`);
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(pgBase, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function asAdmin(pgBase: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

const STORED_SESSIONS = "SELECT id FROM study_sessions WHERE id = ANY($1::uuid[])";

/**
 * How many of the sessions `ids` the server's database holds: PostgreSQL at `databaseUrl`, or the
 * embedded database under `dataDir` (the server stopped).
 */
export async function storedSessions(ids: string[], databaseUrl: string | undefined, dataDir: string): Promise<number> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client.query(STORED_SESSIONS, [ids]);
    await client.end();
    return rows.rowCount ?? 0;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pgdata"));
  const rows = await db.query(STORED_SESSIONS, [ids]);
  await db.close();
  return rows.rows.length;
}
