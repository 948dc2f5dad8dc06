/**
 * What the HSK and JLPT deck builders (hsk-decks.ts, jlpt-decks.ts) share: where the source data is,
 * part sizes, warnings, and the text helpers that clean dictionary senses into flashcard translations.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { StarterWord } from "../../apps/server/src/db/seed/starter-format";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const SHARED_DIR = process.env.SHARED_DATA_DIR
  ? resolve(process.env.SHARED_DATA_DIR)
  : resolve(REPO_ROOT, "../shared/data");

export const MAX_TRANSLATION_LENGTH = 80;
export const TARGET_PART_SIZE = 100;
export const MAX_PART_SIZE = 150;

export const warnings: string[] = [];
export function warn(message: string): void {
  warnings.push(message);
}

/** Splits `items` into near-equal consecutive parts of about TARGET_PART_SIZE (never above MAX_PART_SIZE). */
export function splitIntoParts<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [];
  let count = Math.max(1, Math.round(items.length / TARGET_PART_SIZE));
  while (Math.ceil(items.length / count) > MAX_PART_SIZE) count++;
  const base = Math.floor(items.length / count);
  const extra = items.length % count;
  const parts: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const size = base + (i < extra ? 1 : 0);
    parts.push(items.slice(start, start + size));
    start += size;
  }
  return parts;
}

/** Splits on `separator` only where it is not inside (), [] or "". */
export function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    if (depth === 0) {
      const rest = text.slice(i);
      const match = separator.exec(rest);
      if (match && match.index === 0 && match[0].length > 0) {
        parts.push(current);
        current = "";
        i += match[0].length - 1;
        continue;
      }
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

export const CJK = /[\u2E80-\u2FDF\u3005\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{3FFFF}]/u;

export function collapseSpaces(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/\s+([,;:!?])/g, "$1")
    .trim();
}

/** Removes parenthesised groups (not nested-aware beyond one level) whose content matches `test`. */
export function removeParentheticals(text: string, test: (inner: string) => boolean): string {
  return text.replace(/\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, (whole, inner: string) => (test(inner) ? "" : whole));
}

/** English abbreviations used by dictionaries, written out for learners. */
export function expandAbbreviations(text: string): string {
  return text
    .replace(/\bsb's\b/g, "someone's")
    .replace(/\bsth's\b/g, "something's")
    .replace(/\bsb\b/g, "someone")
    .replace(/\bsth\b/g, "something")
    .replace(/\besp\.\s*/g, "especially ")
    .replace(/\bfig\.\s*/g, "figuratively ")
    .replace(/\blit\.\s*/g, "literally ")
    .replace(/\busu\.\s*/g, "usually ")
    .replace(/\bapprox\.\s*/g, "approximately ")
    .replace(/\bcoll\.\s*/g, "colloquial ")
    .replace(/\bonom\.\s*/g, "onomatopoeia ")
    .replace(/\bv\.t\./g, "transitive")
    .replace(/\bv\.i\./g, "intransitive")
    .replace(/\bhon\.(?=\))/g, "honorific")
    .replace(/\betc\b(?!\.)/g, "etc.")
    .replace(/\s+\)/g, ")");
}

/** Joins senses with "; ", taking as many as fit (at least one, at most `maxSenses`). */
export function joinSenses(senses: readonly string[], maxSenses = 3): string {
  const chosen: string[] = [];
  for (const sense of senses) {
    if (chosen.length >= maxSenses) break;
    const candidate = [...chosen, sense].join("; ");
    if (chosen.length > 0 && candidate.length > MAX_TRANSLATION_LENGTH) break;
    chosen.push(sense);
  }
  let text = chosen.join("; ");
  if (text.length > MAX_TRANSLATION_LENGTH) {
    // A single over-long sense: drop its parentheticals, then cut at a comma.
    text = collapseSpaces(removeParentheticals(text, () => true));
    if (text.length > MAX_TRANSLATION_LENGTH) {
      const parts = splitTopLevel(text, /^,\s*/);
      let cut = parts[0] ?? text;
      for (const part of parts.slice(1)) {
        if (`${cut}, ${part}`.length > MAX_TRANSLATION_LENGTH) break;
        cut = `${cut}, ${part}`;
      }
      text = cut;
    }
  }
  return text;
}

/**
 * Answers are checked per ";"/","-separated part before parentheses are removed
 * (packages/domain/src/study/answer-check.ts), so a comma inside parentheses splits an
 * alternative: "to miss (train, opportunity etc.)" would not accept "to miss". Inside
 * parentheses, "," and ";" become "/" and "e.g.," becomes "e.g.". Applied to the levels added
 * after HSK 4 and N4 only (HSK 5–6, N3), so that the words learners already study stay
 * byte-identical.
 */
export function tidyParentheses(text: string): string {
  return text.replace(/(\S)\(/g, "$1 (").replace(
    /\(([^()]*)\)/g,
    (_whole, inner: string) =>
      `(${inner
        .replace(/\b(e\.g|i\.e)\.,\s*/g, "$1. ")
        .replace(/\s*[;,]\s*/g, "/")
        .replace(/\/etc\./g, " etc.")})`,
  );
}

/** Levels whose translations go through tidyParentheses (see there). */
export const TIDY_PARENTHESES_LEVELS = new Set(["hsk5", "hsk6", "n3"]);

export function dedupe(senses: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sense of senses) {
    const norm = sense
      .toLowerCase()
      .replace(/\([^()]*\)/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (norm.length === 0 || seen.has(norm)) continue;
    seen.add(norm);
    out.push(sense);
  }
  return out;
}

/** Minimal RFC 4180 CSV parser (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (ch !== "\r") field += ch;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Leading articles are dropped ("a song" → "song") except in fixed phrases like "a little". */
export const KEEP_ARTICLE = /^an? (?:little|few|lot|bit|while|moment|great|long|short|certain)\b/i;

/** Appends #2, #3 … to keys that occur more than once (stable: source order decides). */
export function uniqueKeys(words: StarterWord[]): StarterWord[] {
  const seen = new Map<string, number>();
  return words.map((word) => {
    const n = (seen.get(word.key) ?? 0) + 1;
    seen.set(word.key, n);
    return n === 1 ? word : { ...word, key: `${word.key}#${n}` };
  });
}
