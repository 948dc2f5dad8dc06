import { describe, expect, it } from "vitest";
import { cachedFlagUrl, hasFlag, loadFlagUrl } from "./flags";

describe("bundled flags", () => {
  it("finds the library's flags by lower- or upper-case code", () => {
    expect(hasFlag("cn")).toBe(true);
    expect(hasFlag("JP")).toBe(true);
    expect(hasFlag("zz")).toBe(false);
  });

  it("loads a flag as an SVG data URL and caches it", async () => {
    const url = await loadFlagUrl("cn");
    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(cachedFlagUrl("CN")).toBe(url);
    expect(await loadFlagUrl("zz")).toBeNull();
  });
});
