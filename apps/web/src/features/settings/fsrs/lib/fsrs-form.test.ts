import { describe, expect, it } from "vitest";
import { SAVED_SETTINGS } from "../testing/saved-settings";
import { changedFields, formFromSettings, isDirty, validateForm } from "./fsrs-form";

const saved = SAVED_SETTINGS;

describe("FSRS settings form", () => {
  it("is clean when nothing changed, dirty when a field differs", () => {
    const form = formFromSettings(saved);
    expect(isDirty(form, saved)).toBe(false);
    expect(isDirty({ ...form, easyBonus: 1.5 }, saved)).toBe(true);
    expect(isDirty({ ...form, easyBonus: 1.5 }, { ...saved, easyBonus: 1.5 })).toBe(false);
    expect(isDirty({ ...form, maximumInterval: "365" }, saved)).toBe(true);
    expect(isDirty({ ...form, maximumInterval: "36500" }, saved)).toBe(false);
  });

  it("sends only the changed fields", () => {
    const form = { ...formFromSettings(saved), requestRetention: 0.85, reinforceNewCards: false };
    expect(changedFields(form, saved)).toEqual({ requestRetention: 0.85, reinforceNewCards: false });
  });

  it("shows the spec's messages beside the fields", () => {
    const form = formFromSettings(saved);
    expect(validateForm(form)).toEqual({});
    expect(validateForm({ ...form, maximumInterval: "0" })).toEqual({
      maximumInterval: "Maximum interval must be between 1 and 36500 days",
    });
    expect(validateForm({ ...form, maximumInterval: "" }).maximumInterval).toBe(
      "Maximum interval must be between 1 and 36500 days",
    );
    expect(validateForm({ ...form, maximumInterval: "12.5" }).maximumInterval).toBe(
      "Maximum interval must be between 1 and 36500 days",
    );
    expect(validateForm({ ...form, requestRetention: 0.4 }).requestRetention).toBe(
      "Desired retention must be between 50 % and 100 %",
    );
    expect(validateForm({ ...form, easyBonus: 3.5 }).easyBonus).toBe("Easy bonus must be between 1.0 and 3.0");
    expect(validateForm({ ...form, hardInterval: 0.2 }).hardInterval).toBe("Hard interval must be between 0.5 and 2.0");
  });
});
