import { OWN_DECK_WORD_LIMIT, type WordValues, wordInputSchema } from "@app/domain/create/own-deck";
import { type DelimitedFile, type Delimiter, readDelimited } from "@app/import-reader/delimited";

/** Longest pasted line read: three full fields and their separators, with room for quotes. */
export const PASTE_LINE_MAX = 2000;

export interface PastedLine {
  /** 1-based line of the pasted text. */
  line: number;
  term: string;
  translation: string;
  reading: string | null;
  /** Why the line will not be added, or null when it will. */
  problem: string | null;
}

export interface PastePreview {
  /** The separator found, in words ("tab"), or null when no line has two columns. */
  separator: string | null;
  lines: PastedLine[];
  /** The words "Add" will send, in the pasted order. */
  good: WordValues[];
}

const SEPARATOR_NAMES: Record<Delimiter, string> = {
  "\t": "tab",
  ",": "comma",
  ";": "semicolon",
  " ": "space",
  "|": "vertical bar",
  ":": "colon",
};

const PASTE_DELIMITERS: readonly Delimiter[] = ["\t", ";", ","];

function rowsWithTwoFields(file: DelimitedFile): number {
  return file.rows.filter((row) => row.fields.length > 1).length;
}

/**
 * The reader guesses the separator from lines that agree on their number of columns; a paste being
 * typed often has a line that doesn't (no translation yet), and then the guess falls back to a comma.
 * When some lines came out as one column, each separator is tried and the one that splits most lines wins.
 */
function readLines(bytes: Uint8Array): DelimitedFile {
  const options = { maxLineLength: PASTE_LINE_MAX };
  let best = readDelimited(bytes, options);
  if (rowsWithTwoFields(best) === best.rows.length) return best;
  for (const delimiter of PASTE_DELIMITERS) {
    const forced = readDelimited(bytes, { ...options, delimiter });
    if (rowsWithTwoFields(forced) > rowsWithTwoFields(best)) best = forced;
  }
  return best;
}

/** A first line like "term, translation, reading" names the columns (as imported files may). */
function isHeaderRow(fields: readonly string[]): boolean {
  const [first, second] = fields.map((field) => field.trim().toLowerCase());
  return first === "term" && second === "translation";
}

/** How two words are compared for "already there": spacing, case and Unicode form don't count. */
function wordKey(term: string, translation: string): string {
  const fold = (text: string) => text.trim().normalize("NFC").toLocaleLowerCase();
  return `${fold(term)}\u0000${fold(translation)}`;
}

/**
 * Reads pasted lines as term, translation and (when the deck has one) reading, the separator detected
 * (tab, comma or semicolon). Every line that can't be added says why: a broken or overlong line, an empty
 * term, a missing translation, a field the server would refuse, a word already in the deck (same term and
 * translation) or pasted twice, or no room left in the deck.
 */
export function readPastedLines(
  text: string,
  options: { hasReading: boolean; existing: readonly { term: string; translation: string }[]; deckSize: number },
): PastePreview {
  if (text.trim() === "") return { separator: null, lines: [], good: [] };
  const file = readLines(new TextEncoder().encode(text));
  const known = new Set(options.existing.map((word) => wordKey(word.term, word.translation)));
  const pastedAt = new Map<string, number>();
  const room = Math.max(0, OWN_DECK_WORD_LIMIT - options.deckSize);

  const lines: PastedLine[] = file.problems
    .filter((problem) => problem.skipped && problem.line > 0)
    .map((problem) => ({ line: problem.line, term: "", translation: "", reading: null, problem: problem.reason }));
  const good: WordValues[] = [];

  for (const [index, row] of file.rows.entries()) {
    if (index === 0 && isHeaderRow(row.fields)) {
      lines.push({ line: row.line, term: "", translation: "", reading: null, problem: "Column names, not a word" });
      continue;
    }
    // A line of blanks is spacing, not a word with an empty term.
    if (row.fields.every((field) => field.trim() === "")) continue;
    const [term = "", translation = "", reading = ""] = row.fields.map((field) => field.trim());
    const entry: PastedLine = {
      line: row.line,
      term,
      translation,
      reading: options.hasReading ? reading || null : null,
      problem: null,
    };
    lines.push(entry);
    if (term === "") {
      entry.problem = "Empty term";
      continue;
    }
    if (translation === "") {
      entry.problem = "Missing translation";
      continue;
    }
    const parsed = wordInputSchema.safeParse({ term, translation, reading: entry.reading });
    if (!parsed.success) {
      entry.problem = parsed.error.issues[0]?.message ?? "This line can't be added";
      continue;
    }
    const key = wordKey(term, translation);
    if (known.has(key)) {
      entry.problem = "Already in the deck";
      continue;
    }
    const earlier = pastedAt.get(key);
    if (earlier !== undefined) {
      entry.problem = `Same as line ${earlier}`;
      continue;
    }
    if (good.length >= room) {
      entry.problem = `The deck is full (${OWN_DECK_WORD_LIMIT.toLocaleString("en-US")} words at most)`;
      continue;
    }
    pastedAt.set(key, row.line);
    good.push(parsed.data);
  }

  lines.sort((a, b) => a.line - b.line);
  const twoColumns = file.rows.some((row) => row.fields.length > 1);
  return { separator: twoColumns ? SEPARATOR_NAMES[file.delimiter] : null, lines, good };
}
