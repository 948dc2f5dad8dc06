/**
 * A cloze note's text rebuilt from its items, for the way back to Anki: each item keeps the text with its own
 * deletions as gaps "[...]" and the others as their text (`clozeItem`), its answer (several deletions of one
 * number joined with ", ") and its hint. The deletions are placed by position, never by searching for the
 * answer, so an answer that also appears elsewhere in the text is marked where it was deleted.
 */
import { CLOZE_GAP } from "./cloze";

export interface ClozeItemText {
  number: number;
  sentence: string;
  answer: string;
  hint: string | null;
}

interface Span {
  start: number;
  end: number;
  number: number;
}

/** The parts of a deletion's answer, one per gap, when they can be told apart. */
function answerParts(item: ClozeItemText, gaps: number): string[] | null {
  if (gaps === 1) return [item.answer];
  const parts = item.answer.split(", ");
  return parts.length === gaps ? parts : null;
}

/** The text with every deletion filled in, from the first item whose gaps can be filled. */
function filledText(items: readonly ClozeItemText[]): string | null {
  for (const item of items) {
    const pieces = item.sentence.split(CLOZE_GAP);
    const parts = answerParts(item, pieces.length - 1);
    if (!parts) continue;
    return pieces.map((piece, i) => (i === 0 ? piece : `${parts[i - 1]}${piece}`)).join("");
  }
  return null;
}

/**
 * Where an item's deletions are in the filled text: the pieces between its gaps must be the filled text's, in
 * order, the first at the start and the last at the end. Null when they are not.
 */
function spansOf(item: ClozeItemText, filled: string): Span[] | null {
  const pieces = item.sentence.split(CLOZE_GAP);
  const first = pieces[0]!;
  const last = pieces.at(-1)!;
  if (pieces.length < 2 || !filled.startsWith(first) || !filled.endsWith(last)) return null;
  const limit = filled.length - last.length;
  if (limit < first.length) return null;
  const parts = answerParts(item, pieces.length - 1);
  const spans: Span[] = [];
  let at = first.length;
  for (let i = 1; i < pieces.length; i++) {
    const isLast = i === pieces.length - 1;
    // The deletion ends where the next piece begins: known from the answer's part when it fits, else found.
    const known = parts?.[i - 1];
    let end: number;
    if (isLast) end = limit;
    else if (known !== undefined && filled.startsWith(pieces[i]!, at + known.length)) end = at + known.length;
    else end = filled.indexOf(pieces[i]!, at);
    if (end < at || end > limit) return null;
    spans.push({ start: at, end, number: item.number });
    at = end + (isLast ? 0 : pieces[i]!.length);
  }
  return spans;
}

/** The note's text with `{{cN::answer}}` / `{{cN::answer::hint}}` for every deletion; null if the items disagree. */
export function clozeNoteText(items: readonly ClozeItemText[]): string | null {
  if (items.length === 0) return null;
  const filled = filledText(items);
  if (filled === null) return null;
  const spans: Span[] = [];
  for (const item of items) {
    const own = spansOf(item, filled);
    if (!own) return null;
    spans.push(...own);
  }
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < spans.length; i++) if (spans[i]!.start < spans[i - 1]!.end) return null;
  const hinted = new Set<number>();
  let text = "";
  let at = 0;
  for (const span of spans) {
    const item = items.find((i) => i.number === span.number)!;
    // The hint goes on the number's first deletion, where the importer reads it.
    const hint = item.hint && !hinted.has(span.number) ? `::${item.hint}` : "";
    hinted.add(span.number);
    text += `${filled.slice(at, span.start)}{{c${span.number}::${filled.slice(span.start, span.end)}${hint}}}`;
    at = span.end;
  }
  return text + filled.slice(at);
}
