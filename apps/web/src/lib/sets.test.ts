import { describe, expect, it } from "vitest";
import { toggled } from "./sets";

describe("toggled", () => {
  it("puts in an item that was out and takes out one that was in, leaving the set it was given as it was", () => {
    const open = new Set([1, 3]);
    expect([...toggled(open, 2)]).toEqual([1, 3, 2]);
    expect([...toggled(open, 3)]).toEqual([1]);
    expect([...open]).toEqual([1, 3]);
  });
});
