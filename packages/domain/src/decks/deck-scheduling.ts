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

/**
 * A review session's words within what the reviews-a-day limit leaves (null: no limit): learned words
 * (in review or relearning) are reviews and take from it, in the session's order; words still being
 * learned (building) are not reviews — they counted against the new-words limit the day they were
 * introduced — so they always come, as they are never counted against the reviews limit either.
 */
export function withinReviewLimit<T>(items: readonly T[], left: number | null, isReview: (item: T) => boolean): T[] {
  if (left === null) return [...items];
  let taken = 0;
  return items.filter((item) => !isReview(item) || taken++ < left);
}

/**
 * What a deck's daily limits leave on the learner's day a session was read, for studying offline later:
 * when that day ends, the limits themselves (a later day starts afresh) and what was left of them.
 */
export const dailyLimitsSchema = z.object({
  dayEndsAt: z.string().describe("ISO 8601 instant"),
  newPerDay: z.number().int().nullable(),
  reviewsPerDay: z.number().int().nullable(),
  newLeft: z.number().int().nullable(),
  reviewsLeft: z.number().int().nullable(),
});
export type DailyLimits = z.infer<typeof dailyLimitsSchema>;

/** Progress states that are reviews under a limit: in review (2) and relearning (3) (a number, or as text). */
export function isReviewState(state: number | string | null | undefined): boolean {
  const value = typeof state === "string" ? Number(state) : state;
  return value === 2 || value === 3;
}

/**
 * What a deck's limits leave at `now` (ms) for a session built offline from a copy read with `limits`:
 * on the copy's day, what was left then; on a later day, the whole limit — in both, less what was done
 * offline since (`doneOffline`, counted by the caller on the same day). Null: no limit.
 */
export function offlineLeft(
  limits: DailyLimits | undefined,
  kind: "new" | "reviews",
  now: number,
  doneOffline: number,
): number | null {
  if (!limits) return null;
  const perDay = kind === "new" ? limits.newPerDay : limits.reviewsPerDay;
  const leftThen = kind === "new" ? limits.newLeft : limits.reviewsLeft;
  if (perDay === null) return null;
  const sameDay = now < Date.parse(limits.dayEndsAt);
  return Math.max(0, (sameDay ? (leftThen ?? perDay) : perDay) - doneOffline);
}

/** The start (ms) of the learner's day holding `now`, reckoned from a copy's day end in whole days of 24 h. */
export function offlineDayStart(limits: DailyLimits, now: number): number {
  const end = Date.parse(limits.dayEndsAt);
  const DAY = 86_400_000;
  return now < end ? end - DAY : end + Math.floor((now - end) / DAY) * DAY;
}
