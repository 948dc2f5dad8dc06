import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The icon library's entry re-exports every icon. The first-load chunks are made from the module graph
 * (first-load-chunks.ts), where an import from that entry reaches every icon the app uses anywhere: the
 * shell carried the icons of every screen. So an import of icons from the entry becomes one import per
 * icon from its own module (`lucide-react/icons/<name>`, a path the package exports), and each icon goes
 * with the code that uses it. Types stay imported from the entry.
 */

/** Each exported icon name (aliases included) → the icon's file name, from the entry's export lines. */
export function iconFiles(entrySource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of entrySource.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g)) {
    for (const specifier of match[1]!.split(",")) {
      const alias = /^\s*default\s+as\s+(\w+)\s*$/.exec(specifier)?.[1];
      if (alias) files.set(alias, match[2]!);
    }
  }
  return files;
}

const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * `code` with each `import { A, B as C } from "lucide-react"` made into imports of the icons' own modules, on
 * as many lines as before; an import naming anything not known as an icon (a type, a helper) is left as it is
 * for those names.
 */
export function rewriteIconImports(code: string, files: ReadonlyMap<string, string>): string {
  return code.replace(ICON_IMPORT, (whole, list: string) => {
    const kept: string[] = [];
    const direct: string[] = [];
    for (const raw of list.split(",")) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [name, local] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const file = specifier.startsWith("type ") ? undefined : files.get(name!);
      if (file) direct.push(`import ${local ?? name} from "lucide-react/icons/${file}";`);
      else kept.push(specifier);
    }
    if (direct.length === 0) return whole;
    const imports = [...(kept.length > 0 ? [`import { ${kept.join(", ")} } from "lucide-react";`] : []), ...direct];
    const lines = whole.split("\n").length;
    return imports.join(" ") + "\n".repeat(lines - 1);
  });
}

/** The plugin, for the build, the dev server and the unit tests alike (they load what the build does). */
export function iconImports(): Plugin {
  let files: Map<string, string> | null = null;
  const load = () => {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve("lucide-react/package.json"));
    return iconFiles(fs.readFileSync(path.join(root, "dist", "esm", "lucide-react.mjs"), "utf8"));
  };
  return {
    name: "lexistep:icon-imports",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id) || !code.includes("lucide-react")) return null;
      files ??= load();
      const rewritten = rewriteIconImports(code, files);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
