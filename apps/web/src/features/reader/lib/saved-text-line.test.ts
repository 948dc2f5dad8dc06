import { describe, expect, it } from "vitest";
import { readingsLine, titleFrom } from "./saved-text-line";

describe("a saved text's line", () => {
  it("says the last share recalled and where it started", () => {
    expect(readingsLine([])).toBe("Not read yet");
    expect(readingsLine([{ at: "2026-12-01T10:00:00Z", today: 0.484 }])).toBe("48 % recalled");
    expect(
      readingsLine([
        { at: "2026-12-01T10:00:00Z", today: 0.484 },
        { at: "2026-12-02T10:00:00Z", today: 0.55 },
        { at: "2026-12-03T10:00:00Z", today: 0.617 },
      ]),
    ).toBe("62 % recalled, from 48 % over 3 readings");
  });

  it("takes a title from the text's first line, cut at a word", () => {
    expect(titleFrom("  El gato come.\nEl perro duerme.")).toBe("El gato come.");
    expect(titleFrom(`${"palabra ".repeat(12)}fin`)).toBe("palabra palabra palabra palabra palabra palabra palabra…");
  });
});
