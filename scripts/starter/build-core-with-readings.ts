/**
 * Builds the hand-written core-vocabulary starter files data/decks/<language>.json for Korean,
 * Russian, Arabic and Turkish (the languages in this folder whose words carry a reading:
 * Revised Romanization, stress marks, transliteration; Turkish has none).
 *
 *   node --import tsx scripts/starter/build-core-with-readings.ts
 *
 * The word lists live in korean.ts, russian.ts, arabic.ts and turkish.ts (one
 * `original | reading | translation` per line, Turkish `original | translation`). This script
 * checks them (duplicates within a language, translation style, readings, sub-deck sizes, the
 * zod schema) and writes the JSON deterministically, one word per line like the other deck
 * files. Sub-deck ids (`<language>-core-<n>`) and word keys (the original) must stay stable:
 * see data/README.md. To fix a word, edit its line and run the script again.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  type StarterLanguageFile,
  type StarterWord,
  starterLanguageFileSchema,
} from "../../apps/server/src/db/seed/starter-format";
import { arabic } from "./arabic";
import { korean } from "./korean";
import { romanizeKorean } from "./korean-romanization";
import { russian } from "./russian";
import { turkish } from "./turkish";

/** Source of one hand-written language file with readings. */
export interface ReadingDeckSource {
  /** One sentence shown with the sub-deck. */
  description: string;
  /**
   * One word per line, most frequent first: `original | reading | translation`
   * (`original | translation` when the language has no readings; a reading `-` means none).
   * Blank lines and lines starting with `#` are ignored.
   */
  words: string;
}

export interface ReadingLanguageSource {
  id: "korean" | "russian" | "arabic" | "turkish";
  flagCode: string;
  description: string;
  speechLang: string;
  specialCharacters: string[];
  credits: string;
  /** In frequency order; each becomes sub-deck `<id>-core-<n>` named "Core words a–b". */
  decks: ReadingDeckSource[];
  /**
   * Korean only: words whose hand-written romanization rightly differs from the rule-based one
   * in korean-romanization.ts (original → reason).
   */
  readingExceptions?: Record<string, string>;
  /** Words that look like verbs (or not) to the checks but are not (or are): original → reason. */
  verbCheckExceptions?: Record<string, string>;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = join(REPO_ROOT, "data", "decks");

export const LANGUAGES: ReadingLanguageSource[] = [korean, russian, arabic, turkish];

const MAX_TRANSLATION_LENGTH = 60;
const MAX_ALTERNATIVES = 3;
const STRESS = "\u0301";
const RUSSIAN_VOWELS = "аеёиоуыэюяАЕЁИОУЫЭЮЯ";

interface ParsedWord {
  original: string;
  reading: string | undefined;
  translation: string;
}

function parseWords(source: ReadingLanguageSource, deck: ReadingDeckSource, where: string, errors: string[]) {
  const hasReading = source.id !== "turkish";
  const words: ParsedWord[] = [];
  for (const raw of deck.words.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const parts = line.split(" | ").map((part) => part.trim());
    if (parts.length !== (hasReading ? 3 : 2)) {
      errors.push(
        `${where}: expected ${hasReading ? "original | reading | translation" : "original | translation"}: ${line}`,
      );
      continue;
    }
    const [original, reading, translation] = hasReading
      ? (parts as [string, string, string])
      : [parts[0] as string, "", parts[1] as string];
    words.push({ original, reading: reading === "" || reading === "-" ? undefined : reading, translation });
  }
  return words;
}

function checkTranslation(translation: string, at: string, errors: string[]): void {
  if (!translation) errors.push(`${at}: empty translation`);
  if (translation.length > MAX_TRANSLATION_LENGTH)
    errors.push(`${at}: translation longer than ${MAX_TRANSLATION_LENGTH}`);
  if (/[.,;:!?]$/.test(translation)) errors.push(`${at}: trailing punctuation in translation`);
  if (!translation.replace(/\([^()]*\)/g, "").trim()) errors.push(`${at}: translation only in parentheses`);
  if (
    (translation.match(/\(/g) ?? []).length !== (translation.match(/\)/g) ?? []).length ||
    /\([^)]*\(/.test(translation)
  )
    errors.push(`${at}: unbalanced or nested parentheses`);
  const alternatives = translation.replace(/\([^()]*\)/g, "").split(";");
  if (alternatives.length > MAX_ALTERNATIVES) errors.push(`${at}: more than ${MAX_ALTERNATIVES} alternatives`);
  if (alternatives.some((alternative) => !alternative.trim())) errors.push(`${at}: empty alternative`);
  if (/;(?! )|\s;/.test(translation)) errors.push(`${at}: alternatives must be separated by "; "`);
  // Answers are split at ";" and "," before parentheses are removed (answer-check.ts).
  if (/\([^)]*[;,][^)]*\)/.test(translation)) errors.push(`${at}: "," or ";" inside parentheses`);
  if (/[^\x20-\x7E’é…–]/.test(translation)) errors.push(`${at}: unexpected character in translation`);
}

