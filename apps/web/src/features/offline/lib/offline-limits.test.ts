import { describe, expect, it } from "vitest";
import type { SessionWord } from "../../../shared/types";
import { copyWith, newWord, progressRow, sessionData } from "../testing/copy-fixtures";
import type { OfflineDeck } from "./offline-deck";
import { doneOffline, type StudiedOffline } from "./offline-limits";
import { offlineSession } from "./offline-session";

const NOW = Date.parse("2026-11-25T18:00:00Z");
const NEXT_DAY = Date.parse("2026-11-26T18:00:00Z");
// The copy was read on the learner's day that ends at 4:00 on the 26th: 1 new word and 1 review left.
const limits = {
  dayEndsAt: "2026-11-26T04:00:00.000Z",
  newPerDay: 2,
  reviewsPerDay: 3,
  newLeft: 1,
  reviewsLeft: 1,
};

function learnedWord(id: number, state = 2): SessionWord {
  return { ...newWord(id), progress: progressRow(id, { state, nextReview: "2026-11-24T04:00:00Z" }) as never };
}

const page = copyWith([
  progressRow(1, { nextReview: "2026-11-24T04:00:00Z" }),
  progressRow(2, { nextReview: "2026-11-24T05:00:00Z" }),
  progressRow(3, { nextReview: "2026-11-24T06:00:00Z" }),
  // Still being learned: not a review, it comes whatever the reviews limit says.
  progressRow(5, { state: 1, learningSteps: 1, nextReview: "2026-11-25T17:00:00Z" }),
]);
const kept: OfflineDeck = {
  ...page,
  learnNew: { ...sessionData("learn-new", [newWord(9), newWord(10)]), dailyLimits: limits },
  learned: { ...sessionData("time-rush", [learnedWord(1), learnedWord(2), learnedWord(3)]), dailyLimits: limits },
};
const ids = (mode: Parameters<typeof offlineSession>[0], now = NOW, done = { learned: 0, reviewed: 0 }) =>
  offlineSession(mode, kept, now, done)!.words.map((w) => w.id);

describe("the deck's daily limits offline", () => {
  it("on the copy's day: what the limits left then, less what was studied offline since", () => {
    expect(ids("learn-new")).toEqual([9]);
    expect(ids("review")).toEqual([1]);
    expect(ids("audio-review")).toEqual([1]);
    expect(ids("need-review")).toEqual([1, 5]);
    const done = { learned: 1, reviewed: 1 };
    expect(offlineSession("learn-new", kept, NOW, done)).toMatchObject({ words: [], dailyLimitReached: true });
    expect(offlineSession("review", kept, NOW, done)).toMatchObject({ words: [], dailyLimitReached: true });
    expect(ids("need-review", NOW, done)).toEqual([5]);
  });

  it("Hard Words is practice: not cut by the reviews limit", () => {
    expect(ids("hard-words", NOW, { learned: 2, reviewed: 3 })).toHaveLength(4);
  });

  it("on a later day the whole limit again; a copy without limits has none", () => {
    expect(ids("learn-new", NEXT_DAY)).toEqual([9, 10]);
    expect(ids("review", NEXT_DAY)).toEqual([1, 2, 3]);
    expect(ids("review", NEXT_DAY, { learned: 0, reviewed: 1 })).toEqual([1, 2]);
    const unlimited = { ...kept, learned: sessionData("time-rush", kept.learned.words), learnNew: page.learnNew };
    expect(offlineSession("review", unlimited, NOW, { learned: 5, reviewed: 5 })!.words).toHaveLength(3);
  });
});

describe("what was studied offline", () => {
  const session = (
    sessionType: StudiedOffline["sessionType"],
    startedAt: string,
    words: { wordId: number; correctCount: number; alreadyKnow?: boolean }[],
    subDeckId = "d1",
  ): StudiedOffline => ({
    subDeckId,
    sessionType,
    startedAt,
    words: words.map((w) => ({
      ...w,
      reviewedCount: Math.max(1, w.correctCount),
      gotWrong: false,
      responseTimes: [],
      difficultyScore: 3,
      alreadyKnow: w.alreadyKnow ?? false,
    })),
  });

  it("counts today's words once: learned in Learn New, reviewed when learned; not other days or decks", () => {
    const studied = [
      session("LEARN", "2026-11-25T10:00:00Z", [
        { wordId: 9, correctCount: 5 },
        { wordId: 10, correctCount: 2 },
      ]),
      session("REVIEW", "2026-11-25T11:00:00Z", [
        { wordId: 1, correctCount: 1 },
        { wordId: 2, correctCount: 1 },
      ]),
      session("HARD_WORDS", "2026-11-25T12:00:00Z", [
        { wordId: 2, correctCount: 3 },
        { wordId: 5, correctCount: 3 },
      ]),
      session("REVIEW", "2026-11-25T03:00:00Z", [{ wordId: 3, correctCount: 1 }]),
      session("LEARN", "2026-11-25T12:00:00Z", [{ wordId: 4, correctCount: 0, alreadyKnow: true }], "other"),
    ];
    expect(doneOffline(kept, "d1", studied, NOW)).toEqual({ learned: 1, reviewed: 2 });
    expect(doneOffline(kept, "d1", studied, NEXT_DAY)).toEqual({ learned: 0, reviewed: 0 });
    expect(doneOffline(page, "d1", studied, NOW)).toEqual({ learned: 0, reviewed: 0 });
  });
});
