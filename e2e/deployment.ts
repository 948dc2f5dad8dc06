import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

// A deployment of the web app that a journey owns: its own copy of the built files (apps/web/dist),
// served by its own server process, which the journey can then replace with a new version the way
// a real deployment does (new files on disk, a new service worker with a new precache manifest).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtWeb = path.join(repoRoot, "apps/web/dist");

/** A copy of the built web app (`npm run build`) in a fresh temporary folder: version A of the deployment. */
export function copyBuiltWeb(): string {
  if (!fs.existsSync(path.join(builtWeb, "sw.js"))) {
    throw new Error(`${builtWeb} has no sw.js: run \`npm run build\` first`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-e2e-web-"));
  fs.cpSync(builtWeb, dir, { recursive: true });
  // A copy taken while a build rewrites dist would miss files its service worker precaches.
  const sw = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
  const missing = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)]
    .map((m) => m[1]!)
    .filter((url) => !fs.existsSync(path.join(dir, url)));
  if (missing.length > 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`the copy of ${builtWeb} misses precached files (${missing.slice(0, 3).join(", ")}…): rebuild`);
  }
  return dir;
}

/** A TCP port nobody listens on right now (the operating system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  /** The origin the browser uses, e.g. http://localhost:41234. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the app's server with the settings playwright.config's webServer uses (a fresh data folder,
 * test settings), on a free port, serving the web app from `webDistDir` (WEB_DIST_DIR), and waits
 * until /api/health answers.
 */
export async function startServer(webDistDir: string, options: { timeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-e2e-update-data-"));
  // The server itself, as scripts/start.mjs runs it, but without start.mjs's "rebuild apps/web/dist
  // if its sources are newer" step: this server serves its own copy, and a rebuild here would only
  // race other builds of apps/web/dist.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      CAPTCHA: "off",
      NODE_ENV: "test",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: webDistDir,
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode} before it answered:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health at ${url} in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Writes a built file and the .gz/.br copies the server sends instead of it (apps/web/scripts/precompress.mjs). */
function writeBuiltFile(file: string, content: string): void {
  const input = Buffer.from(content, "utf8");
  fs.writeFileSync(file, input);
  for (const suffix of [".gz", ".br"]) {
    if (!fs.existsSync(file + suffix)) continue;
    fs.writeFileSync(file + suffix, suffix === ".gz" ? zlib.gzipSync(input) : zlib.brotliCompressSync(input));
  }
}

/** The <meta> a deployment made by `deployNewVersion` adds to the app shell (index.html). */
export const DEPLOYMENT_META = 'meta[name="e2e-deployment"]';

/**
 * Turns the deployed files in `webDistDir` into a new version, the way a new build would: the app
 * shell (index.html) changes (it gains `<meta name="e2e-deployment" content={version}>`), and so its
 * revision in the precache manifest of the service worker (sw.js) changes, as Workbox computes it
 * (MD5 of the file). The shell is written first and sw.js last, as a deployment should.
 */
export function deployNewVersion(webDistDir: string, version: string): void {
  const indexFile = path.join(webDistDir, "index.html");
  const swFile = path.join(webDistDir, "sw.js");
  const shell = fs.readFileSync(indexFile, "utf8");
  const sw = fs.readFileSync(swFile, "utf8");
  if (!shell.includes("</head>")) throw new Error("index.html has no </head>");

  const newShell = shell.replace("</head>", `<meta name="e2e-deployment" content="${version}"></head>`);
  const revision = createHash("md5").update(newShell).digest("hex");
  const entry = /\{url:"index\.html",revision:"([0-9a-f]+)"\}/;
  const current = sw.match(entry);
  if (!current) throw new Error('sw.js precaches no {url:"index.html",revision:…} entry');
  if (current[1] === revision) throw new Error("the new index.html has the old revision");

  writeBuiltFile(indexFile, newShell);
  writeBuiltFile(swFile, sw.replace(entry, `{url:"index.html",revision:"${revision}"}`));
}
