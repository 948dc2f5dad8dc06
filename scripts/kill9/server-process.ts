import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

/** A port nothing listens on, for the server under test. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server as a child process: started and waited for until healthy, and killed with SIGKILL. */
export function serverProcess(root: string, env: NodeJS.ProcessEnv, base: string) {
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child = started;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
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
  return { start, kill };
}
