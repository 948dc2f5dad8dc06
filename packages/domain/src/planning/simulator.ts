import type { FSRSState } from "ts-fsrs";
import { memoryModel } from "./memory-model";
import { ALL_NORMAL, chooseReviewInterval, type WeekLoads } from "./review-day";
import { seededRandom } from "./seeded-random";

/** A word already studied, as the simulation starts (day 0 = today). */
export interface StudiedWord {
  stability: number;
  difficulty: number;
  /** Day number of its next review (may be negative: overdue). */
  dueDay: number;
  /** Day number of its last review (≤ 0). */
  lastReviewDay: number;
}

export interface SimulationInput {
  /** The learner's FSRS parameters: what schedules reviews and what decides recall. */
  weights: readonly number[];
  /** Desired retention on each day (the planner raises it before an exam). */
  retentionOn: (day: number) => number;
  studied: readonly StudiedWord[];
  /** Words not studied yet, introduced in order. */
  newWords: number;
  /** New words a day (may change by day: a plan can stop once the deck is done). */
  newPerDay: (day: number) => number;
  /** The most reviews done a day; the rest wait for the next day. */
  reviewLimit: number;
  days: number;
  seed: number;
  /** Seconds a review takes on average, and a forgotten word (answered again), and a new word. */
  seconds: { review: number; lapse: number; newWord: number };
  maximumInterval: number;
  loadBalance: boolean;
  weekLoads?: WeekLoads;
  /** Weekday of day 0, 0 = Monday. */
  firstWeekday?: number;
  /** Count the words known on every day (for a chart) or only after the last one (for a plan). */
  knownOn?: "every-day" | "last-day";
}

export interface SimulatedDay {
  reviews: number;
  lapses: number;
  newWords: number;
  /** Reviews done a day or more after their due day (only when the review limit was reached). */
  lateReviews: number;
  minutes: number;
  /** Σ chance of recall of every word at the end of the day: the words the learner knows. */
  known: number;
}

export interface Simulation {
  days: SimulatedDay[];
  /** Words in the deck (studied + new at the start). */
  total: number;
  /** Reviews of words last seen a day or more before, and how many of them were remembered. */
  remembered: number;
  reviewed: number;
}

interface Word {
  memory: FSRSState;
  due: number;
  last: number;
}

/**
 * Plays the learner's next days: each day the due words are reviewed (recalled with the chance the
 * memory model gives, forgotten ones relearned the same day), then new words are introduced, and
 * each review is placed on a day by `chooseReviewInterval`. Pure and seeded: time is day numbers,
 * the same input plays the same days.
 */
export function simulate(input: SimulationInput): Simulation {
  const model = memoryModel(input.weights);
  const random = seededRandom(input.seed);
  const weekLoads = input.weekLoads ?? ALL_NORMAL;
  const firstWeekday = input.firstWeekday ?? 0;
  const weekdayOf = (day: number) => (((firstWeekday + day) % 7) + 7) % 7;
  const words: Word[] = input.studied.map((w) => ({
    memory: { stability: w.stability, difficulty: w.difficulty },
    due: w.dueDay,
    last: w.lastReviewDay,
  }));
  const dueCount = new Map<number, number>();
  const bucket = new Map<number, Word[]>();
  const place = (word: Word, day: number) => {
    dueCount.set(word.due, (dueCount.get(word.due) ?? 0) + 1);
    const list = bucket.get(day);
    if (list) list.push(word);
    else bucket.set(day, [word]);
  };
  for (const w of [...words].sort((a, b) => a.due - b.due)) place(w, Math.max(0, w.due));
  const dueOn = (day: number) => dueCount.get(day) ?? 0;
  let introduced = 0;
  let remembered = 0;
  let reviewed = 0;
  const days: SimulatedDay[] = [];

  const schedule = (word: Word, day: number, elapsed: number) => {
    const interval = chooseReviewInterval({
      interval: model.interval(word.memory.stability, input.retentionOn(day)),
      elapsedDays: elapsed,
      maximumInterval: input.maximumInterval,
      today: day,
      dueOn,
      weekdayOf,
      loadBalance: input.loadBalance,
      weekLoads,
      random: random(),
    });
    word.due = day + interval;
    word.last = day;
    place(word, word.due);
  };

  for (let day = 0; day < input.days; day++) {
    const today: SimulatedDay = { reviews: 0, lapses: 0, newWords: 0, lateReviews: 0, minutes: 0, known: 0 };
    // Words left over by the review limit stay first in line, oldest due first.
    const due = bucket.get(day) ?? [];
    bucket.delete(day);
    const done = due.slice(0, input.reviewLimit);
    const waiting = due.slice(input.reviewLimit);
    if (waiting.length > 0) bucket.set(day + 1, [...waiting, ...(bucket.get(day + 1) ?? [])]);
    for (const word of done) {
      dueCount.set(word.due, dueOn(word.due) - 1);
      if (word.due < day) today.lateReviews++;
      const elapsed = day - word.last;
      const recalled = random() < model.recall(elapsed, word.memory.stability);
      if (elapsed >= 1) {
        reviewed++;
        if (recalled) remembered++;
      }
      today.reviews++;
      if (!recalled) today.lapses++;
      word.memory = model.next(word.memory, elapsed, recalled ? 3 : 1);
      // A forgotten word is relearned the same day, then spaced from its new memory.
      if (!recalled) word.memory = model.next(word.memory, 0, 3);
      schedule(word, day, elapsed);
    }
    const fresh = Math.min(Math.max(0, Math.floor(input.newPerDay(day))), input.newWords - introduced);
    for (let i = 0; i < fresh; i++) {
      const word: Word = { memory: model.next(null, 0, 3), due: day, last: day };
      words.push(word);
      schedule(word, day, 0);
    }
    introduced += fresh;
    today.newWords = fresh;
    const s = input.seconds;
    today.minutes = (today.reviews * s.review + today.lapses * s.lapse + fresh * s.newWord) / 60;
    // Known as of the next morning: one day after today's reviews.
    if (input.knownOn !== "last-day" || day === input.days - 1) {
      for (const w of words) today.known += model.recall(day + 1 - w.last, w.memory.stability);
    }
    days.push(today);
  }
  return { days, total: input.studied.length + input.newWords, remembered, reviewed };
}
