import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { type Database, openDatabase } from "../apps/server/src/db/database";
import { languageDecks, subDecks, words } from "../apps/server/src/db/schema";
import { createPostgresDatabase } from "../apps/server/test/test-database";

export const ORIGIN = "http://localhost:3000";

export interface BenchTarget {
  name: "embedded" | "postgres";
  database: Database;
  dataDir: string;
  cleanup(): Promise<void>;
}

/** PostgreSQL for the benchmarks: DATABASE_URL, else the local server if one answers. */
export async function postgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/** A fresh database of each kind: the embedded one in a temporary directory, a new PostgreSQL database. */
export async function openTarget(kind: "embedded" | "postgres"): Promise<BenchTarget | null> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-bench-"));
  if (kind === "embedded") {
    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    await database.migrate();
    return { name: kind, database, dataDir, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = await postgresUrl();
  if (!base) return null;
  const { database, drop } = await createPostgresDatabase(base, "lexistep_bench");
  return {
    name: kind,
    database,
    dataDir,
    async cleanup() {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on the target database; `configure` may add hooks before it starts. */
export async function buildBenchApp(target: BenchTarget, configure?: (app: FastifyInstance) => void) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: target.dataDir,
    PUBLIC_URL: ORIGIN,
    CAPTCHA: "off",
    LOG_LEVEL: "silent",
  });
  const app = await buildApp(config, { database: target.database, logger: false, espeak: false });
  configure?.(app as unknown as FastifyInstance);
  await app.ready();
  return app;
}

/** A fresh guest (anonymous) user: its id and session cookie. */
export async function guest(app: Awaited<ReturnType<typeof buildBenchApp>>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/anonymous",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    payload: "{}",
  });
  const cookie = ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: res.json().user.id as string, cookie };
}

/** A fresh account (a guest made registered in place): own decks and imports need one. */
export async function benchAccount(app: Awaited<ReturnType<typeof buildBenchApp>>, target: BenchTarget) {
  const user = await guest(app);
  await target.database.db.execute(`UPDATE users SET is_anonymous = false WHERE id = '${user.id}'` as never);
  return user;
}

/** A synthetic deck of `count` words (one language, one sub-deck). */
export async function createBigDeck(database: Database, id: string, count: number): Promise<number[]> {
  const db = database.db;
  await db.insert(languageDecks).values({ id: "benchlang", flagCode: "xx", speechLang: "en-GB" }).onConflictDoNothing();
  await db
    .insert(subDecks)
    .values({ id, languageId: "benchlang", name: `Bench ${count}`, wordCount: count })
    .onConflictDoNothing();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      subDeckId: id,
      key: `w${start + i}`,
      order: start + i,
      originalWord: `palabra${start + i}`,
      translation: `word ${start + i}`,
    }));
    ids.push(...(await db.insert(words).values(rows).returning({ id: words.id })).map((r) => r.id));
  }
  return ids;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
