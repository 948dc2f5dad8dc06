import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { IMPORT_STALE_MS } from "../apps/server/src/features/imports/repository";
import { freePort, startServer } from "../apps/server/test/server-process";
import { createPostgresDatabase } from "../apps/server/test/test-database";
import { buildServer, serverBundleStale } from "../scripts/build-server.mjs";
import { type Server, signUp, whileStudying } from "./abuse";
import { startImport } from "./abuse-attacks";
import { postgresUrl } from "./fixtures";
import { buildPackage } from "./import-figures";

/**
 * `npm run bench -- restart`: the reliability requirement "restart after `kill -9` mid-import listening within
 * 10 s", the interrupted import undone in the background while the server answers. Each run (`RESTART_RUNS`, 3)
 * starts the server on fresh data, signs up two learners, has one import 50,000 notes with 10 reviews each
 * (`RESTART_NOTES`, in decks of 10,000), kills the server with SIGKILL once half the notes are written, and
 * starts it again on the same data: seconds from that spawn to "Lexistep is listening" and to the first 200
 * from `/api/health`, until the half-made decks are gone from the learner's own decks, and the other learner's
 * deck list (every 100 ms) meanwhile. On the embedded database; on PostgreSQL too when DATABASE_URL is set (a fresh database per run).
 */

const RUNS = Number(process.env.RESTART_RUNS ?? "3");
const NOTES = Number(process.env.RESTART_NOTES ?? "50000");
/** Decks of 10,000 notes (a deck holds at most 20,000 words). */
const DECKS = Math.ceil(NOTES / 10_000);
const LISTENING = "Lexistep is listening";

interface Figures {
  listening: number;
  undone: number;
  p95: number;
}

/** The server as `npm start` runs it (its bundle, logging at info), on `dataDir/data` and `databaseUrl`. */
async function spawnServer(dataDir: string, databaseUrl: string, children: ChildProcess[]) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const proc = startServer(
    {
      ...process.env,
      ...{ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dataDir, "data"), PUBLIC_URL: origin },
      ...{ CAPTCHA: "off", NODE_ENV: "test", DATABASE_URL: databaseUrl, LOG_LEVEL: "info" },
    },
    children,
    180_000,
    "bundle",
  );
  const call = (url: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      ...init,
      redirect: "manual",
      headers: { origin, ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers ?? {}) },
    });
  const server: Server = { port, child: proc.child, dataDir, origin, call };
  return { proc, server };
}

type Spawned = Awaited<ReturnType<typeof spawnServer>>;

