import { meRequest } from "../../../lib/me-request";

/** A deck's Time Rush record for the signed-in user. */
export interface TimeRushRecord {
  bestScore: number;
  gamesPlayed: number;
  lastPlayed: string | null;
}

/** POST /api/me/time-rush/:subDeckId/games: a game started on the server (its clock checks the score). */
export interface StartedGame extends TimeRushRecord {
  gameId: string;
  startedAt: string;
  startSeconds: number;
}

/** POST /api/me/time-rush/games/:gameId/score */
export interface SavedScore extends TimeRushRecord {
  success: boolean;
  isNewBest: boolean;
}

/** GET /api/me/time-rush/:subDeckId */
export function getTimeRushRecord(subDeckId: string): Promise<TimeRushRecord> {
  return meRequest<TimeRushRecord>(`/me/time-rush/${encodeURIComponent(subDeckId)}`);
}

export function startTimeRushGame(subDeckId: string): Promise<StartedGame> {
  return meRequest<StartedGame>(`/me/time-rush/${encodeURIComponent(subDeckId)}/games`, { method: "POST" });
}

/** Saving the same score again is accepted, so a retry after a lost answer is safe. */
export function saveTimeRushScore(gameId: string, score: number): Promise<SavedScore> {
  return meRequest<SavedScore>(`/me/time-rush/games/${encodeURIComponent(gameId)}/score`, {
    method: "POST",
    body: { score },
  });
}
