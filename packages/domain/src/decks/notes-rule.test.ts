import { describe, expect, it } from "vitest";
import { canKeepNotes } from "./notes-rule";

describe("canKeepNotes", () => {
  it("is false for a word never studied", () => {
    expect(canKeepNotes(null)).toBe(false);
    expect(canKeepNotes({ state: 0, isIgnored: false })).toBe(false);
    expect(canKeepNotes({ state: "0", isIgnored: false })).toBe(false);
  });

  it("is true for a word in its building steps: it finished Learn New", () => {
    expect(canKeepNotes({ state: 1, isIgnored: false })).toBe(true);
    expect(canKeepNotes({ state: "1", isIgnored: false })).toBe(true);
  });

  it("is true for a learned word, a relearning word and a word marked as known", () => {
    expect(canKeepNotes({ state: 2, isIgnored: false })).toBe(true);
    expect(canKeepNotes({ state: 3, isIgnored: false })).toBe(true);
    expect(canKeepNotes({ state: 1, isIgnored: true })).toBe(true);
  });
});
