/** What the study and scheduling routes answer, as zod schemas: see decks/responses.ts. */
import { z } from "zod";
import { STUDY_ALGORITHMS, STUDY_TYPES } from "./constants";

const instant = z.string().describe("ISO 8601 instant");
const studyAlgorithm = z.enum(STUDY_ALGORITHMS);
const studyType = z.enum(STUDY_TYPES);

/** The deck a session studies, with what the test screen needs (speech language, special characters). */
export const studyDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  wordCount: z.number().int(),
  languageId: z.string(),
  languageName: z.string(),
  isWritingDeck: z.boolean(),
  flagCode: z.string(),
  speechLang: z.string(),
  specialCharacters: z.array(z.string()),
  ownDeckId: z.string().nullable().optional(),
  /** The language of the meanings (an own deck's translation language); English when absent. */
  translationLanguageName: z.string().optional(),
  /** The meanings' language tag, for `lang` on a shown meaning; English when absent. */
  translationLang: z.string().optional(),
  /** The keys under each kind of typed answer; absent in copies kept offline before it was sent. */
  typingKeys: z
    .object({ term: z.array(z.string()), translation: z.array(z.string()), reading: z.array(z.string()) })
    .optional(),
});

/** A studied word's progress as the session endpoint sends it. */
export const studyWordProgressSchema = z.object({
  wordId: z.number().int(),
  state: z.union([z.number(), z.string()]),
  learningSteps: z.number(),
  nextReview: instant.nullable(),
  lastReview: instant.nullable(),
  correctCount: z.number(),
  reviewedCount: z.number(),
  isIgnored: z.boolean(),
  userNotes: z.string().nullable(),
  /** Answers this learner said were right ("I was right"): accepted from then on. */
  acceptedAnswers: z.array(z.string()).optional(),
  stability: z.number().nullable().optional(),
  difficulty: z.number().nullable().optional(),
  elapsedDays: z.number().optional(),
  scheduledDays: z.number().optional(),
  reps: z.number().optional(),
  lapses: z.number().optional(),
  maxStreak: z.number().optional(),
  responseTimes: z.array(z.number()).optional(),
});

/** A word as the tests use it (distractors: other words of the deck for multiple choice). */
export const studyWordSchema = z.object({
  id: z.number().int(),
  originalWord: z.string(),
  translation: z.string(),
  pinyin: z.string().nullable(),
});

/** A word of the session with the learner's progress (null: never studied). */
export const sessionWordSchema = studyWordSchema.extend({
  order: z.number().int(),
  /** The word came with its own recording (imported from an Anki package). */
  hasAudio: z.boolean().optional(),
  progress: studyWordProgressSchema.nullable(),
});

/** GET /api/me/study/:kind/:subDeckId: what a session of this kind needs to start. */
export const studySessionStartSchema = z.object({
  kind: z.string(),
  now: instant,
  deck: studyDeckSchema,
  settings: z.object({ studyAlgorithm, studyType, productionPractice: z.boolean().optional() }),
  words: z.array(sessionWordSchema),
  distractors: z.array(studyWordSchema),
  /** Learn New: the deck's words never studied, this session's included (absent in older offline copies). */
  newWordsLeft: z.number().int().optional(),
});

/** POST /api/me/study-sessions (the same answer again for a repeated session id). */
export const sessionSaveResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  sessionId: z.string(),
  wordsLearned: z.number().int(),
  wordsReviewed: z.number().int(),
  savedWords: z.number().int(),
  progress: z.array(
    z.object({
      wordId: z.number().int(),
      state: z.number().int(),
      learningSteps: z.number(),
      nextReview: instant,
      correctCount: z.number(),
      reviewedCount: z.number(),
    }),
  ),
});

/** The result of the last Optimize Parameters run, as the server keeps it. */
export const fsrsOptimizationSchema = z.object({
  weightsBefore: z.array(z.number()),
  /** The parameters in use after the run: the fitted ones when adopted, else the current ones. */
  weightsAfter: z.array(z.number()),
  /** Log loss of the current and of the fitted parameters on the judged reviews. */
  logLossBefore: z.number(),
  logLossAfter: z.number(),
  reviewCount: z.number().int(),
  /** RMSE(bins) of the current and of the fitted parameters on the same reviews. */
  rmseBefore: z.number().nullable().optional(),
  rmseAfter: z.number().nullable().optional(),
  /** False when the fit was no better than the current parameters, which were kept. */
  improved: z.boolean().optional(),
  /** "held-out": the log losses are cross-validated by word, each word judged by a fit made without it. */
  judgedOn: z.enum(["held-out", "all"]).optional(),
  optimizedAt: instant.optional(),
});

/** GET, PUT /api/me/fsrs-settings and POST …/reset: the scheduling settings (study preferences included). */
export const fsrsSettingsSchema = z.object({
  studyAlgorithm,
  studyType,
  requestRetention: z.number(),
  maximumInterval: z.number().int(),
  easyBonus: z.number(),
  hardInterval: z.number(),
  reinforceNewCards: z.boolean(),
  relearnMatureCards: z.boolean(),
  /** The local hour at which the learner's day starts (0–23). */
  dayStartHour: z.number().int(),
  /** Production practice: typed tests also ask for the word itself. */
  productionPractice: z.boolean().optional(),
  weights: z.array(z.number()).nullable(),
  lastOptimization: fsrsOptimizationSchema.nullable(),
  updatedAt: instant,
});

export type StudyDeckResponse = z.infer<typeof studyDeckSchema>;
export type StudyWordProgressResponse = z.infer<typeof studyWordProgressSchema>;
export type SessionWordResponse = z.infer<typeof sessionWordSchema>;
export type StudySessionStartResponse = z.infer<typeof studySessionStartSchema>;
export type SessionSaveResult = z.infer<typeof sessionSaveResultSchema>;
export type FsrsOptimizationResponse = z.infer<typeof fsrsOptimizationSchema>;
export type FsrsSettingsResponse = z.infer<typeof fsrsSettingsSchema>;
