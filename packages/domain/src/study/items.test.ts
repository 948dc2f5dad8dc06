import { describe, expect, it } from "vitest";
import { itemIdSchema } from "../ids";
import { itemIdOf, itemKeyOf, wordIdsOfItems } from "./items";

describe("study items: a word's two directions, known to clients by one number", () => {
  it("recognition is the word's id, production its negation, and each reads back", () => {
    expect(itemIdOf({ wordId: 42, direction: "recognition" })).toBe(42);
    expect(itemIdOf({ wordId: 42, direction: "production" })).toBe(-42);
    expect(itemKeyOf(42)).toEqual({ wordId: 42, direction: "recognition" });
    expect(itemKeyOf(-42)).toEqual({ wordId: 42, direction: "production" });
    for (const id of [1, -1, 2_147_483_647, -2_147_483_647, 7, -7]) expect(itemIdOf(itemKeyOf(id))).toBe(id);
  });

  it("a word's two items name one word", () => {
    expect(wordIdsOfItems([3, -3, 5, -9])).toEqual([3, 5, 9]);
  });

  it("zero and numbers past a database integer are not item ids", () => {
    expect(itemIdSchema.safeParse(0).success).toBe(false);
    expect(itemIdSchema.safeParse(2_147_483_648).success).toBe(false);
    expect(itemIdSchema.safeParse(-2_147_483_648).success).toBe(false);
    expect(itemIdSchema.safeParse(1.5).success).toBe(false);
    expect(itemIdSchema.safeParse(-12).success).toBe(true);
  });
});
