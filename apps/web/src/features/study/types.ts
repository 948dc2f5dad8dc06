import type { SessionType, StudyAlgorithm, StudyType } from "@app/domain/study/constants";
import type { StudyWord } from "@app/domain/study/test-building";
import type { TypingKeys } from "@app/domain/study/typing-keys";

/** The deck a session studies, with what the test screen needs (speech language, special characters). */
export interface StudyDeck {
  id: string;
  name: string;
  description: string;
  wordCount: number;
  languageId: string;
  languageName: string;
  isWritingDeck: boolean;
  flagCode: string;
  speechLang: string;
  specialCharacters: string[];
  /** The language of the meanings (an own deck's translation language); English when absent. */
  translationLanguageName?: string;
  /** The meanings' language tag, for `lang` on a shown meaning; English when absent. */
  translationLang?: string;
  /** The keys under each kind of typed answer; absent in copies kept offline before it was sent. */
  typingKeys?: TypingKeys;
}

/** A studied word's progress as the session endpoint sends it (null: never studied). */
export interface StudyWordProgress {
  wordId: number;
  state: number | string;
  learningSteps: number;
  nextReview: string | null;
  lastReview: string | null;
  correctCount: number;
  reviewedCount: number;
  isIgnored: boolean;
  userNotes: string | null;
  /** Answers this learner said were right ("I was right"): accepted from then on. */
  acceptedAnswers?: string[];
}

export interface SessionWord extends StudyWord {
  order: number;
  /** The word came with its own recording (imported from an Anki package). */
  hasAudio?: boolean;
  /** A mined word (from a connected tool): the sentence it was met in and its meaning, shown as context. */
  sentence?: string | null;
  sentenceMeaning?: string | null;
  mined?: boolean;
  progress: StudyWordProgress | null;
}

/** GET /api/me/study/:kind/:subDeckId */
export interface StudySessionData {
  kind: string;
  now: string;
  deck: StudyDeck;
  settings: { studyAlgorithm: StudyAlgorithm; studyType: StudyType; productionPractice?: boolean };
  words: SessionWord[];
  distractors: StudyWord[];
  /** Learn New: the deck's words never studied, this session's included (absent in older offline copies). */
  newWordsLeft?: number;
  /** Built in the browser from what the deck kept for offline study (no network). */
  offline?: boolean;
}

/** Sessions this issue builds (Time Rush has its own game). */
export type StudySessionType = Exclude<SessionType, "TIME_RUSH">;
