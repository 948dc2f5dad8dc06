import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Starts the server and returns ms from spawn until /api/health answers 200. */
async function startOnce(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

/** Budget: ≤ 5 s from process start to serving, on an already migrated embedded database. */
export async function measureColdStart(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-bench-"));
  const port = 3900;
  const first = await startOnce(dataDir, port);
  console.log(`first start (create database, migrate, load starter decks): ${(first / 1000).toFixed(2)} s`);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await startOnce(dataDir, port));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `cold start, migrated embedded database (5 runs): median ${(median / 1000).toFixed(2)} s, min ${(times[0]! / 1000).toFixed(2)} s, max ${(times.at(-1)! / 1000).toFixed(2)} s (budget 5 s)`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
