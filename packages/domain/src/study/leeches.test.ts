import { describe, expect, it } from "vitest";
import { isLeech, leechActionSchema } from "./leeches";

describe("leeches", () => {
  it("is a leech at the threshold's lapses since it was last kept, never when ignored", () => {
    expect(isLeech({ lapses: 8, leechKeptAtLapses: 0, isIgnored: false })).toBe(true);
    expect(isLeech({ lapses: 7, leechKeptAtLapses: 0, isIgnored: false })).toBe(false);
    expect(isLeech({ lapses: 15, leechKeptAtLapses: 8, isIgnored: false })).toBe(false);
    expect(isLeech({ lapses: 16, leechKeptAtLapses: 8, isIgnored: false })).toBe(true);
    expect(isLeech({ lapses: 20, leechKeptAtLapses: 0, isIgnored: true })).toBe(false);
    expect(isLeech({ lapses: 3, leechKeptAtLapses: 0, isIgnored: false }, 3)).toBe(true);
    expect(isLeech(null)).toBe(false);
  });

  it("takes keep, relearn (with an optional note, blank read as none) or ignore", () => {
    expect(leechActionSchema.parse({ action: "relearn", notes: "  " })).toEqual({ action: "relearn", notes: null });
    expect(leechActionSchema.parse({ action: "keep" })).toEqual({ action: "keep" });
    expect(leechActionSchema.safeParse({ action: "forget" }).error?.issues[0]?.message).toBe(
      "Choose keep, relearn or ignore for a leech",
    );
    expect(leechActionSchema.safeParse({ action: "keep", extra: 1 }).success).toBe(false);
  });
});
