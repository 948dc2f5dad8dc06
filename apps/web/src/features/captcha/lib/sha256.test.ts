import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256 } from "./sha256";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

describe("the solver's JavaScript SHA-256", () => {
  it.each([
    ["the empty string", ""],
    ["ASCII", "abc"],
    ["multi-byte UTF-8", "你好, Ünïcödé ✓ 🦊"],
    ["exactly one block of padding room", "x".repeat(55)],
    ["several blocks", "lexistep ".repeat(40)],
  ])("matches node:crypto for %s", (_name, text) => {
    const bytes = new TextEncoder().encode(text);
    expect(hex(sha256(bytes))).toBe(createHash("sha256").update(bytes).digest("hex"));
  });

  it("returns 32 bytes and leaves its input untouched", () => {
    const bytes = new TextEncoder().encode("salt+password");
    const copy = bytes.slice();
    expect(sha256(bytes)).toHaveLength(32);
    expect(bytes).toEqual(copy);
  });
});
