import { z } from "zod";
import { DAY_LOADS, type DayLoad } from "./day-load";

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
  /**
   * The learner's Review Load settings, as the live scheduler places reviews: load balancing and the easy days
   * (Monday first). Absent from older answers: fuzz alone, every day normal.
   */
  loadBalance: z.boolean().optional(),
  easyDays: z
    .array(z.enum(DAY_LOADS as [DayLoad, ...DayLoad[]]))
    .length(7)
    .optional(),
  /** Seconds a review, a forgotten word and a new word take this learner (their answer times, or typical ones). */
  seconds: z.object({ review: z.number(), lapse: z.number(), newWord: z.number() }),
  /** Weekday of today, 0 = Monday. */
  firstWeekday: z.number().int().min(0).max(6),
  /**
   * The deck's words over the items the learner studies, when fewer (its words also asked from their meaning):
   * what turns items known into words known. Absent: every item is a word.
   */
  wordsPerItem: z.number().gt(0).max(1).optional(),
});

export type DeckSimulationInputs = z.infer<typeof deckSimulationInputsSchema>;

/** New words a day the simulation assumes for a deck without a new-words limit. */
export const ASSUMED_NEW_PER_DAY = 10;
/** Typical seconds, used until the learner has answered enough words of each kind. */
export const TYPICAL_SECONDS = { review: 8, lapse: 20, newWord: 30 } as const;
/** Answers of a kind needed before the learner's own average is used; longer answers count as this long. */
const MIN_ANSWERS = 20;
const LONGEST_ANSWER_SECONDS = 120;

/** A studied word's memory as stored, read on the learner's days (day numbers since 1970). */
export interface StoredMemory {
  stability: number;
  difficulty: number;
  dueDayNumber: number | null;
  lastReviewDayNumber: number | null;
}

/** The studied words as the simulation reads them: days counted from today; a word with no memory left out. */
export function studiedFrom(rows: readonly StoredMemory[], todayNumber: number): DeckSimulationInputs["studied"] {
  const studied: DeckSimulationInputs["studied"] = [];
  for (const row of rows) {
    if (!(row.stability > 0)) continue;
    const last = Math.min(0, (row.lastReviewDayNumber ?? todayNumber) - todayNumber);
    const due = (row.dueDayNumber ?? todayNumber) - todayNumber;
    studied.push([Math.round(row.stability * 1000) / 1000, Math.round(row.difficulty * 1000) / 1000, due, last]);
  }
  return studied;
}

/** One answer's time and what it was: a review remembered, a review forgotten, or a new word. */
export interface AnswerTime {
  kind: "review" | "lapse" | "newWord";
  ms: number;
}

/** The learner's average seconds per kind of answer (the typical figure where they have too few answers). */
export function secondsFrom(answers: readonly AnswerTime[]): DeckSimulationInputs["seconds"] {
  const seconds: DeckSimulationInputs["seconds"] = { ...TYPICAL_SECONDS };
  for (const kind of ["review", "lapse", "newWord"] as const) {
    const times = answers.filter((a) => a.kind === kind && a.ms > 0);
    if (times.length < MIN_ANSWERS) continue;
    const total = times.reduce((sum, a) => sum + Math.min(LONGEST_ANSWER_SECONDS, a.ms / 1000), 0);
    seconds[kind] = Math.round((total / times.length) * 10) / 10;
  }
  return seconds;
}

/** The weekday of a learner's day number, 0 = Monday (1 January 1970 was a Thursday). */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}
