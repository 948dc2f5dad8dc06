import { default_w } from "ts-fsrs";

/** FSRS-4.5 and FSRS-5 forget on a fixed curve: this decay. */
const FIXED_DECAY = 0.5;

/**
 * The decay of the learner's forgetting curve, as Anki writes it on a card (`decay`, positive): FSRS-6 fits
 * it (the 21st parameter), older parameter sets use the fixed 0.5; no fitted parameters: the library's default.
 */
export function fsrsDecayOf(weights: readonly number[] | null | undefined): number {
  const w = weights && weights.length > 0 ? weights : default_w;
  const decay = w.length >= 21 ? w[20] : undefined;
  return decay !== undefined && Number.isFinite(decay) && decay > 0 ? decay : FIXED_DECAY;
}
