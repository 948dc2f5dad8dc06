/**
 * Cloze notes (Anki's `{{c1::text}}` and `{{c1::text::hint}}`): each cloze number is an item of its own. The
 * text is plain (safe) text with the deletions' markup still in it, as the importer reads a field.
 */

/** What a learner sees where the deletion was. */
export const CLOZE_GAP = "[...]";

const DELETION = /\{\{c(\d+)::((?:(?!\}\}).)*?)(?:::((?:(?!\}\}).)*?))?\}\}/gs;

export interface ClozeDeletion {
  number: number;
  text: string;
  hint: string | null;
}

/** The deletions of a text, in the order they appear. */
export function clozeDeletions(text: string): ClozeDeletion[] {
  return [...text.matchAll(DELETION)].map((m) => ({
    number: Number(m[1]),
    text: (m[2] ?? "").trim(),
    hint: m[3]?.trim() || null,
  }));
}

/** The cloze numbers a text holds (c1, c2 … → 1, 2 …), ascending, each once; empty deletions do not count. */
export function clozeNumbers(text: string): number[] {
  const numbers = new Set(
    clozeDeletions(text)
      .filter((d) => d.number > 0 && d.text !== "")
      .map((d) => d.number),
  );
  return [...numbers].sort((a, b) => a - b);
}

export interface ClozeItem {
  number: number;
  /** The text with this number's deletions shown as a gap, other deletions as their text. */
  sentence: string;
  /** The missing text: what the learner types (several deletions of one number joined with ", "). */
  answer: string;
  hint: string | null;
  /** The text with every deletion filled in. */
  filled: string;
}

/** The item for one cloze number, or null when the text holds no deletion with that number. */
export function clozeItem(text: string, number: number): ClozeItem | null {
  const own = clozeDeletions(text).filter((d) => d.number === number && d.text !== "");
  if (own.length === 0) return null;
  const sentence = text.replace(DELETION, (_all, n: string, inner: string) =>
    Number(n) === number ? CLOZE_GAP : inner.trim(),
  );
  return {
    number,
    sentence,
    answer: own.map((d) => d.text).join(", "),
    hint: own.find((d) => d.hint)?.hint ?? null,
    filled: fillCloze(text),
  };
}

/** The text with every deletion filled in (no markup left). */
export function fillCloze(text: string): string {
  return text.replace(DELETION, (_all, _n: string, inner: string) => inner.trim());
}

/**
 * A cloze item's sentence split around its gap, for showing the answer highlighted in place (Learn New):
 * the parts before and after the first gap; null when the sentence has no gap.
 */
export function splitAtGap(sentence: string): { before: string; after: string } | null {
  const at = sentence.indexOf(CLOZE_GAP);
  if (at < 0) return null;
  return { before: sentence.slice(0, at), after: sentence.slice(at + CLOZE_GAP.length) };
}
