import { countWords } from "@app/domain/decks/word-counts";
import type { DeckProgress, Language, MyDeck, SubDeck, Word, WordProgress } from "../types";

export const chinese: Language = {
  id: "chinese",
  flagCode: "cn",
  description: "Mandarin Chinese.",
  speechLang: "zh-CN",
  specialCharacters: [],
  credits: "Chinese word lists from complete-hsk-vocabulary by Yanis Zafirópulos (MIT).",
  deckCount: 3,
  writingDeckCount: 1,
  wordCount: 302,
};

export const japanese: Language = { ...chinese, id: "japanese", flagCode: "jp", writingDeckCount: 0, deckCount: 2 };

export function subDeck(patch: Partial<SubDeck> = {}): SubDeck {
  return {
    id: "chinese-hsk1-1",
    name: "HSK 1 · Part 1",
    description: "New HSK level 1.",
    wordCount: 120,
    languageId: "chinese",
    isWritingDeck: false,
    flagCode: "cn",
    speechLang: "zh-CN",
    specialCharacters: [],
    ...patch,
  };
}

export function words(count: number): Word[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    order: i + 1,
    originalWord: `字${i + 1}`,
    translation: i === 1 ? null : `meaning ${i + 1}`,
    pinyin: `zi${i + 1}`,
  }));
}

export function progressRow(wordId: number, patch: Partial<WordProgress> = {}): WordProgress {
  return {
    wordId,
    state: 2,
    learningSteps: 0,
    nextReview: "2030-01-01T00:00:00.000Z",
    lastReview: "2026-11-20T10:00:00.000Z",
    isIgnored: false,
    userNotes: null,
    correctCount: 3,
    reviewedCount: 4,
    stability: 2.5,
    difficulty: 5.1,
    reps: 4,
    lapses: 1,
    ...patch,
  };
}

export function deckProgress(deck: SubDeck, rows: WordProgress[], inCollection = true): DeckProgress {
  const now = "2026-11-21T12:00:00.000Z";
  return {
    deck,
    inCollection,
    now,
    counts: countWords(deck.wordCount, rows, new Date(now)),
    sessions: [
      { kind: "learn-new", label: "Learn New", unlocked: true, reason: null },
      { kind: "review", label: "Review", unlocked: false, reason: "Learn 5 more words to unlock (needs 5 learned)." },
      { kind: "need-review", label: "Need Review", unlocked: false, reason: "No words are due for review right now." },
      {
        kind: "hard-words",
        label: "Hard Words",
        unlocked: false,
        reason: "Learn 10 more words to unlock (needs 10 learned).",
      },
      {
        kind: "audio-review",
        label: "Audio Review",
        unlocked: false,
        reason: "Learn 5 more words to unlock (needs 5 learned).",
      },
      {
        kind: "time-rush",
        label: "Time Rush",
        unlocked: false,
        reason: "Learn 5 more words to unlock (needs 5 learned).",
      },
    ],
    progress: rows,
  };
}

export function myDeck(patch: Partial<MyDeck> = {}): MyDeck {
  return {
    id: "ud-1",
    subDeckId: "chinese-hsk1-1",
    createdAt: "2026-11-20T10:00:00.000Z",
    name: "HSK 1 · Part 1",
    description: "New HSK level 1, words 1–102 (most common first): the, of, I, to be and many more useful words.",
    wordCount: 102,
    isWritingDeck: false,
    languageId: "chinese",
    flagCode: "cn",
    counts: countWords(patch.wordCount ?? 102, [], new Date("2026-11-21T12:00:00Z")),
    wordsLearned: 0,
    ...patch,
  };
}

/** The words API answering in pages like the server (offset/limit). */
export function wordsHandler(all: Word[]) {
  return (_call: unknown, match: RegExpMatchArray) => {
    const params = new URLSearchParams(match[1] ?? "");
    const offset = Number(params.get("offset") ?? 0);
    const limit = Number(params.get("limit") ?? 1000);
    return { body: { items: all.slice(offset, offset + limit), total: all.length, offset, limit } };
  };
}
