import crypto from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../src/db/database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (created and later dropped) when DATABASE_URL is set, so files
 * running in parallel never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const { database, url, drop } = await createPostgresDatabase(baseUrl, "lexistep_test");
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new, migrated PostgreSQL database `<prefix>_<random>` on the server of `baseUrl` (tests and the bench);
 * `drop()` removes it once its connections are closed (or forces them closed).
 */
export async function createPostgresDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 20 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
