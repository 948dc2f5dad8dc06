import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The script with the hint as its first line (once, however often it is asked). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** A source map of the script, moved down by the hint's one line so that it still points right. */
export function shiftedSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Gives the entry chunk the compile hint: React, the router, the query cache and the app shell,
 * nearly all of which runs on every first load, so compiling it up front wastes nothing and takes
 * hundreds of milliseconds of main-thread work off a first visit on a slow phone
 * (docs/decisions/0004-first-load-chunking.md). Route chunks stay lazy: they are small, and a hint there measured no gain.
 *
 * The files are rewritten once written: the hint must be the first line, and Vite's own last step
 * puts its preload map above anything a plugin adds while the bundle is still in memory.
 */
export function compileHints(): Plugin {
  return {
    name: "lexistep:compile-hints",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? "");
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !file.isEntry) continue;
        const scriptPath = path.join(dir, file.fileName);
        const code = await readFile(scriptPath, "utf8");
        const hinted = withCompileHint(code);
        if (hinted === code) continue;
        await writeFile(scriptPath, hinted);
        const mapPath = `${scriptPath}.map`;
        const map = await readFile(mapPath, "utf8").catch(() => null);
        if (map !== null) await writeFile(mapPath, shiftedSourceMap(map));
      }
    },
  };
}
