import fs from "node:fs";
import path from "node:path";

/**
 * The server package's folder (`apps/server`), found from wherever this code runs: its TypeScript sources
 * (`src/…`) or the bundle `npm start` builds (`dist/main.mjs`), which puts every module in one folder. Files
 * read at run time (the migrations, the repository's data) are named from here, never from a module's own
 * place in the tree.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, "utf8")).name === "@app/server") return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @app/server package above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
