import type { Plugin } from "vite";

/**
 * Which chunk each module goes to, so that a page's first load is a handful of files.
 *
 * Left to itself the bundler makes one chunk per set of screens that share a module: the study
 * screen's first load was 23 files (the entry's 7 and 16 of its own, most under 2 KB). Over
 * HTTP/1.1 a browser fetches six at a time, so each further six cost a round trip on a slow
 * network. Here instead:
 *  - `shell`: everything the entry imports (React, the router, the query cache, the app shell and
 *    its icons), in one file: the entry itself;
 *  - one chunk per first screen (Home, a deck page, the study screen): the modules only it needs,
 *    of those it imports from the start, and beside it a `-common` chunk of those of them that other
 *    lazy screens need too (Settings uses the study screen's saving and audio, not its cards);
 *  - `first-shared`: the modules two or three of those screens need.
 * The screens' own modules keep a chunk of their own, so the build manifest still names them (the
 * server's Link hints look them up there). Other screens load the chunks they share with these: a
 * little more code for them, fewer files for the pages learners open first.
 *
 * Every module a group holds has its imports in the same group or one loaded before it (the shell,
 * then `first-shared`, then a screen's `-common`), so no two chunks import each other: a chunk never
 * runs before one it needs.
 */
export const SHELL_CHUNK = "shell";
export const SHARED_CHUNK = "first-shared";
/** A first screen's modules that other lazy screens need too. */
export const commonChunk = (screen: string) => `${screen}-common`;

/** The module ids statically reachable from `starts`, not going through `skip`. */
function reachable(starts: string[], importsOf: (id: string) => readonly string[], skip: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    stack.push(...importsOf(id));
  }
  return seen;
}

/**
 * The chunk of each module that the rules above place (others are left to the bundler's own
 * splitting). `screens` maps a chunk name to the screen's module id, `lazy` lists every module
 * loaded lazily (the screens among them); static imports only, so what a screen loads lazily stays
 * lazy.
 */
export function firstLoadGroups(
  entries: string[],
  screens: Record<string, string>,
  lazy: readonly string[],
  importsOf: (id: string) => readonly string[],
): Map<string, string> {
  const groups = new Map<string, string>();
  const shell = reachable(entries, importsOf, new Set());
  for (const id of shell) groups.set(id, SHELL_CHUNK);
  const usedBy = new Map<string, string[]>();
  for (const [name, screen] of Object.entries(screens)) {
    for (const id of reachable([screen], importsOf, shell)) usedBy.set(id, [...(usedBy.get(id) ?? []), name]);
  }
  const screenModules = new Set(Object.values(screens));
  const usedElsewhere = reachable(
    lazy.filter((id) => !screenModules.has(id)),
    importsOf,
    shell,
  );
  for (const [id, names] of usedBy) {
    if (screenModules.has(id)) continue;
    if (names.length > 1) groups.set(id, SHARED_CHUNK);
    else groups.set(id, usedElsewhere.has(id) ? commonChunk(names[0]!) : names[0]!);
  }
  return groups;
}

/**
 * The plugin reads the module graph once it is built, before chunks are made; `groups` are the
 * bundler's chunk groups for it (`build.rolldownOptions.output.codeSplitting.groups`). `screens`:
 * chunk name → the screen's source path, as the build manifest names it.
 */
export function firstLoadChunks(screens: Record<string, string>) {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: "lexistep:first-load-chunks",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const screenIds: Record<string, string> = {};
      for (const [name, source] of Object.entries(screens)) {
        const id = ids.find((candidate) => candidate.endsWith(`/${source}`));
        if (!id) this.error(`first-load chunks: no module ${source}`);
        screenIds[name] = id;
      }
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const lazy = ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      chunkOf = firstLoadGroups(entries, screenIds, lazy, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const names = Object.keys(screens);
  const groups = [SHELL_CHUNK, SHARED_CHUNK, ...names, ...names.map(commonChunk)].map((name) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
  }));
  return { plugin, groups };
}
