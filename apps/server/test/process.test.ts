import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer as startServerProcess } from "./server-process";

const fixtures = path.join(import.meta.dirname, "fixtures/decks");
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const base = { NODE_ENV: "test", LOG_LEVEL: "info", STARTER_DATA_DIR: fixtures, DATABASE_URL: "" };
  return startServerProcess({ ...process.env, ...base, ...env }, children, 90_000);
}

/** Files and directories under `dir` that anyone but their owner may read, write or enter. */
function readableByOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const target = path.join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() && (fs.statSync(target).mode & 0o077) !== 0) found.push(path.relative(dir, target));
  }
  return found;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("the server process on the embedded database", () => {
  it("refuses a second process on the same DATA_DIR, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-proc-"));
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await first.waitFor("Lexistep is listening");

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another running server`);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("stopped cleanly");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    // After a clean stop the same directory opens again, with the data kept.
    const third = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await third.waitFor("Lexistep is listening");
    expect(third.output()).toContain("testish (unchanged)");
    third.child.kill("SIGINT");
    expect(await third.exited).toBe(0);
    // Everything under DATA_DIR, the embedded database's files included, is the server's user's alone.
    expect(readableByOthers(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  it("stops cleanly on SIGHUP (its terminal closed), even when it comes while the server is still starting", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-hup-"));
    const proc = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    // The lock is taken as the database opens, before migrations and the starter decks: the signal lands
    // in the middle of the start.
    const lock = path.join(dataDir, "server.lock");
    const deadline = Date.now() + 90_000;
    while (!fs.existsSync(lock)) {
      if (proc.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`no lock taken; output:\n${proc.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    proc.child.kill("SIGHUP");
    expect(await proc.exited, proc.output()).toBe(0);
    expect(proc.output()).toContain("stopped cleanly");
    expect(fs.existsSync(lock)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it("stops with a message naming the variable when the configuration is bad", async () => {
    const proc = startServer({ PORT: "not-a-port", DATA_DIR: os.tmpdir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/Lexistep cannot start\. Invalid configuration:\s+- PORT:/);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-stale-"));
    fs.writeFileSync(path.join(dataDir, "server.lock"), "999999999");
    const proc = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await proc.waitFor("Lexistep is listening");
    proc.child.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
