import { describe, expect, it } from "vitest";
import { flagUrl } from "./flags";

describe("bundled flags", () => {
  it("finds the library's flags as image files, by lower- or upper-case code", () => {
    expect(flagUrl("cn")).toMatch(/CN\.svg/);
    expect(flagUrl("JP")).toBe(flagUrl("jp"));
    expect(flagUrl("cn")).not.toBe(flagUrl("jp"));
  });

  it("has no flag for a code the library does not know", () => {
    expect(flagUrl("zz")).toBeNull();
  });
});
