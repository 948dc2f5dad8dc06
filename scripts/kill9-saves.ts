// `npm run reliability:kill9 -- [--cycles 50] [--pg postgres://…]`: saves study sessions in a loop
// against a real server, kills it with SIGKILL at random moments, starts it again on the same data,
// and counts acknowledged saves against stored ones. Embedded database by default; `--pg` (or
// DATABASE_URL) for PostgreSQL (a fresh database, dropped at the end). Prints one line:
//   kill9 <db>: cycles N, acknowledged A, stored S, lost L
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const DECK = "spanish-core-1";

const { values } = parseArgs({
  options: {
    cycles: { type: "string", default: "50" },
    pg: { type: "string" },
    seed: { type: "string", default: "7" },
  },
});
const cycles = Number(values.cycles);
const pgBase = values.pg ?? process.env.KILL9_DATABASE_URL;

let seed = Number(values.seed);
/** Seeded, so a run can be repeated: milliseconds before the kill in each cycle. */
const nextDelay = () => {
  seed = (seed * 48271) % 2147483647;
  return 150 + (seed % 1350);
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-kill9-"));
  const webDist = path.join(dataDir, "web");
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Lexistep</title>");
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (pgBase) {
    dbName = `lexistep_kill9_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(pgBase);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: origin,
    CAPTCHA: "off",
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    DATABASE_URL: databaseUrl ?? "",
  };

  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const kill = async () => {
    const c = child as ChildProcess | null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once("exit", r));
    c.kill("SIGKILL");
    await exited;
  };

  await start();
  const json = { origin, "content-type": "application/json" };
  const guest = await fetch(`${base}/api/auth/sign-in/anonymous`, { method: "POST", headers: json, body: "{}" });
  const cookie = guest.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .join("; ");
  await fetch(`${base}/api/me/decks`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ subDeckId: DECK }),
  });
  const words = (await (
    await fetch(`${base}/api/sub-decks/${DECK}/words?offset=0&limit=1000`, { headers: { cookie } })
  ).json()) as {
    items: { id: number }[];
  };
  const wordIds = words.items.map((w) => w.id);

  const acknowledged = new Set<string>();
  let round = 0;
  const saveOnce = async () => {
    const ids = Array.from({ length: 10 }, (_, i) => wordIds[(round * 10 + i) % wordIds.length]!);
    round += 1;
    const sessionId = crypto.randomUUID();
    const res = await fetch(`${base}/api/me/study-sessions`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({
        sessionId,
        subDeckId: DECK,
        sessionType: "LEARN",
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        durationSeconds: 60,
        words: ids.map((wordId) => ({
          wordId,
          correctCount: 5,
          reviewedCount: 5,
          gotWrong: false,
          alreadyKnow: false,
          responseTimes: [1, 1, 1, 1, 1],
          difficultyScore: 3,
          ratings: [3, 3, 3, 3, 3],
        })),
      }),
    });
    await res.arrayBuffer();
    if (res.ok) acknowledged.add(sessionId);
  };

  for (let cycle = 0; cycle < cycles; cycle++) {
    let running = true;
    // Four clients saving back to back until the kill.
    const clients = Array.from({ length: 4 }, async () => {
      while (running) await saveOnce().catch(() => undefined);
    });
    await new Promise((r) => setTimeout(r, nextDelay()));
    await kill();
    running = false;
    await Promise.all(clients);
    await start();
  }

  // Count what the database holds of the acknowledged sessions, through the server's own database.
  await kill();
  let stored = 0;
  const ids = [...acknowledged];
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client.query("SELECT id FROM study_sessions WHERE id = ANY($1::uuid[])", [ids]);
    stored = rows.rowCount ?? 0;
    await client.end();
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(dataDir, "pgdata"));
    const rows = await db.query("SELECT id FROM study_sessions WHERE id = ANY($1::uuid[])", [ids]);
    stored = rows.rows.length;
    await db.close();
  }
  const kind = databaseUrl ? "postgres" : "embedded";
  console.log(
    `kill9 ${kind}: cycles ${cycles}, acknowledged ${acknowledged.size}, stored ${stored}, lost ${acknowledged.size - stored}`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (pgBase && dbName) {
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  process.exit(acknowledged.size === stored ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
