import { type RefObject, useCallback, useMemo } from "react";
import { useCurrentSession } from "../../../lib/session";
import { type ResumableMode, resumePoint } from "../lib/resume-point";
import { endSession, hasAnswers, type SessionState } from "../lib/session-engine";
import { buildSavePayload } from "../lib/session-payload";
import type { StudySessionData } from "../types";
import { type SessionSoFar, useLeaveGuard } from "./useLeaveGuard";
import { useSessionSave } from "./useSessionSave";
import { sessionEnv } from "./useStudySession";

interface DraftInput {
  mode: ResumableMode;
  subDeckId: string;
  data: StudySessionData;
  sessionId: string;
  state: SessionState;
  stateRef: RefObject<SessionState>;
}

/**
 * A session's answers kept safe: the finished session's one save request (built once at the
 * overview, where the state no longer changes), and mid-session the draft and the question on
 * leaving (a link, the back button, closing the tab never loses the answers given).
 */
export function useSessionDraft({ mode, subDeckId, data, sessionId, state, stateRef }: DraftInput) {
  const { user } = useCurrentSession();
  const userId = user?.id ?? null;
  const algorithm = data.settings.studyAlgorithm;
  const payloadOf = useCallback(
    (ended: SessionState) =>
      ended.endedAt === null
        ? null
        : buildSavePayload({
            sessionId,
            subDeckId,
            sessionType: ended.sessionType,
            studyAlgorithm: algorithm,
            startedAt: ended.startedAt,
            endedAt: ended.endedAt,
            tallies: ended.queue.tallies,
          }),
    [sessionId, subDeckId, algorithm],
  );

  const payload = useMemo(
    () => (state.phase === "overview" && hasAnswers(state) ? payloadOf(state) : null),
    [state, payloadOf],
  );
  const saveStatus = useSessionSave(payload, userId);

  const answersSoFar = useCallback((): SessionSoFar | null => {
    const s = stateRef.current;
    if (!userId || s.phase === "overview" || !hasAnswers(s)) return null;
    const saved = payloadOf(endSession(s, sessionEnv()));
    if (saved === null) return null;
    return {
      entry: { userId, queuedAt: new Date().toISOString(), payload: saved },
      resume: resumePoint(mode, subDeckId, data, s),
    };
  }, [userId, stateRef, payloadOf, subDeckId, data, mode]);
  const leaveGuard = useLeaveGuard(state.phase !== "overview" && hasAnswers(state), answersSoFar, state, sessionId);
  return { saveStatus, leaveGuard };
}
