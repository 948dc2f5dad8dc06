import { describe, expect, it } from "vitest";
import { commonChunk, firstLoadGroups, SHARED_CHUNK, SHELL_CHUNK } from "./first-load-chunks";

// main → app-shell → react; the icon library re-exports every icon. The three screens and settings
// are imported lazily, so not from main here.
const graph: Record<string, string[]> = {
  main: ["app-shell", "icons-barrel"],
  "app-shell": ["react"],
  react: [],
  "icons-barrel": ["icon-a", "icon-b"],
  "icon-a": [],
  "icon-b": [],
  home: ["react", "flag", "home-only", "icon-b"],
  deck: ["flag", "deck-only"],
  study: ["study-only", "react", "save-queue"],
  settings: ["save-queue", "app-shell"],
  flag: ["app-shell"],
  "home-only": [],
  "deck-only": ["deck-util"],
  "deck-util": [],
  "study-only": ["save-queue"],
  "save-queue": ["device-db"],
  "device-db": [],
};
const importsOf = (id: string) => graph[id] ?? [];
const screens = { home: "home", deck: "deck", study: "study" };

describe("firstLoadGroups", () => {
  const groups = firstLoadGroups(["main"], screens, ["home", "deck", "study", "settings"], importsOf);

  it("puts everything the entry imports into the shell chunk, every icon the icon library offers included", () => {
    for (const id of ["main", "app-shell", "react", "icons-barrel", "icon-a", "icon-b"]) {
      expect(groups.get(id)).toBe(SHELL_CHUNK);
    }
  });

  it("gives each screen the modules only it needs, its imports' imports included", () => {
    expect(groups.get("home-only")).toBe("home");
    expect(groups.get("deck-only")).toBe("deck");
    expect(groups.get("deck-util")).toBe("deck");
    expect(groups.get("study-only")).toBe("study");
  });

  it("puts what two screens need into the shared chunk", () => {
    expect(groups.get("flag")).toBe(SHARED_CHUNK);
  });

  it("puts a screen's modules that another lazy screen needs too beside it, so that screen loads only those", () => {
    expect(groups.get("save-queue")).toBe(commonChunk("study"));
    expect(groups.get("device-db")).toBe(commonChunk("study"));
    expect(groups.has("settings")).toBe(false);
  });

  it("leaves each screen's own module to a chunk of its own, which the build manifest names", () => {
    for (const id of ["home", "deck", "study"]) expect(groups.has(id)).toBe(false);
  });

  it("never has a chunk import one that imports it back", () => {
    // The order chunks load in: each imports only chunks before it.
    const rank = (chunk: string) =>
      chunk === SHELL_CHUNK ? 0 : chunk === SHARED_CHUNK ? 1 : chunk.endsWith("-common") ? 2 : 3;
    for (const [id, chunk] of groups) {
      for (const imported of importsOf(id)) {
        const to = groups.get(imported);
        if (to !== undefined && to !== chunk) expect(rank(to), `${id} → ${imported}`).toBeLessThan(rank(chunk));
      }
    }
  });
});
