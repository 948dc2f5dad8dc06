/** Japanese (JLPT N5, N4, N3): word decks in source order, in parts of about 100 words. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { StarterLanguageFile, StarterSubDeck, StarterWord } from "../../apps/server/src/db/seed/starter-format";
import { readJapaneseFixes } from "./hand-written-fixes";
import {
  collapseSpaces,
  dedupe,
  expandAbbreviations,
  joinSenses,
  KEEP_ARTICLE,
  parseCsv,
  removeParentheticals,
  SHARED_DIR,
  splitIntoParts,
  splitTopLevel,
  TIDY_PARENTHESES_LEVELS,
  tidyParentheses,
  uniqueKeys,
} from "./source-text";

export interface JlptRow {
  expression: string;
  reading: string;
  meaning: string;
}

export function loadJlpt(level: string): JlptRow[] {
  const rows = parseCsv(readFileSync(join(SHARED_DIR, "jlpt", `${level}.csv`), "utf8"));
  const [header, ...body] = rows;
  const col = (name: string): number => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`${level}.csv: missing column ${name}`);
    return index;
  };
  const [ie, ir, im] = [col("expression"), col("reading"), col("meaning")];
  const seen = new Set<string>();
  const out: JlptRow[] = [];
  for (const row of body) {
    if (row.every((cell) => cell.trim() === "")) continue;
    const r = { expression: row[ie] ?? "", reading: row[ir] ?? "", meaning: row[im] ?? "" };
    const identity = `${r.expression}\t${r.reading}\t${r.meaning}`;
    if (seen.has(identity)) continue; // exact duplicate row
    seen.add(identity);
    out.push(r);
  }
  return out;
}

// Hand-written fixes (data/starter/*-fixes.json; see data/README.md).
const {
  translationOverrides: JLPT_TRANSLATION_OVERRIDES,
  levelTranslationOverrides: JLPT_LEVEL_TRANSLATION_OVERRIDES,
} = readJapaneseFixes();

export const JAPANESE_SCRIPT = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF々〜～]/;

export function normalizeJapanese(text: string): string {
  return text
    .replace(/～/g, "〜")
    .replace(/\s*[;、]\s*/g, "; ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Kana reading without notes: "けっこん (する)" → "けっこん", "(〜を) とお" → "とお". */
export function cleanJlptReading(reading: string, expression: string): string {
  let text = normalizeJapanese(reading).replace(/\s*\([^()]*\)\s*/g, (whole, offset: number, all: string) =>
    // Keep optional parts inside a word, e.g. "スーパー (マーケット)"; drop leading/trailing notes.
    offset === 0 || offset + whole.length === all.length ? (/する/.test(whole) || offset === 0 ? "" : whole) : whole,
  );
  text = text
    .split("; ")
    // "べんきょうする" → "べんきょう"; a reading that is only "する" (為る) stays.
    .map((part) =>
      (part.endsWith("する") && part.length > 2 && !expression.endsWith("する") ? part.slice(0, -2) : part).trim(),
    )
    .join("; ");
  return text.trim();
}

export function cleanJlptSense(raw: string): string {
  let text = raw;
  text = removeParentheticals(
    text,
    (inner) =>
      JAPANESE_SCRIPT.test(inner) ||
      /^(?:abbr\.?|abbreviation|lit\b|literally\b|e\.g\.,? [^a-z]*$)/i.test(inner.trim()) ||
      /^[A-Z]{3}:/.test(inner.trim()), // loanword origin, e.g. "(GER: Energie)"
  );
  // A parenthesis the source never closes: "to succeed (someone in a business".
  const unclosed = (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
  if (unclosed > 0) text += ")".repeat(unclosed);
  text = text.replace(/^\(abbr\.?\)\s*/i, "");
  text = text.replace(/\)(?=[A-Za-z])/g, ") ");
  if (!KEEP_ARTICLE.test(text)) text = text.replace(/^an? (?=\S)/i, "");
  // "Music", "Yen", "South": lower-case a capitalised common word (proper nouns are kept).
  text = text.replace(/^([A-Z])([a-z]+)\b/, (whole, first: string, rest: string) =>
    JLPT_PROPER_WORDS.has(whole) ? whole : first.toLowerCase() + rest,
  );
  return collapseSpaces(text).replace(/[\s,;:]+$/, "");
}

