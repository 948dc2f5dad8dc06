import crypto from "node:crypto";

/**
 * A Learn New session in which every word was marked "Already know" without an answer, as the app sends
 * it (the spec's stored counts: correct 5, reviewed 5, difficulty score 4). Tests use it to make words
 * learned at once, e.g. the 5 a deck needs before Review or Time Rush unlock.
 */
export function knownWordsSession(subDeckId: string, wordIds: readonly number[], endedAt: Date, seconds = 30) {
  return {
    sessionId: crypto.randomUUID(),
    subDeckId,
    sessionType: "LEARN",
    startedAt: new Date(endedAt.getTime() - seconds * 1000).toISOString(),
    durationSeconds: seconds,
    words: wordIds.map((wordId) => ({
      wordId,
      correctCount: 5,
      reviewedCount: 5,
      gotWrong: false,
      alreadyKnow: true,
      responseTimes: [],
      difficultyScore: 4,
      ratings: [],
    })),
  };
}
