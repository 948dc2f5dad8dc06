import { z } from "zod";
import { itemIdSchema } from "../ids";
import { messages } from "../messages";
import { storableText } from "../text";
import { isValidTimeZone } from "../time/user-day";
import { NOTES_MAX_LENGTH, WORDS_PER_FETCH } from "./constants";

export const subDeckIdSchema = z.string().regex(/^[a-z0-9-]{1,100}$/, "Unknown deck");
export const languageIdSchema = z.string().regex(/^[a-z0-9-]{1,60}$/, "Unknown language");
const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

export const languagesQuerySchema = z.object({
  q: z.string().max(100).optional(),
  page: pageParam,
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const languageSubDecksQuerySchema = z.object({
  kind: z.enum(["words", "writing", "all"]).default("all"),
  page: pageParam,
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const wordsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(WORDS_PER_FETCH).default(WORDS_PER_FETCH),
});

export const addDeckSchema = z.object({ subDeckId: subDeckIdSchema });

// Items: a word, or its production direction (`study/items.ts`).
const wordIds = z.array(itemIdSchema).max(WORDS_PER_FETCH).default([]);
export const ignoreBatchSchema = z.object({
  subDeckId: subDeckIdSchema,
  ignore: wordIds,
  unignore: wordIds,
});

export const notesSchema = z.object({
  notes: storableText(z.string().max(NOTES_MAX_LENGTH, messages.notes.tooLong))
    .nullable()
    .transform((n) => (n === null || n.trim() === "" ? null : n)),
});

export const timeZoneSchema = z.string().refine(isValidTimeZone, "Unknown time zone");
export const dailyGoalSchema = z.object({ level: z.union([z.literal(0), z.literal(1), z.literal(2)]) });
