/**
 * The rating of a handwriting answer from its total mistakes.
 * Learn sessions, session tests and writing decks: 0 Easy, 1–3 Good, 4–7 Hard, more Again.
 * Other decks: 0 Easy, 1–2 Good, 3–4 Hard, more Again.
 */
export function hanziRating(totalMistakes: number, lenient: boolean): 1 | 2 | 3 | 4 {
  const m = Math.max(0, Math.floor(totalMistakes));
  if (m === 0) return 4;
  if (lenient) return m <= 3 ? 3 : m <= 7 ? 2 : 1;
  return m <= 2 ? 3 : m <= 4 ? 2 : 1;
}

/** Whether the word counts as answered correctly: at most 10 mistakes (lenient) or 2. */
export function hanziCorrect(totalMistakes: number, lenient: boolean): boolean {
  return totalMistakes <= (lenient ? 10 : 2);
}

export const HANZI_HINT_AFTER_MISSES = 3;
export const HANZI_TEST_HINT_AFTER_MISSES = 5;
export const HANZI_LENIENCY = 1;
export const HANZI_TEST_LENIENCY = 0.8;
export const HANZI_STROKE_WIDTH = 6;
export const HANZI_DELAY_BETWEEN_STROKES_MS = 2000;
export const HANZI_DELAY_BETWEEN_LOOPS_MS = 1000;
export const HANZI_CANVAS_SIZE = 300;
