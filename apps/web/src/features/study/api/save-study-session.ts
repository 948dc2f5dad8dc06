import type { SessionSaveInput } from "@app/domain/study/validation";
import { meRequest } from "../../../lib/me-request";

/** What POST /api/me/study-sessions answers (the same answer again for a repeated session id). */
export interface SaveSessionResult {
  success: boolean;
  message?: string;
  sessionId: string;
  wordsLearned: number;
  wordsReviewed: number;
  savedWords: number;
  progress: {
    wordId: number;
    state: number;
    learningSteps: number;
    nextReview: string;
    correctCount: number;
    reviewedCount: number;
  }[];
}

/** POST /api/me/study-sessions: idempotent on `sessionId`, so retrying is always safe. */
export function saveStudySession(payload: SessionSaveInput): Promise<SaveSessionResult> {
  return meRequest<SaveSessionResult>("/me/study-sessions", { method: "POST", body: payload });
}
