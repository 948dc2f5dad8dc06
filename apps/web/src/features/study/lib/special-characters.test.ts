import { describe, expect, it } from "vitest";
import { inCase, insertAtSelection } from "./special-characters";

describe("special characters", () => {
  it("switches case", () => {
    expect(inCase("ñ", true)).toBe("Ñ");
    expect(inCase("É", false)).toBe("é");
    expect(inCase("ü", false)).toBe("ü");
  });

  it("keeps a letter whose capital is two letters", () => {
    expect(inCase("ß", true)).toBe("ß");
  });

  it("inserts at the caret or replaces the selection", () => {
    expect(insertAtSelection("maa", 2, 2, "ñ")).toEqual({ value: "maña", caret: 3 });
    expect(insertAtSelection("maXa", 2, 3, "ñ")).toEqual({ value: "maña", caret: 3 });
    expect(insertAtSelection("ma", null, null, "ñ")).toEqual({ value: "mañ", caret: 3 });
    expect(insertAtSelection("ma", 9, 12, "ñ")).toEqual({ value: "mañ", caret: 3 });
  });
});
