// The server and the operator's command line as child processes, as the operator starts them.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

export const serverDir = path.resolve(import.meta.dirname, "..");

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Whether this machine lets a process listen on `host` (a machine with IPv6 turned off has no ::1). */
export function canListenOn(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(0, host, () => probe.close(() => resolve(true)));
  });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The operator's shell: the environment of this test run, the given DATA_DIR, no DATABASE_URL. */
export function operatorEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { PORT: _port, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir, DATABASE_URL: "", ...extra };
}

/** `npm run admin -- …` in the given environment. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/admin.ts", ...args], {
      cwd: serverDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * `src/main.ts` in a child process, kept in `children` for the file's clean-up; `waitFor` reads its output.
 * `from: "bundle"` runs the bundle `npm start` runs (`dist/main.mjs`, see scripts/build-server.mjs) instead.
 */
export function startServer(
  env: NodeJS.ProcessEnv,
  children: ChildProcess[],
  defaultTimeoutMs = 60_000,
  from: "sources" | "bundle" = "sources",
) {
  const args = from === "bundle" ? ["dist/main.mjs"] : ["--import", "tsx", "src/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = async (text: string, timeoutMs = defaultTimeoutMs) => {
    const until = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}); output:\n${output}`);
      if (Date.now() > until) throw new Error(`timed out waiting for "${text}"; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}
