/** How far back a session may say it was studied (a device offline for weeks still counts). */
export const MAX_STUDY_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * When a session was studied, as the server accepts it: the end of the session the client reports
 * (its start plus its duration), never after the server's now, never before the session started, and
 * never more than 30 days back. Offline sessions are then scheduled, logged and counted on the
 * learner's day they were studied, not when they were uploaded.
 */
export function studiedAt(session: { startedAt: string; durationSeconds: number }, now: Date): Date {
  const started = Date.parse(session.startedAt);
  if (!Number.isFinite(started)) return now;
  const ended = started + Math.max(0, session.durationSeconds) * 1000;
  const earliest = now.getTime() - MAX_STUDY_AGE_MS;
  return new Date(Math.min(now.getTime(), Math.max(ended, earliest)));
}

/**
 * When one word was answered: the session's accepted end (`studiedAt`) moved back by the time between
 * the word's last answer and the end of the session. The client reports that answer as milliseconds
 * after the session started, so its clock only needs to be right about durations; the offset is held
 * within the session. Without one (an older client), the word counts as answered at the end.
 */
export function answeredAt(sessionEnd: Date, durationSeconds: number, answeredAtMs: number | undefined): Date {
  if (answeredAtMs === undefined || !Number.isFinite(answeredAtMs)) return sessionEnd;
  const durationMs = Math.max(0, durationSeconds) * 1000;
  const offset = Math.min(durationMs, Math.max(0, answeredAtMs));
  return new Date(sessionEnd.getTime() - (durationMs - offset));
}
