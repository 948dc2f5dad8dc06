import type { ItemKind } from "../decks/item-counts";
import { displayCorrectAnswer } from "./answer-check";
import { MULTIPLE_CHOICE_OPTIONS, type SessionType, type StudyType, type TestFormat } from "./constants";

export interface StudyWord {
  id: number;
  originalWord: string;
  translation: string;
  pinyin: string | null;
  /** What is studied (absent: a word). A production item asks meaning → term; a cloze item its gap. */
  kind?: ItemKind;
  /** A cloze item: the sentence with its gap. */
  sentence?: string | null;
  clozeHint?: string | null;
  /** A word whose reversed direction is an item of its own: its own tests stay term → meaning. */
  hasProduction?: boolean;
}

export interface TestData {
  wordId: number;
  format: TestFormat;
  prompt: string;
  /** Reading shown with the prompt (pinyin/kana) when the prompt is the original word. */
  promptReading: string | null;
  /** What a typed answer is checked against. */
  expectedAnswer: string;
  /** The correct answer as shown after a mistake. */
  correctAnswer: string;
  directionText: string;
  isAudioPrompt: boolean;
  isForward: boolean;
  /** Multiple choice: 4 options including the correct one; empty for typing. */
  options: string[];
  /** A cloze item's test: the prompt is the sentence with its gap, the answer the missing text. */
  cloze?: boolean;
  /** A cloze item's hint, shown as "hint: …". */
  hint?: string | null;
}

/** A source of randomness in [0, 1): Math.random in the app, a seeded one in tests. */
export type Random = () => number;

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The format for one test: All → Typing or Multiple Choice at random; audio sessions → audio formats. */
export function pickFormat(studyType: StudyType, sessionType: SessionType, random: Random): TestFormat {
  const audio = sessionType === "AUDIO_REVIEW" || studyType === "Audio";
  const choice = studyType === "Multiple Choice" ? true : studyType === "Typing" ? false : random() < 0.5;
  if (audio) return choice ? "audio-multiple-choice" : "audio-typing";
  return choice ? "multiple-choice" : "typing";
}

/**
 * Multiple-choice options: the correct answer plus up to 3 distractors from `pool` (answers that
 * differ from the correct one), then from `extraPool`; when fewer than 2 distractors exist the
 * placeholders 'Option A' and 'Option B' fill in. Returns null when no options can be built.
 */
export function buildOptions(
  correct: string,
  pool: readonly string[],
  extraPool: readonly string[],
  random: Random,
): string[] | null {
  if (!correct.trim()) return null;
  const seen = new Set([correct.trim().toLowerCase()]);
  const distractors: string[] = [];
  for (const candidate of [...shuffle(pool, random), ...shuffle(extraPool, random)]) {
    const key = candidate.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    distractors.push(candidate);
    if (distractors.length === MULTIPLE_CHOICE_OPTIONS - 1) break;
  }
  // Too few real distractors: the placeholders fill the remaining places.
  if (distractors.length < 2) {
    for (const placeholder of ["Option A", "Option B"]) {
      if (distractors.length < MULTIPLE_CHOICE_OPTIONS - 1 && !seen.has(placeholder.toLowerCase()))
        distractors.push(placeholder);
    }
  }
  return shuffle([correct, ...distractors], random);
}

export interface BuildTestInput {
  word: StudyWord;
  format: TestFormat;
  /** Other words of the session and the deck (distractors come from these first). */
  sessionWords: readonly StudyWord[];
  /** More words to draw distractors from when the session has too few. */
  extraWords?: readonly StudyWord[];
  /** The language of the deck's words ("French"). */
  languageName: string;
  /** The language of their meanings: an own deck's translation language; English in the catalogue. */
  translationLanguageName?: string;
  random: Random;
}

