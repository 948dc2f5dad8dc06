import { z } from "zod";

/** The range a deck's desired retention may take (the learner's default has its own, wider one). */
export const DECK_RETENTION_MIN = 0.7;
export const DECK_RETENTION_MAX = 0.97;
/** The most new words or reviews a day a deck's limit may say. */
export const DAILY_LIMIT_MAX = 9999;

export const deckSchedulingMessages = {
  retention: "Desired retention must be between 70 % and 97 %.",
  newPerDay: "New words a day must be a whole number from 0 to 9999, or empty for no limit.",
  reviewsPerDay: "Reviews a day must be a whole number from 0 to 9999, or empty for no limit.",
} as const;

const limit = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(DAILY_LIMIT_MAX, message).nullable();

/**
 * A deck's scheduling in the learner's collection (the form's and the server's schema): its desired
 * retention (null: the learner's default) and its daily limits (null: no limit).
 */
export const deckSchedulingSchema = z
  .object({
    desiredRetention: z
      .number({ error: deckSchedulingMessages.retention })
      .min(DECK_RETENTION_MIN, deckSchedulingMessages.retention)
      .max(DECK_RETENTION_MAX, deckSchedulingMessages.retention)
      .nullable(),
    newPerDay: limit(deckSchedulingMessages.newPerDay),
    reviewsPerDay: limit(deckSchedulingMessages.reviewsPerDay),
  })
  .strict();

export type DeckScheduling = z.infer<typeof deckSchedulingSchema>;

/** What GET and PUT /api/me/decks/:subDeckId/scheduling answer. */
export const deckSchedulingResponseSchema = z.object({
  subDeckId: z.string(),
  desiredRetention: z.number().nullable(),
  newPerDay: z.number().int().nullable(),
  reviewsPerDay: z.number().int().nullable(),
  /** The learner's default retention (Scheduling Settings). */
  defaultRetention: z.number(),
  /** The retention the deck's words are scheduled with. */
  effectiveRetention: z.number(),
});

export type DeckSchedulingResponse = z.infer<typeof deckSchedulingResponseSchema>;

/** What a session may still take today under a daily limit (null: no limit), given what was done today. */
export function leftToday(limitPerDay: number | null, doneToday: number): number | null {
  return limitPerDay === null ? null : Math.max(0, limitPerDay - doneToday);
}

/** The first `left` of a session's words (all of them with no limit). */
export function withinLimit<T>(items: readonly T[], left: number | null): T[] {
  return left === null ? [...items] : items.slice(0, left);
}
