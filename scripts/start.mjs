// `npm start`: build the web app (and bundle the server) if missing or older than their sources, then run the server
// in this same process, so the stop signals reach the server itself. package.json starts this file with
// `exec`: npm runs scripts through `sh -c`, and a shell left in between dies of the SIGTERM npm forwards
// to it and leaves the server running with no parent.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer, newestMtime, serverBundle, serverBundleStale } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const builtIndex = path.join(web, "dist/index.html");

// What the build reads: the app, the shared rules, the first-screen list and the data files bundled in.
const sources = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "../../packages/domain/src",
  "../../packages/first-screens/src",
  "../../data/common-passwords.json",
].map((p) => path.join(web, p));
const stopSignals = ["SIGTERM", "SIGINT", "SIGHUP"];
let stopAsked = false;

/**
 * `npm run build -w @app/web` as a child. A stop signal while it runs is passed to every process of the
 * build (npm, its shell, Vite: they share a process group of their own), and this launcher then exits with
 * the build's status, so stopping a first start leaves no build running.
 */
function buildWebApp() {
  const child = spawn("npm", ["run", "build", "-w", "@app/web"], {
    cwd: root,
    stdio: "inherit",
    // Always a production build, whatever NODE_ENV the server itself runs with (tests use "test").
    env: { ...process.env, NODE_ENV: "production" },
    detached: true,
  });
  const forward = (signal) => {
    stopAsked = true;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The build has already ended.
    }
  };
  for (const signal of stopSignals) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      for (const stopSignal of stopSignals) process.off(stopSignal, forward);
      // A build ended by a signal exits the way a shell reports it: 128 + the signal's number.
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
// With WEB_DIST_DIR the server serves that folder and never reads apps/web/dist, so nothing is built.
const servesOwnBuild = Boolean(process.env.WEB_DIST_DIR);
if (!servesOwnBuild && (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt)) {
  console.log(builtAt === 0 ? "Building the web app (first start)…" : "Web sources changed: rebuilding the web app…");
  const status = await buildWebApp();
  if (status !== 0) {
    console.error(`The web app build ended with status ${status}; the server was not started.`);
    process.exit(status);
  }
  // Stopped while a build that still succeeded was ending: do not start the server after all.
  if (stopAsked) process.exit(0);
}

// The server itself, bundled into plain JavaScript when its sources changed (about a second): a start, and a
// restart after a crash, then loads a few files instead of compiling every TypeScript module.
if (serverBundleStale()) {
  console.log("Bundling the server…");
  await buildServer();
}
await import(pathToFileURL(serverBundle).href);
