/**
 * What the deck routes answer, as zod schemas: the server documents its responses with them (OpenAPI)
 * and the web reads its types from them, so the two cannot drift apart unseen. Loose objects: a field
 * added to an answer does not break an older reader.
 */
import { z } from "zod";
import { ITEM_KINDS } from "./item-counts";

const instant = z.string().describe("ISO 8601 instant");
const day = z.string().describe("The learner's day, YYYY-MM-DD");

/**
 * A deck's or a set's size: `wordCount` counts its items (what is studied); `words`, the words (notes) it holds,
 * is fewer when a word's reversed direction or a note's clozes are items of their own.
 */
export const deckSizeShape = {
  wordCount: z.number().int(),
  words: z.number().int().optional(),
};

/** The one definition of learned, in progress, due now… (decks/word-counts). */
export const wordCountsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  building: z.number().int(),
  learned: z.number().int(),
  dueNow: z.number().int(),
  known: z.number().int(),
  ignored: z.number().int(),
});

export const sessionAvailabilitySchema = z.object({
  kind: z.enum(["learn-new", "review", "need-review", "hard-words", "time-rush", "audio-review"]),
  label: z.string(),
  unlocked: z.boolean(),
  /** Why it is locked, in words a learner understands; null when unlocked. */
  reason: z.string().nullable(),
});

/** GET /api/sub-decks/:subDeckId: one deck of the catalogue (or a set of an own deck the learner may see). */
export const subDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ...deckSizeShape,
  languageId: z.string(),
  isWritingDeck: z.boolean(),
  flagCode: z.string(),
  speechLang: z.string(),
  specialCharacters: z.array(z.string()),
  /** A set of an own deck: the deck it belongs to (null for the catalogue's decks). */
  ownDeckId: z.string().nullable().optional(),
});

export const wordSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  originalWord: z.string(),
  /** Always sent; the screens still show a word without one. */
  translation: z.string().nullable(),
  pinyin: z.string().nullable(),
  /** The word came with its own recording (imported from an Anki package). */
  hasAudio: z.boolean().optional(),
  /** Mined words (added by a connected tool): when, and the sentence it was met in with its meaning. */
  minedAt: z.string().optional(),
  sentence: z.string().nullable().optional(),
  sentenceMeaning: z.string().nullable().optional(),
  /** What is studied (absent: a word): its reversed direction, or a cloze with its number (own decks from Anki). */
  kind: z.enum(ITEM_KINDS).optional(),
  clozeNumber: z.number().int().nullable().optional(),
  /** The note's first item this one belongs to; null for that item itself. */
  noteWordId: z.number().int().nullable().optional(),
});

/** GET /api/sub-decks/:subDeckId/words */
export const wordsPageSchema = z.object({
  items: z.array(wordSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

/** A deck in the learner's collection. */
export const myDeckSchema = z.object({
  id: z.string(),
  subDeckId: z.string(),
  createdAt: instant,
  name: z.string(),
  description: z.string(),
  ...deckSizeShape,
  isWritingDeck: z.boolean(),
  languageId: z.string(),
  flagCode: z.string(),
  counts: wordCountsSchema,
  /** Kept for older copies: counts.learned and counts.dueNow. */
  wordsLearned: z.number().int(),
  dueCount: z.number().int().optional(),
  /** A set of an own deck: its place among the deck's sets, and the deck it belongs to. */
  position: z.number().int().optional(),
  ownDeckId: z.string().nullable().optional(),
  ownDeckName: z.string().nullable().optional(),
  ownDeckDescription: z.string().nullable().optional(),
});

/** GET /api/me/decks: the collection, newest first. */
export const myDecksSchema = z.object({ items: z.array(myDeckSchema) });

/** A word's progress as the deck page reads it. */
export const wordProgressSchema = z.object({
  wordId: z.number().int(),
  state: z.union([z.number(), z.string()]),
  learningSteps: z.number(),
  nextReview: instant.nullable(),
  lastReview: instant.nullable(),
  isIgnored: z.boolean(),
  userNotes: z.string().nullable(),
  correctCount: z.number(),
  reviewedCount: z.number(),
  stability: z.number().nullable(),
  difficulty: z.number().nullable(),
  reps: z.number(),
  lapses: z.number(),
  /** Marked "Already know" in Learn New: a known word (see word-counts). */
  markedKnown: z.boolean().optional(),
});

export const catchUpSummarySchema = z.object({
  due: z.number().int(),
  dailyCap: z.number().int(),
  days: z.number().int(),
  endDay: day,
});

/** GET /api/me/decks/:subDeckId/progress: the deck page. */
export const deckProgressSchema = z.object({
  deck: subDeckSchema,
  inCollection: z.boolean(),
  now: instant,
  /** Vacation mode: due words wait without turning overdue. */
  vacation: z.boolean().optional(),
  /** A backlog across the learner's decks: the catch-up plan (new words paused), or null. */
  catchUp: catchUpSummarySchema.nullable().optional(),
  counts: wordCountsSchema,
  sessions: z.array(sessionAvailabilitySchema),
  progress: z.array(wordProgressSchema),
  /** Own decks: words a connected mining tool added in the last 7 days. */
  minedThisWeek: z.number().int().optional(),
});

/** GET and PUT /api/me/daily-goals: today's goal in the learner's time zone. */
export const dailyGoalsSchema = z.object({
  day,
  timeZone: z.string(),
  level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  learned: z.number().int(),
  reviewed: z.number().int(),
  targets: z.object({ learn: z.number().int(), review: z.number().int() }),
  percent: z.object({ learned: z.number(), reviewed: z.number() }),
});

export const updateSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  publishDate: instant,
  category: z.string(),
  icon: z.string().nullable(),
});

/** GET /api/updates: the Latest Updates feed, newest first. */
export const updatesSchema = z.object({ items: z.array(updateSchema) });

export type WordCountsResponse = z.infer<typeof wordCountsSchema>;
export type SubDeckResponse = z.infer<typeof subDeckSchema>;
export type WordResponse = z.infer<typeof wordSchema>;
export type WordsPageResponse = z.infer<typeof wordsPageSchema>;
export type MyDeckResponse = z.infer<typeof myDeckSchema>;
export type MyDecksResponse = z.infer<typeof myDecksSchema>;
export type WordProgressResponse = z.infer<typeof wordProgressSchema>;
export type DeckProgressResponse = z.infer<typeof deckProgressSchema>;
export type DailyGoalsResponse = z.infer<typeof dailyGoalsSchema>;
export type UpdateResponse = z.infer<typeof updateSchema>;
export type UpdatesResponse = z.infer<typeof updatesSchema>;
