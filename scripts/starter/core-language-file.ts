/**
 * Turns a hand-written core-vocabulary source into a starter language file: the part both core
 * builders share. What differs per builder (line format, extra checks) comes in as arguments.
 */
import {
  type StarterLanguageFile,
  type StarterSubDeck,
  type StarterWord,
  starterLanguageFileSchema,
} from "../../apps/server/src/db/seed/starter-format";
import type { CoreLanguageSource } from "./core-deck-types";
import { checkListedWord } from "./word-checks";
import { type ListedWord, parseWordList } from "./word-list";

const MIN_WORDS = 20;
const MAX_WORDS = 150;

/** Checks one word beyond checkListedWord; reports in the builder's own error list. */
export type WordCheck = (word: ListedWord, where: string) => void;

/**
 * One sub-deck per `decks[]` entry, `<id>-core-<n>` by position (ids must stay stable, see
 * data/README.md), named "Core words a–b" with the numbering running on across sub-decks.
 */
export function coreSubDecks(
  source: CoreLanguageSource,
  withReading: boolean,
  checkWord: WordCheck,
  errors: string[],
): StarterSubDeck[] {
  const seen = new Map<string, string>();
  let next = 1;
  return source.decks.map((deck, index) => {
    const id = `${source.id}-core-${index + 1}`;
    const words = parseWordList(deck.words, withReading, id, errors);
    for (const word of words) {
      checkListedWord(word, id, errors);
      checkWord(word, id);
      // The original is the word's key, so it must be unique in the whole language.
      const previous = seen.get(word.original);
      if (previous) errors.push(`${source.id}: ${word.original} in ${previous} and ${id}`);
      seen.set(word.original, id);
    }
    if (words.length < MIN_WORDS || words.length > MAX_WORDS)
      errors.push(`${id}: ${words.length} words (${MIN_WORDS}–${MAX_WORDS} allowed)`);
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
}

/** The language file with the source's language fields, checked against the zod schema. */
export function coreLanguageFile(
  source: CoreLanguageSource,
  subDecks: StarterSubDeck[],
  errors: string[],
): StarterLanguageFile {
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
