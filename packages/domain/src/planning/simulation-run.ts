import { ALL_NORMAL, chooseReviewInterval, type ReviewDayChoice } from "./review-day";
import { wordRandom } from "./seeded-random";
import type { SimulatedDay, Simulation, SimulationInput, StudiedWord } from "./simulation-types";
import { WordMemory } from "./word-memory";

/** What every copy of a run shares: the input and what is worked out from it once. */
interface Shared {
  input: SimulationInput;
  weekdayOf: (day: number) => number;
  /** Studied words, then room for every new word. */
  capacity: number;
}

const NONE = -1;

/** The stream the missed days are drawn from (one number a day), apart from every word's. */
const DAY_STREAM = -2;
/** Answers counted for a studied word whose history is not given: past any young-word cap. */
const SEASONED = 1 << 30;

/**
 * A simulation played day by day (see `simulate`), which can be stopped at a day and copied: the
 * exam planner plays the days before the last weeks once and goes on from there with each retention
 * it tries. Words live in typed arrays (memory in `WordMemory`, due and last day, answers so far); each
 * day's due words are a linked list through `next`, in the order they were placed, so no day allocates
 * a list.
 */
export class SimulationRun {
  /** The next day to play. */
  day = 0;
  private introduced = 0;
  private remembered = 0;
  private reviewed = 0;
  private count: number;
  private readonly choice: ReviewDayChoice;
  private retention = Number.NaN;
  private intervalModifier = 0;

  private constructor(
    private readonly shared: Shared,
    private retentionOn: (day: number) => number,
    /** How many numbers each word has drawn from its own stream (see `wordRandom`). */
    private readonly draws: Int32Array,
    private readonly memory: WordMemory,
    private readonly answers: Int32Array,
    private readonly due: Int32Array,
    private readonly last: Int32Array,
    private readonly next: Int32Array,
    private readonly head: Int32Array,
    private readonly tail: Int32Array,
    /** Reviews due on each day (days before today are never read and not counted). */
    private readonly dueCount: Int32Array,
    private readonly days: SimulatedDay[],
  ) {
    this.count = 0;
    const { input, weekdayOf } = shared;
    this.choice = {
      interval: 0,
      elapsedDays: 0,
      maximumInterval: input.maximumInterval,
      today: 0,
      dueOn: (day) => this.dueCount[day] ?? 0,
      weekdayOf,
      loadBalance: input.loadBalance,
      weekLoads: input.weekLoads ?? ALL_NORMAL,
      random: 0,
    };
  }

  static start(input: SimulationInput): SimulationRun {
    const firstWeekday = input.firstWeekday ?? 0;
    const studied = input.studied.length;
    const capacity = studied + Math.max(0, Math.ceil(input.newWords));
    const shared: Shared = {
      input,
      weekdayOf: (day) => (((firstWeekday + day) % 7) + 7) % 7,
      capacity,
    };
    const horizon = Math.max(1, input.days) + 1;
    const run = new SimulationRun(
      shared,
      input.retentionOn,
      new Int32Array(capacity),
      WordMemory.create(input.weights, input.truth, capacity, (input.buildingSteps ?? 0) > 0 ? 1 : 0),
      new Int32Array(capacity),
      new Int32Array(capacity),
      new Int32Array(capacity),
      new Int32Array(capacity),
      new Int32Array(horizon).fill(NONE),
      new Int32Array(horizon).fill(NONE),
      new Int32Array(horizon + Math.min(36500, Math.max(1, input.maximumInterval))),
      [],
    );
    input.studied.forEach((word, i) => {
      run.memory.set(i, word.stability, word.difficulty);
      run.answers[i] = word.answers ?? SEASONED;
      run.due[i] = word.dueDay;
      run.last[i] = word.lastReviewDay;
    });
    run.count = studied;
    const byDue = Array.from({ length: studied }, (_, i) => i).sort((a, b) => run.due[a]! - run.due[b]!);
    for (const i of byDue) run.place(i, Math.max(0, run.due[i]!));
    return run;
  }

  /** A copy at the same day that goes on alike, or with another retention from here on. */
  copy(retentionOn: (day: number) => number = this.retentionOn): SimulationRun {
    const other = new SimulationRun(
      this.shared,
      retentionOn,
      this.draws.slice(),
      this.memory.copy(),
      this.answers.slice(),
      this.due.slice(),
      this.last.slice(),
      this.next.slice(),
      this.head.slice(),
      this.tail.slice(),
      this.dueCount.slice(),
      this.days.slice(),
    );
    other.day = this.day;
    other.introduced = this.introduced;
    other.remembered = this.remembered;
    other.reviewed = this.reviewed;
    other.count = this.count;
    return other;
  }

  /** Plays the days up to `toDay` (not included), never past the input's last day. */
  advance(toDay: number): this {
    const end = Math.min(toDay, this.shared.input.days);
    while (this.day < end) {
      this.playDay(this.day);
      this.day++;
    }
    return this;
  }

  result(): Simulation {
    const { input } = this.shared;
    return {
      days: this.days.slice(),
      total: input.studied.length + input.newWords,
      remembered: this.remembered,
      reviewed: this.reviewed,
      knownThroughCycle: this.memory.knownThroughCycle(this.due, this.last, this.count, this.day),
    };
  }

