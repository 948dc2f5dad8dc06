import { computeDecayFactor, default_w, type FSRSState, fsrs, generatorParameters } from "ts-fsrs";

/** The parts of FSRS a simulation needs, for one learner's parameters. */
export interface MemoryModel {
  /** Chance of recall after `elapsedDays` for a memory of this stability. */
  recall(elapsedDays: number, stability: number): number;
  /** The memory after an answer (1 = Again, 3 = Good) given `elapsedDays` since the last one. */
  next(memory: FSRSState | null, elapsedDays: number, grade: 1 | 3): FSRSState;
  /** Days until recall falls to `retention` (unrounded, before fuzz). */
  interval(stability: number, retention: number): number;
}

export function memoryModel(weights: readonly number[]): MemoryModel {
  const algorithm = fsrs(generatorParameters({ w: [...weights], enable_fuzz: false, enable_short_term: true }));
  const { decay, factor } = computeDecayFactor([...weights]);
  return {
    recall: (elapsedDays, stability) => (1 + (factor * elapsedDays) / stability) ** decay,
    next: (memory, elapsedDays, grade) => algorithm.next_state(memory, elapsedDays, grade),
    interval: (stability, retention) => (stability / factor) * (retention ** (1 / decay) - 1),
  };
}

/** The model of a learner's fitted weights, or of the library's defaults when they have none. */
export function memoryModelFor(weights: readonly number[] | null | undefined): MemoryModel {
  return memoryModel(weights && weights.length > 0 ? weights : default_w);
}
