/** What the editor's routes answer (docs/CREATE.md, "HTTP"), as zod schemas: see decks/responses.ts. */
import { z } from "zod";
import { ITEM_KINDS } from "../decks/item-counts";
import { deckSizeShape } from "../decks/responses";

const instant = z.string().describe("ISO 8601 instant");
const visibility = z.enum(["private", "unlisted", "public"]);

export const ownDeckSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  ...deckSizeShape,
  visibility,
  /** Hidden by an operator: private for everyone but the owner. */
  hidden: z.boolean(),
  termLanguage: z.string(),
  translationLanguage: z.string(),
  updatedAt: instant,
});

/** GET /api/me/own-decks: last edited first. */
export const ownDecksSchema = z.object({ items: z.array(ownDeckSummarySchema) });

export const ownDeckSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...deckSizeShape,
  position: z.number().int(),
});

/** GET, POST and PATCH /api/me/own-decks(/:deckId): one own deck with its sets. */
export const ownDeckSchema = ownDeckSummarySchema.extend({
  description: z.string(),
  hasReading: z.boolean(),
  /** Chinese terms only: every test is writing the characters. */
  writing: z.boolean(),
  languageId: z.string(),
  source: z.enum(["editor", "csv", "anki"]),
  createdAt: instant,
  sets: z.array(ownDeckSetSchema),
});

/** A word as the editor shows it. */
export const ownWordSchema = z.object({
  id: z.number().int(),
  /** The set it is in, and its place in the deck. */
  setId: z.string(),
  position: z.number().int(),
  term: z.string(),
  reading: z.string().nullable(),
  translation: z.string(),
  hasAudio: z.boolean(),
  /** What is studied: the word, its reversed direction, or a cloze (with its number); absent: a word. */
  kind: z.enum(ITEM_KINDS).optional(),
  clozeNumber: z.number().int().nullable().optional(),
});

/** GET /api/me/own-decks/:deckId/words: a page, in deck order. */
export const ownWordsPageSchema = z.object({ items: z.array(ownWordSchema), total: z.number().int() });

/** POST /api/me/own-decks/:deckId/words: the words added. */
export const addedOwnWordsSchema = z.object({ items: z.array(ownWordSchema) });

/** GET /api/own-decks/:deckId: a deck shared through its link. */
export const sharedDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  authorName: z.string(),
  termLanguage: z.string(),
  translationLanguage: z.string(),
  ...deckSizeShape,
  visibility,
  inCollection: z.boolean(),
  sets: z.array(z.object({ id: z.string(), name: z.string(), ...deckSizeShape })),
});

export type OwnDeckSummaryResponse = z.infer<typeof ownDeckSummarySchema>;
export type OwnDecksResponse = z.infer<typeof ownDecksSchema>;
export type OwnDeckSetResponse = z.infer<typeof ownDeckSetSchema>;
export type OwnDeckResponse = z.infer<typeof ownDeckSchema>;
export type OwnWordResponse = z.infer<typeof ownWordSchema>;
export type OwnWordsPageResponse = z.infer<typeof ownWordsPageSchema>;
export type AddedOwnWordsResponse = z.infer<typeof addedOwnWordsSchema>;
export type SharedDeckResponse = z.infer<typeof sharedDeckSchema>;

/** What a finished import made: the import's status (`GET /api/me/imports/:id`) carries it as `result`. */
export const importResultSchema = z.object({
  deckIds: z.array(z.string()),
  notes: z.number().int(),
  words: z.number().int(),
  /** Items written (a word's reversed direction and each cloze are items of their own); absent in older results. */
  items: z.number().int().optional(),
  reviews: z.number().int(),
  skipped: z.record(z.string(), z.number().int()),
  /** Enough reviews to fit the scheduler's parameters to this learner. */
  optimizeSuggested: z.boolean(),
  /** The collection's FSRS settings, when the learner asked to use them: adopted, or why not. */
  fsrs: z
    .object({
      adopted: z.boolean(),
      desiredRetention: z.number().nullable(),
      parameterCount: z.number().int(),
      message: z.string(),
    })
    .nullable()
    .optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
