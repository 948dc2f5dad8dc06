/**
 * Builds the hand-written core-vocabulary starter files data/decks/<language>.json for Korean,
 * Russian, Arabic and Turkish (the languages in this folder whose words carry a reading:
 * Revised Romanization, stress marks, transliteration; Turkish has none).
 *
 *   node --import tsx scripts/starter/build-core-with-readings.ts [language…]
 *
 * The word lists are data/starter/{korean,russian,arabic,turkish}.json (one
 * `original | reading | translation` per line, Turkish `original | translation`). This script
 * checks them (duplicates within a language, translation style, readings, sub-deck sizes, the
 * zod schema) and writes the JSON deterministically, one word per line like the other deck
 * files. Sub-deck ids (`<language>-core-<n>`) and word keys (the original) must stay stable:
 * see data/README.md. To fix a word, edit its line and run the script again. The steps shared with
 * build-core-decks.ts are in core-language-file.ts and run-core-build.ts; this file keeps the
 * checks of readings, verbs and the stricter translation rules. SHOW_WARNINGS=1 also lists words
 * worth a second look.
 */
import type { StarterSubDeck } from "../../apps/server/src/db/seed/starter-format";
import type { ReadingLanguageSource } from "./core-deck-types";
import { coreLanguageFile, coreSubDecks } from "./core-language-file";
import { romanizeKorean } from "./korean-romanization";
import { readLanguageSource } from "./read-language-source";
import { runCoreBuild } from "./run-core-build";
import type { ListedWord } from "./word-list";

const LANGUAGES = (["korean", "russian", "arabic", "turkish"] as const).map((id) =>
  readLanguageSource<ReadingLanguageSource>(id),
);

const STRESS = "\u0301";
const RUSSIAN_VOWELS = "аеёиоуыэюяАЕЁИОУЫЭЮЯ";

/** Stricter than the other core lists: answers must split cleanly and stay plain ASCII-like. */
function checkTranslationMarks(translation: string, at: string, errors: string[]): void {
  if (
    (translation.match(/\(/g) ?? []).length !== (translation.match(/\)/g) ?? []).length ||
    /\([^)]*\(/.test(translation)
  )
    errors.push(`${at}: unbalanced or nested parentheses`);
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

function checkReading(source: ReadingLanguageSource, word: ListedWord, at: string, errors: string[]): void {
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

/** What this builder checks beyond checkListedWord (core-language-file.ts runs both). */
function checkWord(
  source: ReadingLanguageSource,
  word: ListedWord,
  where: string,
  errors: string[],
  warnings: string[],
): void {
  const { original, translation } = word;
  const at = `${where}: ${original}`;
  checkTranslationMarks(translation, at, errors);
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

/** Exception lists must name words of the language, or they silently outlive a removed word. */
function checkExceptionKeys(source: ReadingLanguageSource, subDecks: StarterSubDeck[], errors: string[]): void {
  const originals = new Set(subDecks.flatMap((deck) => deck.words.map((word) => word.original)));
  for (const key of Object.keys(source.readingExceptions ?? {}))
    if (!originals.has(key)) errors.push(`${source.id}: reading exception for unknown word ${key}`);
  for (const key of Object.keys(source.verbCheckExceptions ?? {}))
    if (!originals.has(key)) errors.push(`${source.id}: verb-check exception for unknown word ${key}`);
}

runCoreBuild(LANGUAGES, (source, errors, warnings) => {
  const withReading = source.id !== "turkish";
  const subDecks = coreSubDecks(
    source,
    withReading,
    (word, where) => checkWord(source, word, where, errors, warnings),
    errors,
  );
  checkExceptionKeys(source, subDecks, errors);
  return coreLanguageFile(source, subDecks, errors);
});
