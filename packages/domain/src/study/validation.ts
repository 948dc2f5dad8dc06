import { z } from "zod";
import { subDeckIdSchema } from "../decks/validation";
import { itemIdSchema } from "../ids";
import { storableText } from "../text";
import {
  LEECH_THRESHOLD_RANGE,
  MAX_ACCEPTED_ANSWER_LENGTH,
  MAX_ACCEPTED_ANSWERS,
  MAX_SESSION_SECONDS,
  MAX_SESSION_WORDS,
  SESSION_TYPES,
  STUDY_ALGORITHMS,
  STUDY_TYPES,
} from "./constants";

const count = z.number().int().min(0).max(10_000);

export const sessionWordSchema = z
  .object({
    /** The item answered: a word, or its production direction (`study/items.ts`). */
    wordId: itemIdSchema,
    correctCount: count,
    reviewedCount: count,
    gotWrong: z.boolean(),
    /** Whether the first answer of the session was right (a wrong one makes FSRS get Again). */
    firstAnswerCorrect: z.boolean().optional(),
    alreadyKnow: z.boolean().default(false),
    /** Each answer's outcome, in order (the review log keeps every attempt); absent from older clients. */
    outcomes: z.array(z.boolean()).max(10_000).optional(),
    /** Seconds per answer; times over an hour are dropped by the server. */
    responseTimes: z.array(z.number().min(0).max(1_000_000)).max(10_000),
    difficultyScore: z.number().int().min(0).max(4),
    /** MANUAL: the difficulty ratings given after each answer (1–4), in order. */
    ratings: z.array(z.number().int().min(1).max(4)).max(10_000).default([]),
    /**
     * When the word was last answered (or marked known), in ms after the session started: the review
     * log and the scheduler use that moment. Absent from older clients (then: the session's end).
     */
    answeredAtMs: z
      .number()
      .int()
      .min(0)
      .max(MAX_SESSION_SECONDS * 1000)
      .optional(),
    /**
     * "I was right": which answers (0-based, in order) the learner turned from wrong to right, and the
     * answers they said were right, accepted for this word from then on.
     */
    overriddenAnswers: z.array(z.number().int().min(0).max(9_999)).max(100).optional(),
    acceptedAnswers: z
      .array(storableText(z.string().trim().min(1).max(MAX_ACCEPTED_ANSWER_LENGTH)))
      .max(MAX_ACCEPTED_ANSWERS)
      .optional(),
  })
  .refine((w) => w.correctCount <= w.reviewedCount || w.alreadyKnow, {
    message: "correctCount cannot exceed reviewedCount",
    path: ["correctCount"],
  });

export const sessionSaveSchema = z.object({
  sessionId: z.uuid(),
  subDeckId: subDeckIdSchema,
  sessionType: z.enum(SESSION_TYPES).exclude(["TIME_RUSH"]),
  startedAt: z.iso.datetime({ offset: true }),
  /** The algorithm the session was studied with (settings may change before a queued save arrives). */
  studyAlgorithm: z.enum(STUDY_ALGORITHMS).optional(),
  /** Capped at 86,400 seconds. */
  durationSeconds: z
    .number()
    .min(0)
    .max(10_000_000)
    .transform((s) => Math.min(Math.round(s), MAX_SESSION_SECONDS)),
  words: z
    .array(sessionWordSchema)
    .max(MAX_SESSION_WORDS)
    .refine((ws) => new Set(ws.map((w) => w.wordId)).size === ws.length, "Each word may appear once"),
});
export type SessionSaveInput = z.input<typeof sessionSaveSchema>;
export type SessionSave = z.output<typeof sessionSaveSchema>;

/** What POST /api/me/study-sessions answers: its schema is in responses.ts. */
export type { SessionSaveResult } from "./responses";

const t = {
  retention: "Desired retention must be between 50 % and 100 %",
  interval: "Maximum interval must be between 1 and 36500 days",
  easy: "Easy bonus must be between 1.0 and 3.0",
  hard: "Hard interval must be between 0.5 and 2.0",
  algorithm: "Study algorithm must be either AUTOMATIC or MANUAL",
  studyType: "Study type must be one of: All, Typing, Multiple Choice, Audio",
  dayStart: "The day must start at a whole hour from 0 to 23",
  easyDays: "Easy days must give each weekday, Monday first, as normal, reduced or minimum",
  leech: `A word must lapse ${LEECH_THRESHOLD_RANGE.min} to ${LEECH_THRESHOLD_RANGE.max} times to be a leech`,
};

const dayLoadSchema = z.enum(["normal", "reduced", "minimum"], { error: t.easyDays });

/** Scheduling settings update: only the fields present are applied. */
export const fsrsSettingsUpdateSchema = z
  .object({
    requestRetention: z.number({ error: t.retention }).min(0.5, t.retention).max(1, t.retention),
    maximumInterval: z.number({ error: t.interval }).int(t.interval).min(1, t.interval).max(36500, t.interval),
    easyBonus: z.number({ error: t.easy }).min(1, t.easy).max(3, t.easy),
    hardInterval: z.number({ error: t.hard }).min(0.5, t.hard).max(2, t.hard),
    studyAlgorithm: z.enum(STUDY_ALGORITHMS, { error: t.algorithm }),
    studyType: z.enum(STUDY_TYPES, { error: t.studyType }),
    reinforceNewCards: z.boolean(),
    relearnMatureCards: z.boolean(),
    dayStartHour: z.number({ error: t.dayStart }).int(t.dayStart).min(0, t.dayStart).max(23, t.dayStart),
    productionPractice: z.boolean(),
    loadBalancing: z.boolean(),
    easyDays: z.tuple(
      [dayLoadSchema, dayLoadSchema, dayLoadSchema, dayLoadSchema, dayLoadSchema, dayLoadSchema, dayLoadSchema],
      { error: t.easyDays },
    ),
    leechThreshold: z
      .number({ error: t.leech })
      .int(t.leech)
      .min(LEECH_THRESHOLD_RANGE.min, t.leech)
      .max(LEECH_THRESHOLD_RANGE.max, t.leech),
  })
  .partial()
  .strict();

/** 'Invalid FSRS settings: ' followed by every problem, joined. */
export function fsrsSettingsErrorMessage(issues: readonly { message: string }[]): string {
  return `Invalid FSRS settings: ${[...new Set(issues.map((i) => i.message))].join(", ")}`;
}
