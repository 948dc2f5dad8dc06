import crypto from "node:crypto";
import { knownWord } from "@app/domain/test-support/session";

export interface SessionSaveOptions {
  /** How long the session took (default 60); it started that long before `endedAt`. */
  seconds?: number;
  /** LEARN (default), REVIEW, NEED_REVIEW or TIME_RUSH. */
  sessionType?: string;
}

/** The body of `POST /api/me/study-sessions` for a session on `subDeckId` that ended at `endedAt`. */
export function sessionSave<W>(subDeckId: string, words: W[], endedAt: Date, options: SessionSaveOptions = {}) {
  const seconds = options.seconds ?? 60;
  return {
    sessionId: crypto.randomUUID(),
    subDeckId,
    sessionType: options.sessionType ?? "LEARN",
    startedAt: new Date(endedAt.getTime() - seconds * 1000).toISOString(),
    durationSeconds: seconds,
    words,
  };
}

/**
 * A Learn New session in which every word was marked "Already know" without an answer, as the app sends
 * it (the spec's stored counts: correct 5, reviewed 5, difficulty score 4). Tests use it to make words
 * learned at once, e.g. the 5 a deck needs before Review or Time Rush unlock.
 */
export function knownWordsSession(subDeckId: string, wordIds: readonly number[], endedAt: Date, seconds = 30) {
  return sessionSave(
    subDeckId,
    wordIds.map((wordId) => knownWord(wordId)),
    endedAt,
    { seconds },
  );
}