/** Does the original look like a verb in its dictionary form? (Heuristic; see verbCheckExceptions.) */
function looksLikeVerb(id: ReadingLanguageSource["id"], original: string): boolean | undefined {
  const head = original.split(" (")[0] as string;
  switch (id) {
    case "korean":
      return undefined; // verbs and adjectives both end in 다; checked by hand
    case "russian":
      return /(?:ть|ться|ти|тись|чь|чься)$/.test(head);
    case "turkish":
      return /m[ae]k$/.test(head);
    case "arabic":
      return undefined;
  }
}

function checkReading(source: ReadingLanguageSource, word: ParsedWord, at: string, errors: string[]): void {
  const { original, reading } = word;
  switch (source.id) {
    case "korean": {
      if (!/^[\uAC00-\uD7A3]+(?: [\uAC00-\uD7A3]+)*$/.test(original)) errors.push(`${at}: original is not hangul`);
      if (!reading || !/^[a-z]+(?: [a-z]+)*$/.test(reading)) {
        errors.push(`${at}: reading must be lower-case Revised Romanization`);
        break;
      }
      const expected = romanizeKorean(original);
      const exception = source.readingExceptions?.[original];
      if (expected !== reading && exception === undefined)
        errors.push(`${at}: reading ${reading}, rules give ${expected} (fix it or list it in readingExceptions)`);
      if (expected === reading && exception !== undefined) errors.push(`${at}: needless reading exception`);
      break;
    }
    case "russian": {
      if (!/^[А-ЯЁ]?[а-яё]+(?:[ -][а-яё]+)*(?: \([а-яё]+(?: [а-яё]+)*\))?$/.test(original))
        errors.push(`${at}: original must be Cyrillic (with an optional "(perfective)")`);
      const tokens = original.split(/[ ()-]+/).filter(Boolean);
      const needsMark = tokens.some(
        (t) => !t.includes("ё") && [...t].filter((c) => RUSSIAN_VOWELS.includes(c)).length > 1,
      );
      if (!needsMark) {
        if (reading !== undefined) errors.push(`${at}: no reading needed (stress is unambiguous)`);
        break;
      }
      if (!reading) {
        errors.push(`${at}: reading with the stress mark is missing`);
        break;
      }
      if (reading.replaceAll(STRESS, "") !== original)
        errors.push(`${at}: reading ${reading} is not the original with marks`);
      const readingTokens = reading.split(/[ ()-]+/).filter(Boolean);
      for (const token of readingTokens) {
        const vowels = [...token.replaceAll(STRESS, "")].filter((c) => RUSSIAN_VOWELS.includes(c)).length;
        const marks = token.split(STRESS).length - 1;
        const expectedMarks = token.includes("ё") || vowels <= 1 ? 0 : 1;
        if (marks !== expectedMarks) errors.push(`${at}: ${token} should have ${expectedMarks} stress mark(s)`);
        if (new RegExp(`[^${RUSSIAN_VOWELS}]${STRESS}`).test(token)) errors.push(`${at}: stress mark not on a vowel`);
      }
      break;
    }
    case "arabic": {
      if (!/^[\u0621-\u064A\u064B-\u0652\u0670]+(?: [\u0621-\u064A\u064B-\u0652\u0670]+)*$/.test(original))
        errors.push(`${at}: original must be Arabic script`);
      if (!reading || !/^[a-zāīūʾʿḥṣḍṭẓ]+(?:[ -][a-zāīūʾʿḥṣḍṭẓ]+)*$/.test(reading))
        errors.push(`${at}: reading must be a simple lower-case transliteration`);
      break;
    }
    case "turkish": {
      if (!/^[A-ZÇĞİÖŞÜ]?[a-zçğıöşüâîû]+(?:[ '-][a-zçğıöşüâîû]+)*$/.test(original))
        errors.push(`${at}: original must be Turkish in the Latin script`);
      if (reading !== undefined) errors.push(`${at}: Turkish words have no reading`);
      break;
    }
  }
}

function checkWord(
  source: ReadingLanguageSource,
  word: ParsedWord,
  where: string,
  errors: string[],
  warnings: string[],
) {
  const { original, translation } = word;
  const at = `${where}: ${original}`;
  for (const text of [original, translation, word.reading ?? ""]) {
    if (text !== text.normalize("NFC")) errors.push(`${at}: not NFC`);
    if (/\s{2,}|[\u00a0\t]/.test(text)) errors.push(`${at}: odd whitespace`);
  }
  if (!original) errors.push(`${where}: empty original`);
  checkTranslation(translation, at, errors);
  checkReading(source, word, at, errors);
  if (word.reading !== undefined && word.reading === original) errors.push(`${at}: reading repeats the original`);
  const verb = looksLikeVerb(source.id, original);
  const exception = source.verbCheckExceptions?.[original];
  const startsWithTo = translation.startsWith("to ");
  if (verb !== undefined && exception === undefined) {
    if (verb && !startsWithTo) errors.push(`${at}: verb translation must start with "to "`);
    if (!verb && startsWithTo) errors.push(`${at}: translation starts with "to " but the word is not a verb`);
  }
  if (verb === undefined && source.id === "korean" && /다$/.test(original) && !startsWithTo)
    warnings.push(`${at}: adjective? "${translation}"`);
}

function buildLanguage(source: ReadingLanguageSource, errors: string[], warnings: string[]): StarterLanguageFile {
  const seen = new Map<string, string>();
  let next = 1;
  const subDecks = source.decks.map((deck, index) => {
    const id = `${source.id}-core-${index + 1}`;
    const words = parseWords(source, deck, id, errors);
    for (const word of words) {
      checkWord(source, word, id, errors, warnings);
      const previous = seen.get(word.original);
      if (previous) errors.push(`${source.id}: ${word.original} in ${previous} and ${id}`);
      seen.set(word.original, id);
    }
    if (words.length < 20 || words.length > 150) errors.push(`${id}: ${words.length} words (20–150 allowed)`);
    const name = `Core words ${next}–${next + words.length - 1}`;
    next += words.length;
    return {
      id,
      name,
      description: deck.description,
      isWritingDeck: false,
      words: words.map(({ original, reading, translation }): StarterWord => {
        const word: StarterWord = { key: original, original, translation };
        if (reading !== undefined) word.reading = reading;
        return word;
      }),
    };
  });
  for (const key of Object.keys(source.readingExceptions ?? {}))
    if (!seen.has(key)) errors.push(`${source.id}: reading exception for unknown word ${key}`);
  for (const key of Object.keys(source.verbCheckExceptions ?? {}))
    if (!seen.has(key)) errors.push(`${source.id}: verb-check exception for unknown word ${key}`);
  const file: StarterLanguageFile = {
    id: source.id,
    flagCode: source.flagCode,
    description: source.description,
    speechLang: source.speechLang,
    specialCharacters: source.specialCharacters,
    credits: source.credits,
    subDecks,
  };
  const parsed = starterLanguageFileSchema.safeParse(file);
  if (!parsed.success) errors.push(`${source.id}: ${parsed.error.message}`);
  return file;
}

/** Pretty JSON with one word per line (same layout as scripts/build-starter-data.ts). */
function formatLanguageFile(file: StarterLanguageFile): string {
  const { subDecks, ...header } = file;
  const headerJson = JSON.stringify(header, null, 2).replace(/\n}$/, "");
  const decks = subDecks.map((deck) => {
    const { words, ...deckHeader } = deck;
    const deckJson = JSON.stringify(deckHeader, null, 2).replace(/\n}$/, "").replace(/\n/g, "\n    ");
    const wordLines = words.map((word) => `        ${JSON.stringify(word)}`).join(",\n");
    return `    ${deckJson},\n      "words": [\n${wordLines}\n      ]\n    }`;
  });
  return `${headerJson},\n  "subDecks": [\n${decks.join(",\n")}\n  ]\n}\n`;
}

function main(): void {
  const errors: string[] = [];
  const warnings: string[] = [];
  const only = process.argv.slice(2);
  const selected = only.length > 0 ? LANGUAGES.filter((l) => only.includes(l.id)) : LANGUAGES;
  const outputs = selected.map((source) => [source, buildLanguage(source, errors, warnings)] as const);
  if (process.env.SHOW_WARNINGS) for (const warning of warnings) console.warn(`warning: ${warning}`);
  if (errors.length > 0) {
    for (const error of errors) console.error(error);
    process.exit(1);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [source, file] of outputs) {
    const text = formatLanguageFile(file);
    if (JSON.stringify(JSON.parse(text)) !== JSON.stringify(file))
      throw new Error(`${source.id}: formatting changed the data`);
    writeFileSync(join(OUT_DIR, `${source.id}.json`), text, "utf8");
    const count = file.subDecks.reduce((sum, deck) => sum + deck.words.length, 0);
    console.log(`${source.id}.json: ${count} words in ${file.subDecks.length} sub-decks`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
