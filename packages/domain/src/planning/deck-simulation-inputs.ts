import { z } from "zod";

/**
 * What "Help me decide" simulates a deck from (GET /api/me/decks/:subDeckId/scheduling/simulation):
 * the learner's FSRS parameters and answer times, the deck's words' memory states and its daily limits.
 */
export const deckSimulationInputsSchema = z.object({
  weights: z.array(z.number()),
  /** The learner's default retention and the deck's override (null: none). */
  defaultRetention: z.number(),
  deckRetention: z.number().nullable(),
  maximumInterval: z.number().int(),
  /** Each studied word as [stability, difficulty, due day, last review day], days counted from today. */
  studied: z.array(z.tuple([z.number(), z.number(), z.number().int(), z.number().int()])),
  /** Words of the deck not studied yet (ignored words left out). */
  newWords: z.number().int(),
  /** New words a day: the deck's limit, or the pace assumed without one. */
  newPerDay: z.number().int(),
  /** Reviews a day: the deck's limit (null: no limit). */
  reviewLimit: z.number().int().nullable(),
  /** Seconds a review, a forgotten word and a new word take this learner (their answer times, or typical ones). */
  seconds: z.object({ review: z.number(), lapse: z.number(), newWord: z.number() }),
  /** Weekday of today, 0 = Monday. */
  firstWeekday: z.number().int().min(0).max(6),
});

export type DeckSimulationInputs = z.infer<typeof deckSimulationInputsSchema>;
