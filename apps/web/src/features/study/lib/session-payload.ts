import { MAX_SESSION_SECONDS } from "@app/domain/study/constants";
import type { WordTally } from "@app/domain/study/queue";
import type { SessionSaveInput } from "@app/domain/study/validation";
import type { StudySessionType } from "../types";

export interface PayloadInput {
  sessionId: string;
  subDeckId: string;
  sessionType: StudySessionType;
  /** The algorithm this session was studied with. */
  studyAlgorithm?: "AUTOMATIC" | "MANUAL";
  /** ms since the epoch */
  startedAt: number;
  endedAt: number;
  tallies: Readonly<Record<number, WordTally>>;
}

/**
 * The one request body of a finished session (sessionSaveSchema): every word answered or marked
 * known with its counts, response times (seconds, ms precision) and ratings; the duration capped
 * at 86,400 s.
 */
export function buildSavePayload(input: PayloadInput): SessionSaveInput {
  const words = Object.values(input.tallies)
    .filter((t) => t.reviewedCount > 0 || t.alreadyKnow)
    .map((t) => ({
      wordId: t.wordId,
      correctCount: t.correctCount,
      reviewedCount: t.reviewedCount,
      gotWrong: t.gotWrong,
      ...(t.firstAnswerCorrect === undefined ? {} : { firstAnswerCorrect: t.firstAnswerCorrect }),
      alreadyKnow: t.alreadyKnow,
      responseTimes: t.responseTimes.map((s) => Math.round(s * 1000) / 1000),
      ...(t.outcomes ? { outcomes: [...t.outcomes] } : {}),
      difficultyScore: t.difficultyScore,
      ratings: [...t.ratings],
      ...(t.answeredAtMs === undefined ? {} : { answeredAtMs: Math.min(t.answeredAtMs, MAX_SESSION_SECONDS * 1000) }),
      ...(t.overriddenAnswers?.length
        ? { overriddenAnswers: [...t.overriddenAnswers], acceptedAnswers: [...new Set(t.acceptedAnswers ?? [])] }
        : {}),
    }));
  const seconds = Math.max(0, Math.round((input.endedAt - input.startedAt) / 1000));
  return {
    sessionId: input.sessionId,
    subDeckId: input.subDeckId,
    sessionType: input.sessionType,
    startedAt: new Date(input.startedAt).toISOString(),
    ...(input.studyAlgorithm ? { studyAlgorithm: input.studyAlgorithm } : {}),
    durationSeconds: Math.min(seconds, MAX_SESSION_SECONDS),
    words,
  };
}
