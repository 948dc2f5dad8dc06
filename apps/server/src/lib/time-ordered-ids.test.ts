import { validate, version } from "uuid";
import { describe, expect, it } from "vitest";
import { timeOrderedIds } from "./time-ordered-ids";

describe("timeOrderedIds", () => {
  it("makes valid, distinct version-7 UUIDs carrying the current millisecond", () => {
    const before = Date.now();
    const ids = timeOrderedIds(10_000);
    expect(ids).toHaveLength(10_000);
    expect(new Set(ids).size).toBe(10_000);
    for (const id of ids.slice(0, 100)) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
      expect("89ab").toContain(id[19]);
    }
    const ms = Number.parseInt(ids[0]!.replaceAll("-", "").slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 10);
  });

  it("sorts in the order the ids were made, within a millisecond and across calls", () => {
    const ids = [...timeOrderedIds(20_000), ...timeOrderedIds(3)];
    expect([...ids].sort()).toEqual(ids);
  });
});
