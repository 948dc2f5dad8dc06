import { describe, expect, it } from "vitest";
import { firstLoadGroups, SHARED_CHUNK, SHELL_CHUNK } from "./first-load-chunks";

// main → app-shell → react; the icon library re-exports every icon. The three screens are
// imported lazily, so not from main here.
const graph: Record<string, string[]> = {
  main: ["app-shell", "icons-barrel"],
  "app-shell": ["react"],
  react: [],
  "icons-barrel": ["icon-a", "icon-b"],
  "icon-a": [],
  "icon-b": [],
  home: ["react", "flag", "home-only", "icon-b"],
  deck: ["flag", "deck-only"],
  study: ["study-only", "react"],
  flag: ["app-shell"],
  "home-only": [],
  "deck-only": ["deck-util"],
  "deck-util": [],
  "study-only": [],
};
const importsOf = (id: string) => graph[id] ?? [];

describe("firstLoadGroups", () => {
  const groups = firstLoadGroups(["main"], { home: "home", deck: "deck", study: "study" }, importsOf);

  it("puts everything the entry imports into the shell chunk, every icon the icon library offers included", () => {
    for (const id of ["main", "app-shell", "react", "icons-barrel", "icon-a", "icon-b"]) {
      expect(groups.get(id)).toBe(SHELL_CHUNK);
    }
  });

  it("keeps a module the entry already loads in the shell, however many screens import it", () => {
    expect(groups.get("react")).toBe(SHELL_CHUNK);
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

  it("leaves each screen's own module to a chunk of its own, which the build manifest names", () => {
    for (const id of ["home", "deck", "study"]) expect(groups.has(id)).toBe(false);
  });
});
