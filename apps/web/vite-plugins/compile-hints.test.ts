import { describe, expect, it } from "vitest";
import { COMPILE_HINT, shiftedSourceMap, withCompileHint } from "./compile-hints";

describe("withCompileHint", () => {
  it("makes the hint the script's first line", () => {
    expect(withCompileHint("const a=1;")).toBe("//# allFunctionsCalledOnLoad\nconst a=1;");
  });

  it("adds it once, however often it is asked", () => {
    const once = withCompileHint("x()");
    expect(withCompileHint(once)).toBe(once);
    expect(once.split(COMPILE_HINT)).toHaveLength(2);
  });
});

describe("shiftedSourceMap", () => {
  it("moves every mapping one line down and keeps the rest of the map", () => {
    const map = { version: 3, sources: ["a.ts"], names: [], mappings: "AAAA;AACA" };
    expect(JSON.parse(shiftedSourceMap(JSON.stringify(map)))).toEqual({ ...map, mappings: ";AAAA;AACA" });
  });
});
