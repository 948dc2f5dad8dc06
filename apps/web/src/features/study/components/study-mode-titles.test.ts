import { sessionAvailability } from "@app/domain/decks/session-unlock";
import { describe, expect, it } from "vitest";
import { STUDY_MODE_TITLES } from "./study-mode-titles";

describe("study screen titles", () => {
  it("are the labels of the deck page's buttons that open them ('Review' opens 'Review')", () => {
    const buttons = sessionAvailability({ wordCount: 20, started: 10, learned: 10, due: 1 });
    expect(buttons).toHaveLength(6);
    for (const button of buttons) expect(STUDY_MODE_TITLES[button.kind]).toBe(button.label);
  });
});
