import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../../../..");

/** True when an haproxy binary is on the PATH (Debian's `haproxy` package). */
export function haproxyAvailable(): boolean {
  return spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

export interface Cluster {
  /** The proxy's address: what users open (PUBLIC_URL). */
  publicUrl: string;
  instances: Instance[];
  databaseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${output.join("")}`);
    if (Date.now() > deadline) throw new Error(`no answer from ${url}/api/health:\n${output.join("")}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lexistep-${name}-`));
  const webDist = path.join(dataDir, "web");
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Lexistep</title>");
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
    },
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  return { name, url: `http://127.0.0.1:${port}`, child, dataDir, output };
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await exited;
}

/**
 * N app instances (real processes, `main.ts`) started together on one fresh PostgreSQL database,
 * behind haproxy (round robin) on loopback. The instances trust the proxy's X-Forwarded-For.
 */
export async function startCluster(options: { baseDatabaseUrl: string; instances: number }): Promise<Cluster> {
  const dbName = `lexistep_cluster_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: options.baseDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const dbUrl = new URL(options.baseDatabaseUrl);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();

  const proxyPort = await freePort();
  const publicUrl = `http://localhost:${proxyPort}`;
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const env = {
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    CAPTCHA: "off",
    EMAIL_VERIFICATION: "off",
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "warn",
    // One secret for all instances (without it each generates its own in its DATA_DIR, and a session
    // cookie signed by one is refused by the others).
    BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
  };
  // Started together: migrations and the starter decks must be safe when instances race.
  const instances = ports.map((port, i) => startInstance(`app${i + 1}`, port, env));
  const configFile = path.join(os.tmpdir(), `lexistep-haproxy-${proxyPort}.cfg`);
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    if (proxy) await stopProcess(proxy);
    await Promise.all(instances.map((instance) => stopProcess(instance.child)));
    for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true });
    fs.rmSync(configFile, { force: true });
    const dropper = new pg.Client({ connectionString: options.baseDatabaseUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await dropper.end();
  };
  try {
    await Promise.all(instances.map((instance) => waitForHealth(instance.url, instance.child, instance.output)));
    fs.writeFileSync(
      configFile,
      [
        "global",
        "  maxconn 1000",
        "defaults",
        "  mode http",
        "  timeout connect 5s",
        "  timeout client 60s",
        "  timeout server 60s",
        "  option forwardfor",
        "frontend lexistep",
        `  bind 127.0.0.1:${proxyPort}`,
        "  default_backend apps",
        "backend apps",
        "  balance roundrobin",
        "  option httpchk GET /api/health",
        ...instances.map((instance, i) => `  server app${i + 1} ${instance.url.replace("http://", "")} check`),
        "",
      ].join("\n"),
    );
    proxy = spawn("haproxy", ["-f", configFile, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
    const proxyOutput: string[] = [];
    proxy.stderr?.on("data", (chunk) => proxyOutput.push(String(chunk)));
    await waitForHealth(`http://127.0.0.1:${proxyPort}`, proxy, proxyOutput);
  } catch (error) {
    await stop();
    throw error;
  }
  return { publicUrl, instances, databaseUrl, stop };
}
