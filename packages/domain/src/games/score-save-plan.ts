import type { ErrorCode } from "../errors";
import { messages } from "../messages";
import { type DayActivityBefore, planStudyDay, type StreakAccount, type StudyDayPlan } from "../study/study-day";
import { longestGameSeconds, maxPossibleScore, TIME_RUSH_WRITING_START_SECONDS } from "./time-rush";

export const IMPOSSIBLE_SCORE = "This score is not possible in the time played.";

/** A learner's standing on a deck: what the score routes answer. */
export interface TimeRushBest {
  bestScore: number;
  gamesPlayed: number;
  lastPlayed: Date | null;
}

/** Everything a score's save reads, in the transaction that writes it. */
export interface ScoreSaveReads {
  score: number;
  now: Date;
  /** The game, locked (null: no such game of this learner). */
  game: {
    subDeckId: string;
    startedAt: Date;
    finishedAt: Date | null;
    score: number | null;
    isNewBest: boolean | null;
  } | null;
  /** The learner's standing on the game's deck before this save, locked. */
  best: TimeRushBest;
  /** The learner's row, locked (null: none, then no streak is kept). */
  account: StreakAccount | null;
  /** The learner's day at `now`, and a newer zone the browser sent (to store). */
  day: { today: string; newTimeZone?: string | undefined };
  activity: DayActivityBefore;
}

export type ScoreSaveResponse = TimeRushBest & { success: true; isNewBest: boolean };

export type ScoreSavePlan =
  | { kind: "refused"; code: ErrorCode; message: string }
  /** The game's score was saved before (a retry): the first answer's standing, nothing written. */
  | { kind: "already-saved"; response: ScoreSaveResponse }
  | {
      kind: "write";
      /** The game's deck, its score and whether it beat the best (the game row is marked finished). */
      game: { subDeckId: string; score: number; isNewBest: boolean; finishedAt: Date };
      day: StudyDayPlan;
      response: ScoreSaveResponse;
    };

/**
 * The whole of a Time Rush score's save, without touching a database: a score is saved once per game,
 * refused when no game of this length could reach it; the best is kept and games are counted; and the
 * time played (start to score, never more than a game with this score can last) is studying: it goes
 * to the day's activity and the study time, and keeps the streak.
 */
export function planScoreSave(reads: ScoreSaveReads): ScoreSavePlan {
  const { game, score, now, best } = reads;
  if (!game) return { kind: "refused", code: "NOT_FOUND", message: messages.generic.notFound };
  if (game.finishedAt) {
    if (game.score !== score)
      return { kind: "refused", code: "CONFLICT", message: "This game's score was already saved." };
    return { kind: "already-saved", response: { success: true, isNewBest: game.isNewBest ?? false, ...best } };
  }
  const elapsedSeconds = (now.getTime() - game.startedAt.getTime()) / 1000;
  if (score > maxPossibleScore(elapsedSeconds))
    return { kind: "refused", code: "UNPROCESSABLE", message: IMPOSSIBLE_SCORE };
  const isNewBest = score > best.bestScore;
  const seconds = Math.round(Math.min(elapsedSeconds, longestGameSeconds(score, TIME_RUSH_WRITING_START_SECONDS)));
  return {
    kind: "write",
    game: { subDeckId: game.subDeckId, score, isNewBest, finishedAt: now },
    day: planStudyDay({
      account: reads.account,
      activity: reads.activity,
      today: reads.day.today,
      added: { learned: 0, reviewed: 0, seconds },
      now,
      newTimeZone: reads.day.newTimeZone,
    }),
    response: {
      success: true,
      isNewBest,
      bestScore: Math.max(best.bestScore, score),
      gamesPlayed: best.gamesPlayed + 1,
      lastPlayed: now,
    },
  };
}
