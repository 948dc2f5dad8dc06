// `npm run reliability:kill9 -- [--cycles 50] [--pg postgres://…]`: saves study sessions in a loop
// against a real server, kills it with SIGKILL at random moments, starts it again on the same data,
// and counts acknowledged saves against stored ones. Embedded database by default; `--pg` (or
// DATABASE_URL) for PostgreSQL (a fresh database, dropped at the end). Prints one line:
//   kill9 <db>: cycles N, acknowledged A, stored S, lost L, restart to healthy median M ms, max X ms
// (a restart: from starting the process after the kill to its first healthy answer).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { scratchDatabase, storedSessions } from "./kill9/databases";
import { freePort, serverProcess } from "./kill9/server-process";
import { studyingGuest } from "./kill9/study-client";

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

/** A data folder with a stand-in web build, for the server to serve. */
function dataFolder(): { dataDir: string; webDist: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-kill9-"));
  const webDist = path.join(dataDir, "web");
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Lexistep</title>");
  return { dataDir, webDist };
}

async function main() {
  const { dataDir, webDist } = dataFolder();
  const database = pgBase ? await scratchDatabase(pgBase) : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const server = serverProcess(
    root,
    {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      PUBLIC_URL: origin,
      CAPTCHA: "off",
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      DATABASE_URL: database?.url ?? "",
    },
    base,
  );

  await server.start();
  const { acknowledged, saveOnce } = await studyingGuest(base, origin, DECK);
  const restarts: number[] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    let running = true;
    // Four clients saving back to back until the kill.
    const clients = Array.from({ length: 4 }, async () => {
      while (running) await saveOnce().catch(() => undefined);
    });
    await new Promise((r) => setTimeout(r, nextDelay()));
    await server.kill();
    running = false;
    await Promise.all(clients);
    const restarting = performance.now();
    await server.start();
    restarts.push(performance.now() - restarting);
  }

  // Count what the database holds of the acknowledged sessions, through the server's own database.
  await server.kill();
  const stored = await storedSessions([...acknowledged], database?.url, dataDir);
  const kind = database ? "postgres" : "embedded";
  const sorted = [...restarts].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const max = sorted.at(-1) ?? 0;
  console.log(
    `kill9 ${kind}: cycles ${cycles}, acknowledged ${acknowledged.size}, stored ${stored}, lost ${acknowledged.size - stored}, restart to healthy median ${Math.round(median)} ms, max ${Math.round(max)} ms`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
  process.exit(acknowledged.size === stored ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
