import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * A feature is used by other features only through its index.ts, which re-exports what they may
 * use (`export { a, type B } from "./lib/a"`). The first-load chunks are made from the module graph
 * (see first-load-chunks.ts), and an index would join every module it re-exports to the graph of each
 * screen that uses one of them: Home would carry Settings' offline controls. So at build time an
 * import from an index becomes an import from the module that holds each name, and the graph is the
 * one the direct imports would make (in the dev server and the unit tests too, so that they load what the
 * build does).
 */

/** Re-exported name → [module path as the index writes it, the name in that module]. */
export type IndexExports = Map<string, [string, string]>;

/** The `export { … } from "…"` lines of an index. */
export function indexExports(source: string): IndexExports {
  const exports: IndexExports = new Map();
  for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const specifier of match[1]!.split(",")) {
      const [original, alias] = specifier
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (original) exports.set(alias ?? original, [match[2]!, original]);
    }
  }
  return exports;
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;

/**
 * `code` with each named import from an index (found by `indexOf`: the index's path and its exports,
 * or null) split into imports from the modules that hold the names, on as many lines as before.
 */
export function rewriteIndexImports(
  code: string,
  indexOf: (specifier: string) => { dir: string; exports: IndexExports } | null,
): string {
  return code.replace(IMPORT, (statement, typeOnly: string | undefined, names: string, specifier: string) => {
    const index = indexOf(specifier);
    if (!index) return statement;
    const byModule = new Map<string, string[]>();
    for (const raw of names.split(",")) {
      const name = raw.trim();
      if (!name) continue;
      const isType = Boolean(typeOnly) || name.startsWith("type ");
      const [imported, local] = name
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      const held = index.exports.get(imported!);
      if (!held) return statement;
      const from = `${specifier.replace(/\/index$/, "")}/${held[0].replace(/^\.\//, "")}`;
      const binding = `${isType ? "type " : ""}${held[1]}${local ? ` as ${local}` : held[1] === imported ? "" : ` as ${imported}`}`;
      byModule.set(from, [...(byModule.get(from) ?? []), binding]);
    }
    const imports = [...byModule].map(([from, bindings]) => `import { ${bindings.join(", ")} } from "${from}";`);
    return imports.join(" ") + "\n".repeat(statement.split("\n").length - 1);
  });
}

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

export function featureIndexImports(): Plugin {
  const cache = new Map<string, IndexExports | null>();
  const exportsOf = (dir: string) => {
    if (!cache.has(dir)) {
      const file = path.join(dir, "index.ts");
      cache.set(dir, fs.existsSync(file) ? indexExports(fs.readFileSync(file, "utf8")) : null);
    }
    return cache.get(dir)!;
  };
  return {
    name: "lexistep:feature-index-imports",
    enforce: "pre",
    transform(code, id) {
      if (!id.includes(FEATURES) || !/\.tsx?$/.test(id)) return null;
      const rewritten = rewriteIndexImports(code, (specifier) => {
        if (!specifier.startsWith(".")) return null;
        const target = path.resolve(path.dirname(id), specifier).replace(/[\\/]index$/, "");
        const parent = path.dirname(target);
        if (!parent.endsWith(FEATURES.slice(0, -1)) || path.dirname(id).startsWith(target + path.sep)) return null;
        const exports = exportsOf(target);
        return exports ? { dir: target, exports } : null;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
