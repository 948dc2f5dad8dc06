// `npm start` as an operator's process manager runs it: one SIGTERM to npm must stop the whole tree cleanly.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./server-process";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const fixtures = path.join(import.meta.dirname, "fixtures/decks");
const started: ChildProcess[] = [];
const tempDirs: string[] = [];

/** Whether any process of the group led by `pgid` still runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

/** Whether a TCP connection to 127.0.0.1:port is accepted. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  // A test that failed must not leave a server behind: everything npm started shares its process group.
  for (const child of started) if (child.pid && groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("stops the server and everything npm started on one SIGTERM to npm, exiting with the server's status", async () => {
    const port = await freePort();
    const dataDir = tempDir("lexistep-npm-start-");
    const { PORT: _port, PUBLIC_URL: _publicUrl, HOST: _host, ...inherited } = process.env;
    const npm = spawn("npm", ["start"], {
      cwd: repoRoot,
      // Its own process group, so the test can see whether anything npm started outlives it.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...inherited,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        // A folder of its own to serve: the launcher then builds nothing, and no other run's apps/web/dist is touched.
        WEB_DIST_DIR: tempDir("lexistep-npm-start-web-"),
        STARTER_DATA_DIR: fixtures,
        NODE_ENV: "test",
        CAPTCHA: "off",
        LOG_LEVEL: "info",
      },
    });
    started.push(npm);
    const pgid = npm.pid as number;
    let output = "";
    npm.stdout?.on("data", (d) => (output += d));
    npm.stderr?.on("data", (d) => (output += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      npm.once("exit", (code, signal) => resolve({ code, signal })),
    );

    const health = async () => {
      if (npm.exitCode !== null) throw new Error(`npm start exited (${npm.exitCode}); output:\n${output}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
      } catch {
        return false; // not listening yet
      }
    };
    expect(await until(health, 120_000), `no answer within 120 s; output:\n${output}`).toBe(true);
    const serverPid = (JSON.parse(fs.readFileSync(path.join(dataDir, "server.json"), "utf8")) as { pid: number }).pid;

    process.kill(pgid, "SIGTERM");
    const exit = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 30_000))]);
    expect(exit, `npm start still running 30 s after SIGTERM; output:\n${output}`).not.toBeNull();
    expect(exit, output).toEqual({ code: 0, signal: null });
    expect(output).toContain("stopped cleanly");
    expect(await until(() => !groupAlive(pgid), 10_000), "a process npm started outlived it").toBe(true);
    expect(processAlive(serverPid)).toBe(false);
    expect(await answers(port)).toBe(false);
    // A clean stop releases the data directory for the next start.
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  }, 180_000);
});
