import { acceptedAnswers, isCorrectAnswer, normaliseAnswer } from "./answer-check";

/**
 * How a typed answer was judged: exactly right by the spec's lenient check, right but for a typo or
 * the accents (shown as correct, with the spelling to check), or wrong.
 */
export type TypedVerdict =
  | { verdict: "exact" }
  | { verdict: "typo"; reason: "spelling" | "accents" }
  | { verdict: "wrong" };

/**
 * Letters of the scripts where a typo is a slip of one letter: Latin, Greek, Cyrillic, Armenian and
 * Georgian. Chinese characters, kana and Hangul syllables carry a whole syllable or word each, so one
 * of them wrong is a different word: never forgiven.
 */
const ALPHABETIC =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Georgian}\p{M}\s'’.,;:!?¡¿\-()/]+$/u;
/** Pinyin tone marks that no European language uses (ǎ ě ǐ ǒ ǔ ǚ ǖ ǘ ǜ): the tone is the answer. */
const PINYIN_TONE_MARK = /[ǎěǐǒǔǚǖǘǜ]/u;

/** Letters written differently but meaning the same letter without its marks. */
const LETTER_FOLDS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Accents and other marks removed ("très" → "tres", "Straße" → "strasse"). */
export function withoutMarks(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (c) => LETTER_FOLDS[c] ?? c);
}

/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
 * swaps of two neighbouring letters each count 1. Stops early (returns `limit + 1`) once every path
 * costs more than `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** Typos allowed for an answer of this many letters: none up to 3, 1 for 4–7, 2 from 8. */
export function allowedTypos(letters: number): number {
  if (letters <= 3) return 0;
  return letters <= 7 ? 1 : 2;
}

/**
 * Judges a typed answer. The spec's lenient check (case, spaces, any part, parentheses) decides what
 * is exactly right and stays as specified. On top of it, for answers in alphabetic scripts: the same
 * letters with missing or wrong accents are right ("tres" for "très"), and so is an answer within a
 * few typos of an accepted one, scaled to its length (`allowedTypos`). An answer the learner once
 * said was right for this word is exactly right. Never forgiven: answers with
 * digits (pinyin tone numbers, numbers), pinyin tone marks, and Chinese characters, kana or Hangul.
 */
export function judgeTypedAnswer(
  typed: string,
  expected: string,
  /** Answers this learner said were right for this word ("I was right"): exactly right from then on. */
  learnerAccepted: readonly string[] = [],
  /**
   * Whether a slip of a letter or two is forgiven. Off where the answer is the word being learned
   * (production practice): one letter away is often another real word ("pero" for "perro"), and
   * spelling it is the exercise. Accents are forgiven (and marked) either way.
   */
  { spelling = true }: { spelling?: boolean } = {},
): TypedVerdict {
  if (isCorrectAnswer(typed, expected)) return { verdict: "exact" };
  const answer = normaliseAnswer(typed);
  if (answer && learnerAccepted.some((accepted) => normaliseAnswer(accepted) === answer)) return { verdict: "exact" };
  if (!answer || /\d/.test(answer) || !ALPHABETIC.test(answer)) return { verdict: "wrong" };
  const plainAnswer = withoutMarks(answer);
  let best: TypedVerdict = { verdict: "wrong" };
  for (const accepted of acceptedAnswers(expected)) {
    if (/\d/.test(accepted) || PINYIN_TONE_MARK.test(accepted) || !ALPHABETIC.test(accepted)) continue;
    const plainAccepted = withoutMarks(accepted);
    if (plainAccepted === plainAnswer) return { verdict: "typo", reason: "accents" };
    const limit = spelling ? allowedTypos([...plainAccepted.replace(/\s/g, "")].length) : 0;
    if (limit > 0 && editDistance(plainAnswer, plainAccepted, limit) <= limit) {
      best = { verdict: "typo", reason: "spelling" };
    }
  }
  return best;
}