/**
 * Builds one test; its direction names the language to answer in (the deck's translation language, or
 * its own language when the word itself is asked for). Typing asks for the translation of the shown word; multiple choice goes either
 * way at random; audio prompts play the word. A multiple-choice test that cannot be built falls
 * back to typing (audio multiple choice to audio typing).
 *
 * Items with a memory of their own keep their direction: a 'production' item (an Anki reversed card, or the
 * item Production practice adds to a word) always asks meaning → term — typed, the word itself in its script
 * (for Chinese, the characters or the pinyin with its tone marks), or chosen, never as audio; a word that has
 * such a sibling always term → meaning; and a 'cloze' item shows its sentence with the gap (and its hint) for
 * the missing text to be typed.
 */
export function buildTest(input: BuildTestInput): TestData {
  const { word, random, languageName } = input;
  if (word.kind === "cloze") return clozeTest(word);
  const production = word.kind === "production";
  // A production item is never played as audio: the recording would say the answer.
  const format = production ? withoutAudio(input.format) : input.format;
  const meaningLanguage = input.translationLanguageName || "English";
  const audio = format === "audio-typing" || format === "audio-multiple-choice";
  const choice = format === "multiple-choice" || format === "audio-multiple-choice";
  // Items with their own memory keep one direction: production meaning → term, its word term → meaning.
  const fixed = production ? false : word.hasProduction ? true : null;
  const forward = fixed ?? (audio || !choice || random() < 0.5);
  const base = {
    wordId: word.id,
    isAudioPrompt: audio,
    isForward: forward,
  };
  if (choice) {
    // A cloze item's fields are a sentence and its missing text: never an option for a word.
    const usable = (w: StudyWord) => w.id !== word.id && w.kind !== "cloze";
    const others = input.sessionWords.filter(usable);
    const extra = (input.extraWords ?? []).filter(usable);
    const answerOf = (w: StudyWord) => (forward ? w.translation : w.originalWord);
    const options = buildOptions(answerOf(word), others.map(answerOf), extra.map(answerOf), random);
    if (options) {
      return {
        ...base,
        format,
        prompt: forward ? word.originalWord : word.translation,
        promptReading: forward ? word.pinyin : null,
        expectedAnswer: answerOf(word),
        correctAnswer: forward
          ? displayCorrectAnswer(word.translation)
          : displayCorrectAnswer(word.originalWord, word.pinyin),
        directionText: audio
          ? "Listen and choose the meaning"
          : forward
            ? `Choose the ${meaningLanguage} meaning`
            : `Choose the ${languageName} word`,
        options,
      };
    }
  }
  if (production) {
    return {
      ...base,
      isForward: false,
      format: "typing",
      prompt: word.translation,
      promptReading: null,
      expectedAnswer: word.pinyin ? `${word.originalWord}; ${word.pinyin}` : word.originalWord,
      correctAnswer: displayCorrectAnswer(word.originalWord, word.pinyin),
      directionText: `Type the ${languageName} word`,
      options: [],
    };
  }
  return {
    ...base,
    isForward: true,
    format: audio ? "audio-typing" : "typing",
    prompt: word.originalWord,
    promptReading: word.pinyin,
    expectedAnswer: word.translation,
    correctAnswer: displayCorrectAnswer(word.translation),
    directionText: audio ? `Listen and type the meaning in ${meaningLanguage}` : `Type the ${meaningLanguage} meaning`,
    options: [],
  };
}

function withoutAudio(format: TestFormat): TestFormat {
  if (format === "audio-typing") return "typing";
  if (format === "audio-multiple-choice") return "multiple-choice";
  return format;
}

/** A cloze item's test: the sentence with its gap (and its hint), the missing text typed. */
function clozeTest(word: StudyWord): TestData {
  return {
    wordId: word.id,
    format: "typing",
    prompt: word.sentence ?? word.translation,
    promptReading: null,
    expectedAnswer: word.originalWord,
    correctAnswer: displayCorrectAnswer(word.originalWord),
    directionText: "Type the missing text",
    isAudioPrompt: false,
    // The missing text is in the deck's own language, like the word itself.
    isForward: false,
    options: [],
    cloze: true,
    hint: word.clozeHint ?? null,
  };
}
