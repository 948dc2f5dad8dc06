/**
 * Builds the hand-written core-vocabulary starter files data/decks/<language>.json for the
 * languages in this folder (Spanish, French, German, Italian, Portuguese, Dutch).
 *
 *   node --import tsx scripts/starter/build-core-decks.ts
 *
 * The word lists live in the per-language modules next to this file (one `original | translation`
 * per line); this script checks them (duplicates, translation style, sub-deck sizes, the zod
 * schema) and writes the JSON deterministically, one word per line like the other deck files.
 * Sub-deck ids (`<language>-core-<n>`) and word keys (the original) must stay stable: see
 * data/README.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type StarterLanguageFile, starterLanguageFileSchema } from "../../apps/server/src/db/seed/starter-format";
import type { CoreLanguageSource } from "./core-deck-types";
import { dutch } from "./dutch";
import { french } from "./french";
import { german } from "./german";
import { italian } from "./italian";
import { portuguese } from "./portuguese";
import { spanish } from "./spanish";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = join(REPO_ROOT, "data", "decks");

const LANGUAGES: CoreLanguageSource[] = [spanish, french, german, italian, portuguese, dutch];

const MAX_TRANSLATION_LENGTH = 60;
const MAX_ALTERNATIVES = 3;

interface ParsedWord {
  original: string;
  translation: string;
  line: string;
}

function parseWords(source: string, where: string, errors: string[]): ParsedWord[] {
  const words: ParsedWord[] = [];
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const parts = line.split(" | ");
    if (parts.length !== 2) {
      errors.push(`${where}: expected "original | translation": ${line}`);
      continue;
    }
    const [original, translation] = parts.map((part) => part.trim()) as [string, string];
    words.push({ original, translation, line });
  }
  return words;
}

function checkWord(word: ParsedWord, where: string, errors: string[]): void {
  const { original, translation } = word;
  const at = `${where}: ${original}`;
  for (const text of [original, translation]) {
    if (text !== text.normalize("NFC")) errors.push(`${at}: not NFC`);
    if (/\s{2,}|[\u00a0\t]/.test(text)) errors.push(`${at}: odd whitespace`);
  }
  if (!original) errors.push(`${where}: empty original`);
  if (!translation) errors.push(`${at}: empty translation`);
  if (translation.length > MAX_TRANSLATION_LENGTH)
    errors.push(`${at}: translation longer than ${MAX_TRANSLATION_LENGTH}`);
  if (/[.,;:!?]$/.test(translation)) errors.push(`${at}: trailing punctuation in translation`);
  if (!translation.replace(/\([^()]*\)/g, "").trim()) errors.push(`${at}: translation only in parentheses`);
  if (/\(([^()]*)$|^[^(]*\)/.test(translation)) errors.push(`${at}: unbalanced parentheses`);
  const alternatives = translation.replace(/\([^()]*\)/g, "").split(";");
  if (alternatives.length > MAX_ALTERNATIVES) errors.push(`${at}: more than ${MAX_ALTERNATIVES} alternatives`);
  if (alternatives.some((alternative) => !alternative.trim())) errors.push(`${at}: empty alternative`);
  if (/;(?! )/.test(translation)) errors.push(`${at}: alternatives must be separated by "; "`);
}

function range(start: number, end: number): string {
  return `${start}–${end}`;
}

function buildLanguage(source: CoreLanguageSource, errors: string[]): StarterLanguageFile {
  const seen = new Map<string, string>();
  let next = 1;
  const subDecks = source.decks.map((deck, index) => {
    const id = `${source.id}-core-${index + 1}`;
    const words = parseWords(deck.words, id, errors);
    for (const word of words) {
      checkWord(word, id, errors);
      const previous = seen.get(word.original);
      if (previous) errors.push(`${source.id}: ${word.original} in ${previous} and ${id}`);
      seen.set(word.original, id);
    }
    if (words.length < 20 || words.length > 150) errors.push(`${id}: ${words.length} words (20–150 allowed)`);
    const name = `Core words ${range(next, next + words.length - 1)}`;
    next += words.length;
    return {
      id,
      name,
      description: deck.description,
      isWritingDeck: false,
      words: words.map(({ original, translation }) => ({ key: original, original, translation })),
    };
  });
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

const errors: string[] = [];
const outputs = LANGUAGES.map((source) => [source, buildLanguage(source, errors)] as const);
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
