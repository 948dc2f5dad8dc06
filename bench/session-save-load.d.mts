/** A 20-word review session as the study screen sends it (the save benches' request body). */
export function sessionBody(wordIds: number[]): {
  sessionId: string;
  subDeckId: string;
  sessionType: string;
  startedAt: string;
  durationSeconds: number;
  words: {
    wordId: number;
    correctCount: number;
    reviewedCount: number;
    gotWrong: boolean;
    responseTimes: number[];
    difficultyScore: number;
    ratings: number[];
  }[];
};
