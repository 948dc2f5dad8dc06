import { computeDecayFactor } from "ts-fsrs";
import { MemoryKernel } from "./memory-kernel";

/** One memory model: its transitions and its forgetting curve's constants. */
interface Model {
  kernel: MemoryKernel;
  decay: number;
  factor: number;
}

function modelOf(weights: readonly number[]): Model {
  const { decay, factor } = computeDecayFactor([...weights]);
  return { kernel: new MemoryKernel(weights), decay, factor };
}

/** A word's memory state per model: stability and difficulty in typed arrays. */
interface States {
  stability: Float64Array;
  difficulty: Float64Array;
}

const statesOf = (capacity: number): States => ({
  stability: new Float64Array(capacity),
  difficulty: new Float64Array(capacity),
});
const copyOf = (s: States): States => ({ stability: s.stability.slice(), difficulty: s.difficulty.slice() });

/**
 * The words' memory in a simulation, as the app believes it (the learner's FSRS parameters: what
 * schedules the reviews) and, when the learner's real memory follows other parameters (`truth`), as it
 * is: recall is drawn from the real memory, both are moved by the same answers, and the words known are
 * read from the real one. Without `truth` the two are one.
 */
export class WordMemory {
  readonly belief: States;
  private readonly real: States | null;
  /** A new word's stability after its first answers (at least a day when the building phase graduates it). */
  readonly firstStability: number;

  private constructor(
    private readonly app: Model,
    private readonly truth: Model | null,
    belief: States,
    real: States | null,
    firstStability: number,
  ) {
    this.belief = belief;
    this.real = real;
    this.firstStability = firstStability;
  }

  static create(
    weights: readonly number[],
    truth: readonly number[] | undefined,
    capacity: number,
    firstFloor: number,
  ): WordMemory {
    const app = modelOf(weights);
    const real = truth ? modelOf(truth) : null;
    const first = Math.max(firstFloor, app.kernel.firstStability);
    return new WordMemory(app, real, statesOf(capacity), real ? statesOf(capacity) : null, first);
  }

  copy(): WordMemory {
    const real = this.real ? copyOf(this.real) : null;
    return new WordMemory(this.app, this.truth, copyOf(this.belief), real, this.firstStability);
  }

  /** The app's decay and factor: intervals are worked out from them. */
  get decay(): number {
    return this.app.decay;
  }
  get factor(): number {
    return this.app.factor;
  }

  /** A word already studied: the app's memory of it (the real one starts the same). */
  set(i: number, stability: number, difficulty: number): void {
    this.belief.stability[i] = stability;
    this.belief.difficulty[i] = difficulty;
    if (this.real) {
      this.real.stability[i] = stability;
      this.real.difficulty[i] = difficulty;
    }
  }

  /** A new word after its first answers (Good). */
  introduce(i: number): void {
    this.belief.stability[i] = this.firstStability;
    this.belief.difficulty[i] = this.app.kernel.firstDifficulty;
    if (this.real && this.truth) {
      this.real.stability[i] = this.truth.kernel.firstStability;
      this.real.difficulty[i] = this.truth.kernel.firstDifficulty;
    }
  }

  /** The real chance of recalling word `i` after `elapsed` days. */
  recall(i: number, elapsed: number): number {
    const model = this.truth ?? this.app;
    const states = this.real ?? this.belief;
    return (1 + (model.factor * elapsed) / states.stability[i]!) ** model.decay;
  }

  /** Word `i` answered `elapsed` days after its last answer: both memories move alike. */
  answer(i: number, elapsed: number, grade: 1 | 3): void {
    step(this.app.kernel, this.belief, i, elapsed, grade);
    if (this.real && this.truth) step(this.truth.kernel, this.real, i, elapsed, grade);
  }

  /** Σ real chance of recall of words 0…count−1 on `day`, each last answered on `last[i]`. */
  known(day: number, last: Int32Array, count: number): number {
    const model = this.truth ?? this.app;
    const stability = (this.real ?? this.belief).stability;
    const { factor, decay } = model;
    let known = 0;
    for (let i = 0; i < count; i++) known += (1 + (factor * (day - last[i]!)) / stability[i]!) ** decay;
    return known;
  }

  /**
   * Σ over words 0…count−1 of their mean real chance of recall from their last review to their next (or
   * to `day`, if that is later): what the reviews so far keep known on an average day from here,
   * whichever day of its cycle each word happens to be on.
   */
  knownThroughCycle(due: Int32Array, last: Int32Array, count: number, day: number): number {
    const { factor, decay } = this.truth ?? this.app;
    const stabilities = (this.real ?? this.belief).stability;
    let known = 0;
    for (let i = 0; i < count; i++) {
      const span = Math.max(due[i]!, day) - last[i]!;
      const stability = stabilities[i]!;
      known +=
        span <= 0
          ? 1
          : ((stability / (factor * (decay + 1))) * ((1 + (factor * span) / stability) ** (decay + 1) - 1)) / span;
    }
    return known;
  }
}

function step(kernel: MemoryKernel, states: States, i: number, elapsed: number, grade: 1 | 3): void {
  kernel.answer(states.stability[i]!, states.difficulty[i]!, elapsed, grade);
  states.stability[i] = kernel.stability;
  states.difficulty[i] = kernel.difficulty;
}
