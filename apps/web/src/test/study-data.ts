import { DEFAULT_FSRS_SETTINGS } from "@app/domain/study/constants";
import type { SessionWord, StudyDeck, StudySessionData, StudyWordProgress } from "../features/study/types";

/** A seeded generator (mulberry32), so every run draws the same formats and orders. */
export function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A word of a study session (no reading; `progress` null: never studied). */
export function sessionWord(
  id: number,
  originalWord: string,
  translation: string,
  progress: StudyWordProgress | null = null,
): SessionWord {
  return { id, order: id, originalWord, translation, pinyin: null, progress };
}

const CORE_1 = { id: "spanish-core-1", name: "Core 1", description: "", wordCount: 100, flagCode: "ES" };
const SPANISH = { languageId: "spanish", languageName: "Spanish", speechLang: "es-ES", specialCharacters: ["ñ", "á"] };

/** The Spanish catalogue deck the study screens' tests play. */
export function spanishDeck(overrides: Partial<StudyDeck> = {}): StudyDeck {
  return { ...CORE_1, ...SPANISH, isWritingDeck: false, ...overrides };
}

/** What GET /api/me/study/:kind/:subDeckId answers: a Review of the Spanish deck unless overridden. */
export function studySessionData(overrides: Partial<StudySessionData> = {}): StudySessionData {
  return {
    kind: "review",
    now: "2025-01-02T00:00:00.000Z",
    deck: spanishDeck(),
    settings: { studyAlgorithm: "AUTOMATIC", studyType: "Typing" },
    words: [],
    distractors: [],
    ...overrides,
  };
}

/** What GET /api/me/fsrs-settings answers: the defaults, never optimised. */
export function fsrsSettingsBody(overrides: Partial<typeof DEFAULT_FSRS_SETTINGS> = {}) {
  return {
    ...DEFAULT_FSRS_SETTINGS,
    weights: null,
    lastOptimization: null,
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
