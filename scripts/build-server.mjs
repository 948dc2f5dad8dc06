// The server as one bundle of plain JavaScript (`apps/server/dist`), so a start loads a few files instead
// of compiling some 600 TypeScript modules one by one: a restart after a crash listens seconds sooner.
// The packages from npm stay outside the bundle (they are plain JavaScript already, and some carry
// native or WebAssembly files found beside them); the workspace's own TypeScript packages go inside.
// The worker threads get bundles of their own, beside the main one, where their `new URL(…, import.meta.url)`
// finds them; in the bundle they need no TypeScript loader, so theirs is left out.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const server = path.join(root, "apps/server");
export const serverDist = path.join(server, "dist");
export const serverBundle = path.join(serverDist, "main.mjs");

/** What the bundle is made of: a change to any of these makes it out of date. */
export const serverSources = [
  "apps/server/src",
  "apps/server/package.json",
  "packages/domain/src",
  "packages/import-reader/src",
  "packages/first-screens/src",
  "scripts/build-server.mjs",
].map((p) => path.join(root, p));

const entryPoints = {
  main: "src/main.ts",
  "job-worker": "src/job-worker.mjs",
  "pglite-worker": "src/db/pglite-worker.mjs",
};

/** Packages from npm are loaded from node_modules at run time; `@app/…` (TypeScript sources) are bundled. */
const npmPackagesOutside = {
  name: "npm-packages-outside",
  setup(builder) {
    // The workers' TypeScript loader: not needed by code that is already JavaScript.
    builder.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: "tsx-loader", namespace: "no-loader" }));
    builder.onLoad({ filter: /.*/, namespace: "no-loader" }, () => ({ contents: "export function register() {}" }));
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@app/") || args.namespace === "no-loader" ? undefined : { external: true },
    );
  },
};

/** The newest modification time of a file, or of anything in a folder (0 when missing). */
export function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the bundle is missing or older than a file it is made of. */
export function serverBundleStale() {
  const builtAt = fs.statSync(serverBundle, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return builtAt === 0 || Math.max(...serverSources.map(newestMtime)) > builtAt;
}

/** Bundles the server into `apps/server/dist` (about a second), replacing what was there. */
export async function buildServer() {
  const staging = `${serverDist}.building-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  // Loaded only to build: a start whose bundle is up to date never loads esbuild.
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: server,
    entryPoints,
    outdir: staging,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    outExtension: { ".js": ".mjs" },
    sourcemap: "linked",
    // Names as written: stack traces and logs read as the sources do.
    keepNames: true,
    plugins: [npmPackagesOutside],
    logLevel: "warning",
  });
  // Swapped in whole, so a server starting meanwhile never reads half a bundle.
  fs.rmSync(serverDist, { recursive: true, force: true });
  fs.renameSync(staging, serverDist);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Server bundled into ${path.relative(root, serverDist)} in ${Math.round(performance.now() - started)} ms`,
  );
}
