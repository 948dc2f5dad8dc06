/** Time Rush: a countdown that correct answers feed and wrong ones drain. */
export const TIME_RUSH_START_SECONDS = 15;
export const TIME_RUSH_WRITING_START_SECONDS = 30;
export const TIME_RUSH_TICK_MS = 100;
export const TIME_RUSH_WRONG_PENALTY_SECONDS = 1;
export const TIME_RUSH_WRITING_BONUS_SECONDS = 2;
export const TIME_RUSH_FEEDBACK_MS = 500;
export const TIME_RUSH_WRITING_FEEDBACK_MS = 1000;
/** Nobody answers faster than this; a score needing faster answers is impossible. */
export const TIME_RUSH_MIN_SECONDS_PER_ANSWER = 0.25;

export type GamePhase = "waiting" | "playing" | "gameOver";
export type TimerColour = "green" | "orange" | "red";

export function startingSeconds(isWritingDeck: boolean): number {
  return isWritingDeck ? TIME_RUSH_WRITING_START_SECONDS : TIME_RUSH_START_SECONDS;
}

/** Seconds a correct answer adds, `elapsed` seconds into the game: max(0.5, 2·e^(−elapsed/30)). */
export function correctBonusSeconds(elapsedSeconds: number): number {
  return Math.max(0.5, 2 * Math.exp(-Math.max(0, elapsedSeconds) / 30));
}

/** Time left after a correct answer, capped at the starting time. */
export function afterCorrect(
  timeLeft: number,
  elapsedSeconds: number,
  startSeconds: number,
  isWritingDeck = false,
): number {
  const bonus = isWritingDeck ? TIME_RUSH_WRITING_BONUS_SECONDS : correctBonusSeconds(elapsedSeconds);
  return Math.min(startSeconds, timeLeft + bonus);
}

/** Time left after a wrong answer (1 second off), never below 0. */
export function afterWrong(timeLeft: number): number {
  return Math.max(0, timeLeft - TIME_RUSH_WRONG_PENALTY_SECONDS);
}

/** Green above 60 % of the starting time left, orange above 30 %, red otherwise. */
export function timerColour(timeLeft: number, startSeconds: number): TimerColour {
  const share = startSeconds <= 0 ? 0 : timeLeft / startSeconds;
  if (share > 0.6) return "green";
  if (share > 0.3) return "orange";
  return "red";
}

/**
 * The highest score a game lasting `elapsedSeconds` (server-measured, start to score) can reach:
 * each point takes at least a quarter of a second to answer. The game itself can't outlast its
 * clock either: it lasts at most the starting time plus 2 s per point.
 */
export function maxPossibleScore(elapsedSeconds: number): number {
  return Math.max(0, Math.floor(elapsedSeconds / TIME_RUSH_MIN_SECONDS_PER_ANSWER));
}

/** The longest a game with this score can run (start + every bonus at its largest) — for sanity checks. */
export function longestGameSeconds(score: number, startSeconds: number): number {
  return startSeconds + 2 * score + score * TIME_RUSH_WRONG_PENALTY_SECONDS;
}
