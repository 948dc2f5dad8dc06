import { describe, expect, it } from "vitest";
import { catalogueSearchQuerySchema, likePattern } from "./search";

describe("catalogue search", () => {
  it("escapes the wildcards a learner may type", () => {
    expect(likePattern("100%")).toBe("%100\\%%");
    expect(likePattern("a_b\\c")).toBe("%a\\_b\\\\c%");
    expect(likePattern("Hund")).toBe("%Hund%");
  });

  it("needs two characters after trimming", () => {
    expect(catalogueSearchQuerySchema.safeParse({ q: " a " }).success).toBe(false);
    expect(catalogueSearchQuerySchema.safeParse({ q: " 狗 " }).success).toBe(false);
    expect(catalogueSearchQuerySchema.parse({ q: " food " })).toEqual({ q: "food" });
  });
});
