import { computeDecayFactor } from "ts-fsrs";
import { MemoryKernel } from "./memory-kernel";
import { ALL_NORMAL, chooseReviewInterval, type ReviewDayChoice } from "./review-day";
import { wordRandom } from "./seeded-random";
import type { SimulatedDay, Simulation, SimulationInput } from "./simulator";

/** What every copy of a run shares: the input and what is worked out from it once. */
interface Shared {
  input: SimulationInput;
  kernel: MemoryKernel;
  decay: number;
  factor: number;
  weekdayOf: (day: number) => number;
  /** Studied words, then room for every new word. */
  capacity: number;
}

const NONE = -1;

/**
 * A simulation played day by day (see `simulate`), which can be stopped at a day and copied: the
 * exam planner plays the days before the last weeks once and goes on from there with each retention
 * it tries. Words live in typed arrays (stability, difficulty, due and last day); each day's due words
 * are a linked list through `next`, in the order they were placed, so no day allocates a list.
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
    private readonly stability: Float64Array,
    private readonly difficulty: Float64Array,
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
    const { decay, factor } = computeDecayFactor([...input.weights]);
    const firstWeekday = input.firstWeekday ?? 0;
    const studied = input.studied.length;
    const capacity = studied + Math.max(0, Math.ceil(input.newWords));
    const shared: Shared = {
      input,
      kernel: new MemoryKernel(input.weights),
      decay,
      factor,
      weekdayOf: (day) => (((firstWeekday + day) % 7) + 7) % 7,
      capacity,
    };
    const horizon = Math.max(1, input.days) + 1;
    const run = new SimulationRun(
      shared,
      input.retentionOn,
      new Int32Array(capacity),
      new Float64Array(capacity),
      new Float64Array(capacity),
      new Int32Array(capacity),
      new Int32Array(capacity),
      new Int32Array(capacity),
      new Int32Array(horizon).fill(NONE),
      new Int32Array(horizon).fill(NONE),
      new Int32Array(horizon + Math.min(36500, Math.max(1, input.maximumInterval))),
      [],
    );
    input.studied.forEach((word, i) => {
      run.stability[i] = word.stability;
      run.difficulty[i] = word.difficulty;
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
      this.stability.slice(),
      this.difficulty.slice(),
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
      knownThroughCycle: this.knownThroughCycle(),
    };
  }

  private playDay(day: number): void {
    const { input, kernel } = this.shared;
    const today: SimulatedDay = { reviews: 0, lapses: 0, newWords: 0, lateReviews: 0, minutes: 0, known: 0 };
    const retention = this.retentionOn(day);
    if (retention !== this.retention) {
      this.retention = retention;
      this.intervalModifier = retention ** (1 / this.shared.decay) - 1;
    }
    let word = this.head[day]!;
    const lastDue = this.tail[day]!;
    this.head[day] = NONE;
    this.tail[day] = NONE;
    // Words left over by the review limit stay first in line for the next day, oldest due first.
    for (let done = 0; word !== NONE && done < input.reviewLimit; done++) {
      const following = word === lastDue ? NONE : this.next[word]!;
      this.review(word, day, today);
      word = following;
    }
    if (word !== NONE && day + 1 < this.head.length) {
      this.next[lastDue] = this.head[day + 1]!;
      if (this.head[day + 1] === NONE) this.tail[day + 1] = lastDue;
      this.head[day + 1] = word;
    }
    const fresh = Math.min(Math.max(0, Math.floor(input.newPerDay(day))), input.newWords - this.introduced);
    for (let n = 0; n < fresh; n++) {
      const i = this.count++;
      this.stability[i] = kernel.firstStability;
      this.difficulty[i] = kernel.firstDifficulty;
      this.schedule(i, day, 0);
    }
    this.introduced += fresh;
    today.newWords = fresh;
    const s = input.seconds;
    today.minutes = (today.reviews * s.review + today.lapses * s.lapse + fresh * s.newWord) / 60;
    // Known as of the next morning: one day after today's reviews.
    if (input.knownOn !== "last-day" || day === input.days - 1) today.known = this.knownAfter(day);
    this.days.push(today);
  }

  private review(i: number, day: number, today: SimulatedDay): void {
    const { kernel, decay, factor } = this.shared;
    const due = this.due[i]!;
    if (due >= 0) this.dueCount[due]!--;
    if (due < day) today.lateReviews++;
    const elapsed = day - this.last[i]!;
    const stability = this.stability[i]!;
    const recalled = this.random(i) < (1 + (factor * elapsed) / stability) ** decay;
    if (elapsed >= 1) {
      this.reviewed++;
      if (recalled) this.remembered++;
    }
    today.reviews++;
    kernel.answer(stability, this.difficulty[i]!, elapsed, recalled ? 3 : 1);
    if (!recalled) {
      today.lapses++;
      // A forgotten word is relearned the same day, then spaced from its new memory.
      kernel.answer(kernel.stability, kernel.difficulty, 0, 3);
    }
    this.stability[i] = kernel.stability;
    this.difficulty[i] = kernel.difficulty;
    this.schedule(i, day, elapsed);
  }

  private schedule(i: number, day: number, elapsed: number): void {
    const choice = this.choice;
    choice.interval = (this.stability[i]! / this.shared.factor) * this.intervalModifier;
    choice.elapsedDays = elapsed;
    choice.today = day;
    choice.random = this.random(i);
    const due = day + chooseReviewInterval(choice);
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

  /**
   * Σ over the words of their mean chance of recall from their last review to their next (or to the
   * next morning, if that is later): what the reviews so far keep known on an average day from here,
   * whichever day of its cycle each word happens to be on.
   */
  private knownThroughCycle(): number {
    const { decay, factor } = this.shared;
    let known = 0;
    for (let i = 0; i < this.count; i++) {
      const span = Math.max(this.due[i]!, this.day) - this.last[i]!;
      const stability = this.stability[i]!;
      known +=
        span <= 0
          ? 1
          : ((stability / (factor * (decay + 1))) * ((1 + (factor * span) / stability) ** (decay + 1) - 1)) / span;
    }
    return known;
  }

  private knownAfter(day: number): number {
    const { decay, factor } = this.shared;
    let known = 0;
    for (let i = 0; i < this.count; i++)
      known += (1 + (factor * (day + 1 - this.last[i]!)) / this.stability[i]!) ** decay;
    return known;
  }
}