  /**
   * The words studied so far as the app holds them on the morning of `this.day` (its memory of them,
   * days counted from that morning), and the words still new: what a forecast made that day reads.
   */
  deckNow(): { studied: StudiedWord[]; newWords: number } {
    const studied: StudiedWord[] = [];
    const { stability, difficulty } = this.memory.belief;
    for (let i = 0; i < this.count; i++) {
      studied.push({
        stability: stability[i]!,
        difficulty: difficulty[i]!,
        dueDay: this.due[i]! - this.day,
        lastReviewDay: this.last[i]! - this.day,
        answers: Math.min(this.answers[i]!, SEASONED),
      });
    }
    return { studied, newWords: this.shared.input.newWords - this.introduced };
  }

  private playDay(day: number): void {
    const { input } = this.shared;
    const today: SimulatedDay = {
      reviews: 0,
      lapses: 0,
      newWords: 0,
      lateReviews: 0,
      minutes: 0,
      studied: true,
      known: 0,
    };
    const retention = this.retentionOn(day);
    if (retention !== this.retention) {
      this.retention = retention;
      this.intervalModifier = retention ** (1 / this.memory.decay) - 1;
    }
    // A missed day is drawn only when days may be missed, so runs without it play as before.
    today.studied = !(input.missRate && input.missRate > 0 && wordRandom(input.seed, DAY_STREAM, day) < input.missRate);
    this.reviewDue(day, today, today.studied ? input.reviewLimit : 0);
    const fresh = today.studied
      ? Math.min(Math.max(0, Math.floor(input.newPerDay(day, this.introduced))), input.newWords - this.introduced)
      : 0;
    const steps = input.buildingSteps ?? 0;
    for (let n = 0; n < fresh; n++) {
      const i = this.count++;
      this.memory.introduce(i);
      // The graduating answer is scheduled with the building steps' answers before it in its history.
      this.answers[i] = steps;
      this.schedule(i, day, 0);
      this.answers[i] = steps + 1;
    }
    this.introduced += fresh;
    today.newWords = fresh;
    const s = input.seconds;
    today.minutes = (today.reviews * s.review + today.lapses * s.lapse + fresh * (s.newWord + steps * s.review)) / 60;
    // Known as of the next morning: one day after today's reviews.
    if (input.knownOn !== "last-day" || day === input.days - 1) {
      today.known = this.memory.known(day + 1, this.last, this.count);
    }
    this.days.push(today);
  }

  /** Reviews up to `limit` of the day's due words; the rest stay first in line for the next day, oldest due first. */
  private reviewDue(day: number, today: SimulatedDay, limit: number): void {
    let word = this.head[day]!;
    const lastDue = this.tail[day]!;
    this.head[day] = NONE;
    this.tail[day] = NONE;
    for (let done = 0; word !== NONE && done < limit; done++) {
      const following = word === lastDue ? NONE : this.next[word]!;
      this.review(word, day, today);
      word = following;
    }
    if (word !== NONE && day + 1 < this.head.length) {
      this.next[lastDue] = this.head[day + 1]!;
      if (this.head[day + 1] === NONE) this.tail[day + 1] = lastDue;
      this.head[day + 1] = word;
    }
  }

  private review(i: number, day: number, today: SimulatedDay): void {
    const memory = this.memory;
    const due = this.due[i]!;
    if (due >= 0) this.dueCount[due]!--;
    if (due < day) today.lateReviews++;
    const elapsed = day - this.last[i]!;
    const recalled = this.random(i) < memory.recall(i, elapsed);
    if (elapsed >= 1) {
      this.reviewed++;
      if (recalled) this.remembered++;
    }
    today.reviews++;
    memory.answer(i, elapsed, recalled ? 3 : 1);
    if (!recalled) {
      today.lapses++;
      // A forgotten word is relearned the same day, then spaced from its new memory.
      memory.answer(i, 0, 3);
      this.answers[i]!++;
    }
    this.schedule(i, day, elapsed);
    this.answers[i]!++;
  }

  private schedule(i: number, day: number, elapsed: number): void {
    const choice = this.choice;
    choice.interval = (this.memory.belief.stability[i]! / this.memory.factor) * this.intervalModifier;
    choice.elapsedDays = elapsed;
    choice.today = day;
    choice.random = this.random(i);
    let delay = chooseReviewInterval(choice);
    const cap = this.shared.input.youngCap;
    if (cap && this.answers[i]! < cap.answers) delay = Math.min(delay, cap.days);
    const due = day + delay;
    this.due[i] = due;
    this.last[i] = day;
    this.place(i, due);
  }

  /** The word's next number: each word has its own stream, so a change elsewhere does not shift its luck. */
  private random(i: number): number {
    return wordRandom(this.shared.input.seed, i, this.draws[i]!++);
  }

  /** Counts a word due on `due` and puts it in line on `day` (the day it will be reviewed). */
  private place(i: number, day: number): void {
    const due = this.due[i]!;
    if (due >= 0 && due < this.dueCount.length) this.dueCount[due]!++;
    if (day >= this.head.length) return;
    if (this.head[day] === NONE) this.head[day] = i;
    else this.next[this.tail[day]!] = i;
    this.tail[day] = i;
  }
}
