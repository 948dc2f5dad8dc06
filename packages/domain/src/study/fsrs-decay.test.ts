import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { fsrsDecayOf } from "./fsrs-decay";

describe("fsrsDecayOf", () => {
  it("is the 21st parameter of FSRS-6, 0.5 for older sets, the default's without fitted ones", () => {
    expect(fsrsDecayOf([...default_w.slice(0, 20), 0.2])).toBe(0.2);
    expect(fsrsDecayOf(default_w.slice(0, 19))).toBe(0.5);
    expect(fsrsDecayOf(null)).toBe(default_w[20]);
    expect(fsrsDecayOf([])).toBe(default_w[20]);
  });
});
