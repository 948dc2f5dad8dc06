// `npm start`: build the web app if it is missing or older than its sources, then run the server
// in this same process (so SIGTERM/SIGINT reach it directly).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const builtIndex = path.join(web, "dist/index.html");

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

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
const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log(builtAt === 0 ? "Building the web app (first start)…" : "Web sources changed: rebuilding the web app…");
  // Always a production build, whatever NODE_ENV the server itself runs with (tests use "test").
  execFileSync("npm", ["run", "build", "-w", "@app/web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "apps/server/src/main.ts"));
