/** What the study and scheduling routes answer, as zod schemas: see decks/responses.ts. */
import { z } from "zod";
import { dailyLimitsSchema } from "../decks/deck-scheduling";
import { ITEM_KINDS } from "../decks/item-counts";
import { subDeckSchema, wordProgressSchema, wordSchema } from "../decks/responses";
import { STUDY_ALGORITHMS, STUDY_TYPES } from "./constants";

const instant = z.string().describe("ISO 8601 instant");
const studyAlgorithm = z.enum(STUDY_ALGORITHMS);
const studyType = z.enum(STUDY_TYPES);

/** The deck a session studies, with what the test screen needs (speech language, special characters). */
export const studyDeckSchema = subDeckSchema.extend({
  languageName: z.string(),
  /** The language of the meanings (an own deck's translation language); English when absent. */
  translationLanguageName: z.string().optional(),
  /** The meanings' language tag, for `lang` on a shown meaning; English when absent. */
  translationLang: z.string().optional(),
  /** The keys under each kind of typed answer; absent in copies kept offline before it was sent. */
  typingKeys: z
    .object({ term: z.array(z.string()), translation: z.array(z.string()), reading: z.array(z.string()) })
    .optional(),
});

/**
 * A studied word's progress as the session endpoint sends it: the deck page's fields (the scheduler's
 * optional, as copies kept offline may lack them) and what the session screens read besides.
 */
export const studyWordProgressSchema = wordProgressSchema
  .omit({ markedKnown: true })
  .partial({ stability: true, difficulty: true, reps: true, lapses: true })
  .extend({
    /** Answers this learner said were right ("I was right"): accepted from then on. */
    acceptedAnswers: z.array(z.string()).optional(),
    elapsedDays: z.number().optional(),
    scheduledDays: z.number().optional(),
    maxStreak: z.number().optional(),
    responseTimes: z.array(z.number()).optional(),
  });

/** A word as the tests use it (distractors: other words of the deck for multiple choice). */
export const studyWordSchema = wordSchema.pick({ id: true, originalWord: true, pinyin: true }).extend({
  translation: z.string(),
  /** What is studied (absent: a word): a 'production' item asks meaning → term, a 'cloze' item its gap. */
  kind: z.enum(ITEM_KINDS).optional(),
});

/** A word of the session, with its place in the deck and the learner's progress (null: never studied). */
export const sessionWordSchema = studyWordSchema.extend({
  ...wordSchema.pick({ order: true, hasAudio: true, sentence: true, sentenceMeaning: true }).shape,
  /** A mined word (from a connected tool): its sentence and meaning are shown as context. */
  mined: z.boolean().optional(),
  /** A cloze item's hint (its sentence, with the gap, is `sentence`). */
  clozeHint: z.string().nullable().optional(),
  /** The note's first item this one belongs to; null for that item itself. */
  noteWordId: z.number().int().nullable().optional(),
  /** A word whose reversed direction is an item of its own: its tests stay term → meaning. */
  hasProduction: z.boolean().optional(),
  progress: studyWordProgressSchema.nullable(),
  /** MANUAL mode: ms until the word comes back after Again, Hard, Good, Easy (absent in offline copies). */
  intervals: z.object({ again: z.number(), hard: z.number(), good: z.number(), easy: z.number() }).optional(),
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
  /**
   * Learn New with an active exam plan: the plan's new words left for today before this session (0: today's
   * share is learned, and the session is empty unless the learner asked to go beyond the plan).
   */
  planLeftToday: z.number().int().optional(),
  /** Learn New, Review, Need Review: true when the deck's daily limit left nothing for today. */
  dailyLimitReached: z.boolean().optional(),
  /** The deck's daily limits and what they left today (absent: no limit), for sessions built offline. */
  dailyLimits: dailyLimitsSchema.optional(),
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
  /** Production practice: each word is also studied from its meaning, as an item of its own. */
  productionPractice: z.boolean().optional(),
  /** Within the fuzz range, a review goes to the day with the fewest reviews already due. */
  loadBalancing: z.boolean(),
  /** Per weekday, Monday first: how much of a normal day's reviews it takes. */
  easyDays: z.array(z.enum(["normal", "reduced", "minimum"])).length(7),
  /** Lapses that make a word a leech. */
  leechThreshold: z.number().int(),
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
