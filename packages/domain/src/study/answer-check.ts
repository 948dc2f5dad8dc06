/** Lower-case, trimmed, inner whitespace collapsed. */
export function normaliseAnswer(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

const withoutParentheses = (text: string) =>
  text
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Every answer accepted for an expected text: the whole text, each part split by ";" or ",",
 * and each of those with parenthesised parts removed — all normalised.
 */
export function acceptedAnswers(expected: string): Set<string> {
  const accepted = new Set<string>();
  const add = (text: string) => {
    const n = normaliseAnswer(text);
    if (n) accepted.add(n);
  };
  add(expected);
  add(withoutParentheses(expected));
  for (const part of expected.split(/[;,]/)) {
    add(part);
    add(withoutParentheses(part));
  }
  // Parentheses may hold commas ("to miss (a train, a chance)"): split the text without them too.
  for (const part of withoutParentheses(expected).split(/[;,]/)) add(part);
  return accepted;
}

/** Whether a typed answer matches: trimmed and lower-cased, whole or any part, parentheses ignored. */
export function isCorrectAnswer(typed: string, expected: string): boolean {
  const answer = normaliseAnswer(typed);
  if (!answer) return false;
  const accepted = acceptedAnswers(expected);
  return accepted.has(answer) || accepted.has(normaliseAnswer(withoutParentheses(typed)));
}

/**
 * The correct answer as shown after a mistake: two ";" alternatives joined with " ; ", three or
 * more with " OR "; the pinyin appended after " ; " when there is one.
 */
export function displayCorrectAnswer(expected: string, pinyin?: string | null): string {
  const alternatives = expected
    .split(";")
    .map((a) => a.trim())
    .filter(Boolean);
  const shown = alternatives.length >= 3 ? alternatives.join(" OR ") : alternatives.join(" ; ");
  return pinyin?.trim() ? `${shown} ; ${pinyin.trim()}` : shown;
}
