import { describe, expect, it } from "vitest";
import type { StreakAccount } from "../study/study-day";
import { IMPOSSIBLE_SCORE, planScoreSave, type ScoreSaveReads } from "./score-save-plan";
import { longestGameSeconds, maxPossibleScore, TIME_RUSH_WRITING_START_SECONDS } from "./time-rush";

const STARTED = new Date("2026-11-25T12:00:00Z");
const NOW = new Date("2026-11-25T12:01:30Z"); // 90 s played
const account: StreakAccount = {
  currentStreak: 2,
  topStreak: 7,
  lastStreakUpdate: "2026-11-24",
  vacationSince: null,
  streakFreezes: 1,
  frozenDays: [],
  totalStudyTime: 500,
};

const reads = (over: Partial<ScoreSaveReads> = {}): ScoreSaveReads => ({
  score: 12,
  now: NOW,
  game: { subDeckId: "deck-1", startedAt: STARTED, finishedAt: null, score: null, isNewBest: null },
  best: { bestScore: 10, gamesPlayed: 3, lastPlayed: new Date("2026-11-20T08:00:00Z") },
  account,
  day: { today: "2026-11-25" },
  activity: { learned: 0, reviewed: 0, level: 0 },
  ...over,
});

describe("planScoreSave (no database)", () => {
  it("no such game: not found", () => {
    expect(planScoreSave(reads({ game: null }))).toMatchObject({ kind: "refused", code: "NOT_FOUND" });
  });

  it("a game saved before answers its first standing again with the same score, and is refused with another", () => {
    const finished = { ...reads().game!, finishedAt: NOW, score: 12, isNewBest: true };
    expect(planScoreSave(reads({ game: finished }))).toEqual({
      kind: "already-saved",
      response: { success: true, isNewBest: true, ...reads().best },
    });
    expect(planScoreSave(reads({ game: finished, score: 13 }))).toMatchObject({ kind: "refused", code: "CONFLICT" });
  });

  it("a score no game of this length could reach is refused", () => {
    const tooHigh = maxPossibleScore(90) + 1;
    expect(planScoreSave(reads({ score: tooHigh }))).toEqual({
      kind: "refused",
      code: "UNPROCESSABLE",
      message: IMPOSSIBLE_SCORE,
    });
  });

  it("a new best: kept, the game counted, and the time played credited to the day with the streak", () => {
    const plan = planScoreSave(reads());
    if (plan.kind !== "write") throw new Error(`expected a write, got ${plan.kind}`);
    expect(plan.response).toEqual({ success: true, isNewBest: true, bestScore: 12, gamesPlayed: 4, lastPlayed: NOW });
    expect(plan.game).toEqual({ subDeckId: "deck-1", score: 12, isNewBest: true, finishedAt: NOW });
    const seconds = Math.round(Math.min(90, longestGameSeconds(12, TIME_RUSH_WRITING_START_SECONDS)));
    expect(plan.day.activity.added).toEqual({ learned: 0, reviewed: 0, seconds });
    expect(plan.day.account).toMatchObject({ totalStudyTime: 500 + seconds, currentStreak: 3, streakFreezes: 1 });
  });

  it("a score below the best keeps the best; a first game on a deck starts the count", () => {
    const lower = planScoreSave(reads({ score: 4 }));
    const first = planScoreSave(reads({ score: 4, best: { bestScore: 0, gamesPlayed: 0, lastPlayed: null } }));
    expect(lower.kind === "write" && lower.response).toMatchObject({ isNewBest: false, bestScore: 10, gamesPlayed: 4 });
    expect(first.kind === "write" && first.response).toMatchObject({ isNewBest: true, bestScore: 4, gamesPlayed: 1 });
  });
});
