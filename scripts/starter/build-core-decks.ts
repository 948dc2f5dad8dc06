/**
 * Builds the hand-written core-vocabulary starter files data/decks/<language>.json for the
 * languages in this folder without readings (Spanish, French, German, Italian, Portuguese, Dutch).
 *
 *   node --import tsx scripts/starter/build-core-decks.ts [language…]
 *
 * The word lists are data files, data/starter/<language>.json (one `original | translation` line
 * per word); this script checks them (duplicates, translation style, sub-deck sizes, the zod
 * schema) and writes the JSON deterministically, one word per line like the other deck files.
 * Sub-deck ids (`<language>-core-<n>`) and word keys (the original) must stay stable: see
 * data/README.md. The shared steps are in core-language-file.ts and run-core-build.ts.
 */
import type { CoreLanguageSource } from "./core-deck-types";
import { coreLanguageFile, coreSubDecks } from "./core-language-file";
import { readLanguageSource } from "./read-language-source";
import { runCoreBuild } from "./run-core-build";
import type { ListedWord } from "./word-list";

const LANGUAGES: CoreLanguageSource[] = ["spanish", "french", "german", "italian", "portuguese", "dutch"].map((id) =>
  readLanguageSource(id),
);

/** Parentheses and separators as these lists write them (clarifications may hold commas). */
function checkTranslationMarks(word: ListedWord, where: string, errors: string[]): void {
  const { translation } = word;
  const at = `${where}: ${word.original}`;
  if (/\(([^()]*)$|^[^(]*\)/.test(translation)) errors.push(`${at}: unbalanced parentheses`);
  if (/;(?! )/.test(translation)) errors.push(`${at}: alternatives must be separated by "; "`);
}

runCoreBuild(LANGUAGES, (source, errors) => {
  const subDecks = coreSubDecks(source, false, (word, where) => checkTranslationMarks(word, where, errors), errors);
  return coreLanguageFile(source, subDecks, errors);
});