/** Ms from `since` until the log says listening, and until `/api/health` first answers 200. */
async function untilAnswering({ proc, server }: Spawned, since: number) {
  let listening = 0;
  let health = 0;
  for (const deadline = since + 180_000; listening === 0 || health === 0; ) {
    if (proc.child.exitCode !== null) throw new Error(`the server exited; output:\n${proc.output()}`);
    if (performance.now() > deadline) throw new Error(`no answer within 180 s; output:\n${proc.output()}`);
    if (listening === 0 && proc.output().includes(LISTENING)) listening = performance.now() - since;
    if (health === 0) {
      const ok = await server
        .call("/api/health", { signal: AbortSignal.timeout(2000) })
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) health = performance.now() - since;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { listening, health };
}

async function ownWords(server: Server, cookie: string): Promise<{ decks: number; words: number }> {
  const res = await server.call("/api/me/own-decks", { cookie });
  const { items } = (await res.json()) as { items: { words: number }[] };
  return { decks: items.length, words: items.reduce((sum, deck) => sum + deck.words, 0) };
}

/** Starts the import; answers once half its notes are written, the run still going (the middle of its write phase). */
async function importToMidWrite(server: Server, cookie: string, bytes: Uint8Array) {
  const started = performance.now();
  const id = await startImport(server, cookie, "restart.apkg", bytes);
  for (const deadline = started + 900_000; performance.now() < deadline; ) {
    const status = (await (await server.call(`/api/me/imports/${id}`, { cookie })).json()) as {
      status: string;
      progress: number;
      error: unknown;
    };
    if (status.status !== "running")
      throw new Error(`the import ended before it was killed: ${status.status} ${JSON.stringify(status.error)}`);
    const written = await ownWords(server, cookie);
    if (written.words >= NOTES / 2)
      return { id, words: written.words, progress: status.progress, seconds: (performance.now() - started) / 1000 };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the import wrote fewer than half its notes in 15 minutes");
}

/**
 * On PostgreSQL a start marks failed only the runs silent for IMPORT_STALE_MS (another instance may be writing
 * the others): the killed run's row is aged past it, as if the server came back after that long.
 */
async function ageRunningImports(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `UPDATE imports SET updated_at = updated_at - interval '${IMPORT_STALE_MS + 60_000} milliseconds' WHERE status = 'running'`,
  );
  await client.end();
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function runOnce(kind: "embedded" | "postgres", bytes: Uint8Array, run: number): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-restart-"));
  const children: ChildProcess[] = [];
  let databaseUrl = "";
  let drop = async () => {};
  try {
    if (kind === "postgres") {
      const made = await createPostgresDatabase((await postgresUrl())!, "lexistep_bench_restart");
      await made.database.close();
      databaseUrl = made.url;
      drop = made.drop;
    }
    const first = await spawnServer(dataDir, databaseUrl, children);
    await first.proc.waitFor(LISTENING);
    const learner = await signUp(first.server);
    const other = await signUp(first.server);
    const killedAt = await importToMidWrite(first.server, learner, bytes);
    first.proc.child.kill("SIGKILL");
    await first.proc.exited;
    if (kind === "postgres") await ageRunningImports(databaseUrl);

    const spawnedAt = performance.now();
    const second = await spawnServer(dataDir, databaseUrl, children);
    const { listening, health } = await untilAnswering(second, spawnedAt);
    let undone = 0;
    const during = await whileStudying(second.server, other, async () => {
      for (const deadline = spawnedAt + 1_800_000; ; ) {
        if ((await ownWords(second.server, learner)).decks === 0) break;
        if (performance.now() > deadline) throw new Error("the half-made decks were still there after 30 minutes");
        await new Promise((r) => setTimeout(r, 100));
      }
      undone = performance.now() - spawnedAt;
      return "";
    });
    const logged = /"ms":(\d+)[^\n]*a failed import was undone/.exec(second.proc.output())?.[1];
    const startup = /"startupMs":(\d+)/.exec(second.proc.output())?.[1];
    const phases = /"phases":(\{[^}]*\})/.exec(second.proc.output())?.[1];
    console.log(
      `  ${kind} run ${run}: killed ${seconds(killedAt.seconds * 1000)} s into the import with ${killedAt.words.toLocaleString("en")} of ${NOTES.toLocaleString("en")} notes written (progress ${killedAt.progress.toFixed(2)}); ` +
        `listening ${seconds(listening)} s${startup ? ` (the server's own start ${seconds(Number(startup))} s${phases ? `: ${startPhases(phases)}` : ""})` : ""}, /api/health 200 ${seconds(health)} s, decks gone ${seconds(undone)} s after the spawn` +
        `${logged ? ` (the undo itself ${seconds(Number(logged))} s)` : ""}; the other learner's deck list p95 ${during.p95} ms, max ${during.max} ms; RSS +${Math.round(during.rss)} MB`,
    );
    second.proc.child.kill("SIGTERM");
    await second.proc.exited;
    return { listening, undone, p95: during.p95 };
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The start's steps as the server logs them (ms since its start), in seconds: "database open 3.1 s, modules 2.0 s, …". */
function startPhases(json: string): string {
  const names: Record<string, string> = {
    databaseOpenAt: "database open",
    modulesLoadedAt: "modules loaded",
    migratedAt: "migrated",
    appBuiltAt: "app built",
    starterContentAt: "starter content",
  };
  const at = JSON.parse(json) as Record<string, number>;
  return Object.entries(names)
    .filter(([key]) => at[key] !== undefined)
    .map(([key, name]) => `${name} at ${seconds(at[key]!)} s`)
    .join(", ");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureRestart(): Promise<void> {
  if (serverBundleStale()) await buildServer();
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(`  ${os.availableParallelism()} cores, load average ${load.join(" ")} at the start`);
  const built = performance.now();
  const bytes = await buildPackage(NOTES, DECKS);
  console.log(
    `  package: ${NOTES.toLocaleString("en")} notes in ${DECKS} decks, ${(NOTES * 10).toLocaleString("en")} reviews, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, built in ${seconds(performance.now() - built)} s`,
  );
  const kinds: ("embedded" | "postgres")[] = ["embedded"];
  if (process.env.DATABASE_URL) {
    if (await postgresUrl()) kinds.push("postgres");
    else console.log("restart: DATABASE_URL does not answer — PostgreSQL skipped");
  }
  const lines: string[] = [];
  for (const kind of kinds) {
    if (kind === "postgres")
      console.log(
        `  (PostgreSQL: the killed run's row is aged ${IMPORT_STALE_MS / 60_000} minutes before the restart)`,
      );
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await runOnce(kind, bytes, run));
    const listening = runs.map((r) => r.listening);
    lines.push(
      `restart after kill -9 mid-import ${kind}: listening in ${seconds(median(listening))} s (median of ${runs.length}, max ${seconds(Math.max(...listening))}), ` +
        `undo done in ${seconds(median(runs.map((r) => r.undone)))} s, others p95 ${median(runs.map((r) => r.p95))} ms during the undo`,
    );
  }
  console.log(
    `  load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} at the end`,
  );
  for (const line of lines) console.log(line);
}
