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
