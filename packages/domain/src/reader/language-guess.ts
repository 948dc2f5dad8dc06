import { formKey, textTokens } from "./tokens";

/** How much of a text is read to guess its language: its start is enough, and the guess stays cheap. */
const SAMPLE_CHARS = 2_000;

/** The distinct words of a text's start as the language `lang` would split and key them. */
export function sampleKeys(text: string, lang: string): string[] {
  const { tokens } = textTokens(text.slice(0, SAMPLE_CHARS), lang);
  return [...new Set(tokens.map((t) => formKey(t.text, lang)))];
}

/**
 * The language whose decks hold the most of the text's words (the learner's languages, in the order given: a
 * tie goes to the first); null when no word of the text is in any of them.
 */
export function likeliestLanguage(found: readonly { languageId: string; words: number }[]): string | null {
  let best: { languageId: string; words: number } | null = null;
  for (const candidate of found) if (candidate.words > (best?.words ?? 0)) best = candidate;
  return best?.languageId ?? null;
}
