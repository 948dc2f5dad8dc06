import { computeDecayFactor, fsrs, generatorParameters } from "ts-fsrs";

/** ts-fsrs's smallest and largest stability. */
const S_MIN = 1e-3;
const S_MAX = 36500;

const roundTo8 = (n: number) => Math.round(n * 1e8) / 1e8;
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * The memory transitions a simulation uses (Good and Again, short-term steps on), on plain numbers:
 * the same arithmetic as ts-fsrs's `next_state` in the same order (so the same results to the last
 * bit), with the constants of the learner's parameters worked out once instead of on every answer,
 * and no objects made per answer. The result of a step is read from `stability` and `difficulty`.
 */
export class MemoryKernel {
  stability = 0;
  difficulty = 0;
  /** A new word's memory after its first Good answer. */
  readonly firstStability: number;
  readonly firstDifficulty: number;
  private readonly w: readonly number[];
  private readonly decay: number;
  private readonly factor: number;
  private readonly expW8: number;
  private readonly easyDifficulty: number;
  private readonly againFloorDivisor: number;

  constructor(weights: readonly number[]) {
    // The library's parameters after its own checks and clipping, as its `next_state` reads them.
    const algorithm = fsrs(generatorParameters({ w: [...weights], enable_fuzz: false, enable_short_term: true }));
    const w = [...algorithm.parameters.w];
    this.w = w;
    const { decay, factor } = computeDecayFactor(w);
    this.decay = decay;
    this.factor = factor;
    this.expW8 = Math.exp(w[8]!);
    this.easyDifficulty = roundTo8(w[4]! - Math.exp((4 - 1) * w[5]!) + 1);
    this.againFloorDivisor = Math.exp(w[17]! * w[18]!);
    const first = algorithm.next_state(null, 0, 3);
    this.firstStability = first.stability;
    this.firstDifficulty = first.difficulty;
  }

  /** The memory after an answer `elapsed` days after the last one (1 = Again, 3 = Good). */
  answer(stability: number, difficulty: number, elapsed: number, grade: 1 | 3): void {
    const w = this.w;
    if (elapsed === 0) {
      const sinc = stability ** -w[19]! * Math.exp(w[17]! * (grade - 3 + w[18]!));
      this.stability = roundTo8(clamp(stability * (grade >= 2 ? Math.max(sinc, 1) : sinc), S_MIN, S_MAX));
    } else {
      const r = roundTo8((1 + (this.factor * elapsed) / stability) ** this.decay);
      if (grade === 1) {
        const afterFail = roundTo8(
          clamp(
            w[11]! * difficulty ** -w[12]! * ((stability + 1) ** w[13]! - 1) * Math.exp((1 - r) * w[14]!),
            S_MIN,
            S_MAX,
          ),
        );
        this.stability = clamp(roundTo8(stability / this.againFloorDivisor), S_MIN, afterFail);
      } else {
        const growth = this.expW8 * (11 - difficulty) * stability ** -w[9]! * (Math.exp((1 - r) * w[10]!) - 1);
        this.stability = roundTo8(clamp(stability * (1 + growth), S_MIN, S_MAX));
      }
    }
    const next = difficulty + roundTo8((-w[6]! * (grade - 3) * (10 - difficulty)) / 9);
    this.difficulty = clamp(roundTo8(w[7]! * this.easyDifficulty + (1 - w[7]!) * next), 1, 10);
  }
}
