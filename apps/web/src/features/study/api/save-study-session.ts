import type { SessionSaveInput, SessionSaveResult } from "@app/domain/study/validation";
import { meRequest } from "../../../lib/me-request";

export type { SessionSaveResult as SaveSessionResult };

/** POST /api/me/study-sessions: idempotent on `sessionId`, so retrying is always safe. */
export function saveStudySession(payload: SessionSaveInput): Promise<SessionSaveResult> {
  return meRequest<SessionSaveResult>("/me/study-sessions", { method: "POST", body: payload });
}
