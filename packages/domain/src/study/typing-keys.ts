import type { TestFormat } from "./constants";

/**
 * Languages typed through an input method (kana and kanji, hanzi, hangul): keys for single letters do
 * not help there. Catalogue language ids, as own decks' sets use them too ("ja" → "japanese").
 */
const INPUT_METHOD_LANGUAGES: ReadonlySet<string> = new Set(["japanese", "chinese", "korean"]);
/** The one reading typed with letter keys: pinyin, with its tone-marked vowels. */
const PINYIN_LANGUAGE = "chinese";

/** The special-character keys a deck offers, by what is being typed. */
export interface TypingKeys {
  /** Typing the word itself (production practice). */
  term: string[];
  /** Typing its meaning. */
  translation: string[];
  /** Typing the word's reading instead of its characters: pinyin tone marks for Chinese. */
  reading: string[];
}

export interface DeckLanguageKeys {
  /** Catalogue language id of the deck's words ("french"). */
  termLanguageId: string;
  /** The special characters stored for that language. */
  termCharacters: readonly string[];
  /** Catalogue language id of the meanings ("english" for catalogue decks). */
  translationLanguageId: string;
  translationCharacters: readonly string[];
}

const lettersOf = (languageId: string, characters: readonly string[]) =>
  INPUT_METHOD_LANGUAGES.has(languageId) ? [] : [...characters];

/**
 * The keys for each kind of typed answer: the stored characters of the language being typed; none for
 * English (it stores none) and none for languages typed through an input method, except pinyin's tone
 * marks when the answer may be pinyin.
 */
export function deckTypingKeys(deck: DeckLanguageKeys): TypingKeys {
  return {
    term: lettersOf(deck.termLanguageId, deck.termCharacters),
    translation: lettersOf(deck.translationLanguageId, deck.translationCharacters),
    reading: deck.termLanguageId === PINYIN_LANGUAGE ? [...deck.termCharacters] : [],
  };
}

/**
 * The keys under one typed answer: the meaning's language for a recognition test, the word's own for
 * production (its reading's, when the word has one that letter keys can type). Multiple choice: none.
 */
export function answerKeys(
  test: { format: TestFormat; isForward: boolean },
  word: { pinyin: string | null },
  keys: TypingKeys,
): string[] {
  if (test.format !== "typing" && test.format !== "audio-typing") return [];
  if (test.isForward) return keys.translation;
  return word.pinyin && keys.reading.length > 0 ? keys.reading : keys.term;
}
