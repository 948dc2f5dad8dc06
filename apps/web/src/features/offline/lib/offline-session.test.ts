import { describe, expect, it } from "vitest";
import type { SessionWord, StudySessionData } from "../../../shared/types";
import { copyWith, progressRow } from "../testing/copy-fixtures";
import type { OfflineDeck } from "./offline-deck";
import { offlineSession } from "./offline-session";

const NOW = Date.parse("2026-11-25T18:00:00Z");

function word(
  id: number,
  nextReview: string | null,
  extra: { isIgnored?: boolean; difficulty?: number } = {},
): SessionWord {
  return {
    id,
    order: id,
    originalWord: `w${id}`,
    translation: `t${id}`,
    pinyin: null,
    progress: nextReview
      ? ({
          wordId: id,
          state: 2,
          learningSteps: 0,
          nextReview,
          lastReview: "2026-11-20T10:00:00Z",
          correctCount: 1,
          reviewedCount: 1,
          isIgnored: extra.isIgnored ?? false,
          userNotes: null,
          difficulty: extra.difficulty ?? 5,
        } as unknown as SessionWord["progress"])
      : null,
  };
}

function data(kind: string, words: SessionWord[]): StudySessionData {
  return {
    kind,
    now: "2026-11-25T08:00:00.000Z",
    deck: { id: "d", name: "Deck" } as StudySessionData["deck"],
    settings: { studyAlgorithm: "MANUAL", studyType: "Multiple Choice" } as StudySessionData["settings"],
    words,
    distractors: [],
  };
}

const kept: OfflineDeck = {
  learnNew: data("learn-new", [word(10, null), word(11, null)]),
  learned: data("time-rush", [
    word(1, "2026-11-24T04:00:00Z", { difficulty: 3 }),
    word(2, "2026-11-25T17:59:00Z", { difficulty: 9 }),
    word(3, "2026-11-25T18:01:00Z", { difficulty: 7 }),
    word(4, "2026-11-20T04:00:00Z", { isIgnored: true, difficulty: 10 }),
  ]),
  savedAt: Date.parse("2026-11-25T08:00:00Z"),
};

describe("sessions built offline from what a deck kept", () => {
  it("Need Review takes the words due by now (not when the copy was kept), never ignored ones", () => {
    const session = offlineSession("need-review", kept, NOW)!;
    expect(session.words.map((w) => w.id)).toEqual([1, 2]);
    expect(session).toMatchObject({ kind: "need-review", now: "2026-11-25T18:00:00.000Z" });
  });

  it("Learn New is the kept new words; Review every learned word; Hard Words the hardest first", () => {
    expect(offlineSession("learn-new", kept, NOW)!.words.map((w) => w.id)).toEqual([10, 11]);
    expect(offlineSession("review", kept, NOW)!.words.map((w) => w.id)).toEqual([1, 2, 3]);
    expect(offlineSession("hard-words", kept, NOW)!.words.map((w) => w.id)).toEqual([2, 3, 1]);
  });

  it("offers no Time Rush offline (it is played against the server's clock)", () => {
    expect(offlineSession("time-rush", kept, NOW)).toBeNull();
  });
});

describe("a note's items offline, as on the server", () => {
  // Word 20 and its reversed direction 21; clozes 30, 31 and 32 of one sentence.
  const item = (id: number, nextReview: string, noteWordId: number | null) => ({
    ...word(id, nextReview),
    noteWordId,
    kind: noteWordId === null ? ("word" as const) : ("production" as const),
  });
  const siblings: OfflineDeck = {
    ...kept,
    learned: data("time-rush", [
      item(20, "2026-11-30T04:00:00Z", null),
      item(21, "2026-11-25T04:00:00Z", 20),
      item(30, "2026-11-24T04:00:00Z", null),
      item(31, "2026-11-25T10:00:00Z", 30),
      item(32, "2026-12-02T10:00:00Z", 30),
    ]),
  };

  it("takes one item of a note, as the server does: a due sibling waits for the next session", () => {
    expect(offlineSession("review", siblings, NOW)!.words.map((w) => w.id)).toEqual([21, 30]);
    expect(offlineSession("need-review", siblings, NOW)!.words.map((w) => w.id)).toEqual([21, 30]);
  });

  it("a note with nothing due gives its first item only", () => {
    const later = Date.parse("2026-11-20T00:00:00Z");
    expect(offlineSession("review", siblings, later)!.words.map((w) => w.id)).toEqual([20, 30]);
  });
});

describe("sessions built offline from a copy that kept the deck page", () => {
  const building = (id: number, nextReview: string, difficultyValue: number) => ({
    ...progressRow(id, { state: 1, learningSteps: 2, nextReview, difficulty: difficultyValue }),
  });
  const withPage: OfflineDeck = {
    ...copyWith([
      progressRow(1, { nextReview: "2026-11-24T04:00:00Z", difficulty: 3 }),
      progressRow(2, { nextReview: "2026-11-26T04:00:00Z", difficulty: 4 }),
      // Building words: not learned, but the server's Need Review and Hard Words take them too.
      building(5, "2026-11-25T17:50:00Z", 8),
      building(6, "2026-11-25T18:30:00Z", 9),
      progressRow(7, { isIgnored: true, nextReview: "2026-11-20T00:00:00Z", difficulty: 10 }),
    ]),
    learned: data("time-rush", [
      word(1, "2026-11-24T04:00:00Z", { difficulty: 3 }),
      word(2, "2026-11-26T04:00:00Z", { difficulty: 4 }),
    ]),
  };

  it("Need Review takes every studied word due by now, building ones too, never ignored ones", () => {
    expect(offlineSession("need-review", withPage, NOW)!.words.map((w) => w.id)).toEqual([1, 5]);
  });

  it("Hard Words takes the hardest studied words; Review only the learned ones", () => {
    expect(offlineSession("hard-words", withPage, NOW)!.words.map((w) => w.id)).toEqual([6, 5, 2, 1]);
    expect(offlineSession("review", withPage, NOW)!.words.map((w) => w.id)).toEqual([1, 2]);
  });

  it("a building word is asked with its text and progress from the kept deck page", () => {
    const asked = offlineSession("need-review", withPage, NOW)!.words.find((w) => w.id === 5)!;
    expect(asked).toMatchObject({ originalWord: "字5", translation: "meaning 5", progress: { state: 1 } });
  });
});
