import { countWords } from "@app/domain/decks/word-counts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { deckProgress, progressRow, subDeck } from "../testing/fixtures";
import { addDeckErrorMessage } from "./add-deck-error";
import {
  applyIgnoreResult,
  applyNotes,
  ignoreFailureMessage,
  percentComplete,
  progressByWord,
} from "./deck-progress-logic";
import { toWordSets } from "./word-sets";

const now = new Date("2026-11-21T12:00:00Z");

describe("addDeckErrorMessage", () => {
  it("maps each failure to the spec's text", () => {
    expect(addDeckErrorMessage(new ApiError("x", 409, "CONFLICT"), "HSK 1")).toBe(
      "HSK 1 is already in your collection!",
    );
    expect(addDeckErrorMessage(new ApiError("x", 404, "NOT_FOUND"), "HSK 1")).toBe("This deck is no longer available.");
    expect(addDeckErrorMessage(new ApiError("x", 401, "UNAUTHORIZED"), "HSK 1")).toBe(
      "Please log in again to add decks.",
    );
    expect(addDeckErrorMessage(new TypeError("Failed to fetch"), "HSK 1")).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(addDeckErrorMessage(new ApiError("x", 500), "HSK 1")).toBe("Failed to add deck. Please try again.");
    expect(addDeckErrorMessage(new Error("odd"), "HSK 1")).toBe("Failed to add deck. Please try again.");
  });
});

describe("deck progress logic", () => {
  const rows = [progressRow(1), progressRow(2, { isIgnored: true }), progressRow(3, { state: 1, learningSteps: 2 })];

  it("applies local ignore overrides without touching other rows", () => {
    const map = progressByWord(rows, new Map([[1, true]]));
    expect(map.get(1)?.isIgnored).toBe(true);
    expect(map.get(2)).toBe(rows[1]);
  });

  it("computes percent complete from learned words, ignored ones included (the server's counts)", () => {
    const counts = countWords(10, rows, now);
    expect(counts).toEqual({ total: 10, new: 7, building: 1, learned: 3, dueNow: 0, known: 1, ignored: 1 });
    expect(percentComplete(counts)).toBe(30);
    expect(percentComplete({ ...counts, total: 0 })).toBe(0);
  });

  it("updates the cached page after a confirmed batch, sessions included", () => {
    const learnedFive = [1, 2, 3, 4, 5].map((id) => progressRow(id, id === 5 ? { isIgnored: true } : {}));
    const data = deckProgress(subDeck({ wordCount: 100 }), learnedFive);
    const next = applyIgnoreResult(data, { ignored: [], unignored: [5], skipped: [] }, now);
    expect(next.progress[4]?.isIgnored).toBe(false);
    expect(next.counts.learned).toBe(5);
    expect(next.sessions.find((s) => s.kind === "review")?.unlocked).toBe(true);
    expect(applyIgnoreResult(data, { ignored: [], unignored: [], skipped: [3] }, now)).toBe(data);
  });

  it("replaces a word's notes", () => {
    const data = deckProgress(subDeck(), rows);
    expect(applyNotes(data, 2, "hi").progress[1]?.userNotes).toBe("hi");
  });

  it("names the failure by what was sent", () => {
    expect(ignoreFailureMessage({ ignore: [1], unignore: [] })).toBe("Failed to ignore word");
    expect(ignoreFailureMessage({ ignore: [], unignore: [1] })).toBe("Failed to unignore word");
    expect(ignoreFailureMessage({ ignore: [1], unignore: [2] })).toBe("Failed to batch ignore words");
  });
});

describe("toWordSets", () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

  it("cuts words into sets of 50 with 1-based ranges", () => {
    const sets = toWordSets(items(120));
    expect(sets.map((s) => [s.from, s.to, s.items.length])).toEqual([
      [1, 50, 50],
      [51, 100, 50],
      [101, 120, 20],
    ]);
    expect(toWordSets([])).toEqual([]);
  });

  it("counts in words: a 102-word deck whose words each have a second skill is Words 1–50, 51–100, 101–102", () => {
    // Each word followed by its meaning → word item (id + 1000), as the deck's word list sends them.
    const withSkills = items(102).flatMap((w) => [w, { id: w.id + 1000, noteWordId: w.id }]);
    const sets = toWordSets(withSkills);
    expect(sets.map((s) => [s.from, s.to, s.words.length, s.items.length])).toEqual([
      [1, 50, 50, 100],
      [51, 100, 50, 100],
      [101, 102, 2, 4],
    ]);
    expect(sets[2]!.words[1]).toEqual({ word: { id: 102 }, others: [{ id: 1102, noteWordId: 102 }] });
  });

  it("an item whose word is not in the list stands as a word of its own", () => {
    expect(toWordSets([{ id: 7, noteWordId: 3 }])[0]!.words).toEqual([{ word: { id: 7, noteWordId: 3 }, others: [] }]);
  });
});
