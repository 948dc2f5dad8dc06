import { describe, expect, it } from "vitest";
import { learnedNeeded, noNewWordsLeft, sessionAvailability, sessionUnlock } from "./session-unlock";

const byKind = (counts: Parameters<typeof sessionAvailability>[0]) =>
  Object.fromEntries(sessionAvailability(counts).map((s) => [s.kind, s]));

describe("unlock thresholds scale to the deck's size", () => {
  it("a full-size deck keeps the spec's thresholds: 5 learned for Review, Audio Review, Time Rush; 10 for Hard Words", () => {
    const counts = { wordCount: 50, started: 5, learned: 4, due: 0 };
    expect(learnedNeeded("review", counts)).toBe(5);
    expect(learnedNeeded("audio-review", counts)).toBe(5);
    expect(learnedNeeded("time-rush", counts)).toBe(5);
    expect(learnedNeeded("hard-words", counts)).toBe(10);
    const sessions = byKind(counts);
    expect(sessions.review).toMatchObject({
      unlocked: false,
      reason: "Learn 1 more word to unlock (needs 5 learned).",
    });
    expect(sessions["hard-words"]?.reason).toBe("Learn 6 more words to unlock (needs 10 learned).");
  });

  it("a 2-word deck with both words learned can be reviewed, and Hard Words is reachable", () => {
    const sessions = byKind({ wordCount: 2, started: 2, learned: 2, due: 0 });
    for (const kind of ["review", "audio-review", "time-rush", "hard-words"]) {
      expect(sessions[kind]).toMatchObject({ unlocked: true, reason: null });
    }
    expect(sessions["learn-new"]).toMatchObject({
      unlocked: false,
      reason: "You have learned every word in this deck.",
    });
  });

  it("counted in words: a 2-word deck also studied from its meanings (4 items) needs 2 learned, not 4", () => {
    const counts = { wordCount: 4, words: 2, started: 2, learned: 1, due: 0 };
    expect(learnedNeeded("review", counts)).toBe(2);
    expect(byKind(counts).review!.reason).toBe("Learn 1 more word to unlock (needs 2 learned).");
    expect(byKind({ ...counts, learned: 2 }).review!.unlocked).toBe(true);
  });

  it("a 2-word deck with one word learned asks for the other one", () => {
    const sessions = byKind({ wordCount: 2, started: 2, learned: 1, due: 0 });
    expect(sessions.review?.reason).toBe("Learn 1 more word to unlock (needs 2 learned).");
    expect(sessions["hard-words"]?.reason).toBe("Learn 1 more word to unlock (needs 2 learned).");
  });

  it("a 7-word deck: Review keeps 5, Hard Words needs all 7", () => {
    const counts = { wordCount: 7, started: 7, learned: 6, due: 0 };
    expect(learnedNeeded("review", counts)).toBe(5);
    expect(learnedNeeded("hard-words", counts)).toBe(7);
    expect(sessionUnlock("review", counts).unlocked).toBe(true);
    expect(sessionUnlock("hard-words", counts).unlocked).toBe(false);
  });

  it("ignored words do not count toward the deck's size", () => {
    const counts = { wordCount: 6, started: 6, learned: 3, due: 0, ignored: 3 };
    expect(learnedNeeded("review", counts)).toBe(3);
    expect(sessionUnlock("review", counts).unlocked).toBe(true);
  });

  it("an empty deck unlocks nothing", () => {
    const counts = { wordCount: 0, started: 0, learned: 0, due: 0 };
    expect(learnedNeeded("review", counts)).toBe(1);
    expect(sessionAvailability(counts).every((s) => !s.unlocked)).toBe(true);
  });

  it("Learn New stays open while a word is left; a deck whose words are all started has none", () => {
    expect(noNewWordsLeft({ wordCount: 10, started: 9, learned: 0, due: 0 })).toBe(false);
    expect(noNewWordsLeft({ wordCount: 10, started: 10, learned: 0, due: 0 })).toBe(true);
    expect(sessionUnlock("learn-new", { wordCount: 100, started: 10, learned: 10, due: 70 })).toEqual({
      kind: "learn-new",
      label: "Learn New",
      unlocked: true,
      reason: null,
    });
  });

  it("Need Review needs a due word", () => {
    expect(sessionUnlock("need-review", { wordCount: 2, started: 2, learned: 2, due: 0 }).unlocked).toBe(false);
    expect(sessionUnlock("need-review", { wordCount: 2, started: 2, learned: 2, due: 1 }).unlocked).toBe(true);
  });
});