/** Capitalised words that stay capitalised at the start of a JLPT translation. */
export const JLPT_PROPER_WORDS = new Set([
  "Africa",
  "America",
  "Christmas",
  "Asia",
  "Buddhist",
  "Chinese",
  "English",
  "Europe",
  "Japan",
  "Japanese",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
  "January",
  "New",
  "Shinto",
  "Western",
  "West",
  "Mr",
  "Mrs",
  "Ms",
  "Miss",
  "I",
]);

export function cleanJlptMeaning(raw: string): string {
  let text = raw.replace(/、/g, ", ").replace(/\s+/g, " ").trim();
  text = text.replace(/--[^-]*--/g, ";");
  text = expandAbbreviations(text);
  const senses = dedupe(
    splitTopLevel(text, /^[;,]\s*/)
      .map(cleanJlptSense)
      .filter((s) => s.length > 0 && !JAPANESE_SCRIPT.test(s)),
  );
  return joinSenses(senses, 4);
}

export const KANJI = /[\u3400-\u4DBF\u4E00-\u9FFF々]/;

/** Normalised [expression, reading]; rows with the two swapped (kana expression, kanji reading) are fixed. */
/** The interjection marker some N3 rows carry: "しまった (かん)" → "しまった". */
export const INTERJECTION_MARK = /\s*\(かん\)\s*$/;

export function expressionAndReading(row: JlptRow): [string, string] {
  let expression = normalizeJapanese(row.expression).replace(INTERJECTION_MARK, "");
  let readingText = row.reading.replace(INTERJECTION_MARK, "");
  if (!KANJI.test(expression) && KANJI.test(readingText)) {
    [expression, readingText] = [normalizeJapanese(readingText), expression];
  }
  return [expression, cleanJlptReading(readingText, expression)];
}

export function japaneseSubDecks(level: string, rows: readonly JlptRow[]): StarterSubDeck[] {
  const label = level.toUpperCase();
  const expressionCount = new Map<string, number>();
  for (const row of rows) {
    const [expression] = expressionAndReading(row);
    expressionCount.set(expression, (expressionCount.get(expression) ?? 0) + 1);
  }
  const words = uniqueKeys(
    rows.map((row) => {
      const [original, reading] = expressionAndReading(row);
      const key = (expressionCount.get(original) ?? 0) > 1 ? `${original}|${reading}` : original;
      const translation =
        JLPT_LEVEL_TRANSLATION_OVERRIDES[level]?.[key] ??
        JLPT_TRANSLATION_OVERRIDES[key] ??
        cleanJlptMeaning(row.meaning);
      if (translation.length === 0) throw new Error(`JLPT ${level} ${key}: empty translation`);
      const word: StarterWord = {
        key,
        original,
        translation: TIDY_PARENTHESES_LEVELS.has(level) ? tidyParentheses(translation) : translation,
      };
      if (reading !== original && reading.length > 0) word.reading = reading;
      return word;
    }),
  );
  const parts = splitIntoParts(words);
  let first = 1;
  return parts.map((part, index) => {
    const last = first + part.length - 1;
    const sample = part
      .slice(0, 4)
      .map((w) => w.original)
      .join(", ");
    const subDeck: StarterSubDeck = {
      id: `japanese-${level}-${index + 1}`,
      name: `JLPT ${label} · Part ${index + 1}`,
      description: `JLPT ${label} vocabulary, words ${first}–${last}: ${sample} and more.`,
      isWritingDeck: false,
      words: part,
    };
    first = last + 1;
    return subDeck;
  });
}

export function buildJapanese(): StarterLanguageFile {
  const subDecks = ["n5", "n4", "n3"].flatMap((level) => japaneseSubDecks(level, loadJlpt(level)));
  return {
    id: "japanese",
    flagCode: "jp",
    description:
      "Japanese is written with kanji and two kana scripts. Start with the core vocabulary of JLPT N5 and N4, go on to N3, and learn each word's kana reading.",
    speechLang: "ja-JP",
    specialCharacters: ["ー", "、", "。", "〜"],
    credits:
      "Japanese word lists from open-anki-jlpt-decks by Jamie Sinclair (MIT), based on the JLPT lists of tanos.co.uk.",
    subDecks,
  };
}
