// Fails when a module imports itself through others: an import cycle lets a module run before one it
// needs is ready (undefined at load time) and ties features together so neither can change alone. Run by
// `npm run lint` over the source of every app and package; `node scripts/check-cycles.mjs [root]` checks
// a tree laid out like this repository (the tests plant cycles in one).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import madge from "madge";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The projects checked: every workspace under apps/ and packages/ with a `src` folder, each with its own
 * tsconfig.json so imports resolve as the compiler resolves them.
 */
export function projectsOf(root) {
  const projects = [];
  for (const parent of ["apps", "packages"]) {
    const dir = path.join(root, parent);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const project = path.join(dir, name);
      const src = path.join(project, "src");
      const tsConfig = path.join(project, "tsconfig.json");
      if (fs.existsSync(src) && fs.existsSync(tsConfig)) {
        projects.push({ name: path.relative(root, src).split(path.sep).join("/"), src, tsConfig });
      }
    }
  }
  return projects;
}

/**
 * Each project's import cycles (paths relative to its `src`, as madge prints them) and the relative
 * imports that could not be followed. Type-only imports count: madge follows them by default, and a cycle
 * of types still ties the modules together.
 */
export async function findCycles(root) {
  const results = [];
  for (const project of projectsOf(root)) {
    const graph = await madge(project.src, { fileExtensions: ["ts", "tsx"], tsConfig: project.tsConfig });
    results.push({
      project: project.name,
      // The graph also holds the files of other workspaces its imports lead to (`../../packages/…`).
      files: Object.keys(graph.obj()).filter((file) => !file.startsWith("../")).length,
      cycles: graph.circular(),
      // A relative import madge cannot resolve is an edge it does not see, so a cycle through it would
      // pass unnoticed. (Packages it cannot resolve are other workspaces or libraries: no cycle back.)
      unresolved: graph.warnings().skipped.filter((name) => name.startsWith(".")),
    });
  }
  return results;
}

async function main() {
  const root = path.resolve(process.argv[2] ?? repoRoot);
  const results = await findCycles(root);
  let failed = results.length === 0;
  if (failed) console.error(`No project with a src folder and a tsconfig.json under ${root}/apps or /packages.`);
  for (const { project, files, cycles, unresolved } of results) {
    if (cycles.length === 0 && unresolved.length === 0) {
      console.log(`${project}: ${files} file${files === 1 ? "" : "s"}, no import cycle`);
      continue;
    }
    failed = true;
    if (cycles.length > 0) {
      console.error(`${project}: ${cycles.length} import cycle${cycles.length === 1 ? "" : "s"}`);
      for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(" > ")}`);
    }
    if (unresolved.length > 0) {
      console.error(`${project}: imports that could not be followed (a cycle through them would be missed)`);
      for (const name of unresolved) console.error(`  ${name}`);
    }
  }
  if (failed) {
    console.error(
      "Break a cycle by moving what both sides need (types, query keys, a read of the server) to a module " +
        "both import: apps/web/src/shared for web features (docs/ARCHITECTURE.md).",
    );
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
