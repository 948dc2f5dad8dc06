import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export interface AppServer {
  child: ChildProcess;
  dataDir: string;
}

/**
 * Starts the app the way `npm start` and the browser journeys do (building the web app if its
 * sources changed) on a fresh data directory: no captcha, the test clock, the embedded database.
 */
export async function startAppServer(port: number): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-bench-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      CAPTCHA: "off",
      NODE_ENV: "test",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("the server did not answer /api/health within 180 s");
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops the server (SIGTERM: it closes its database) and deletes its data directory. */
export async function stopAppServer({ child, dataDir }: AppServer): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
