import { SimulationRun } from "./simulation-run";
import type { Simulation, SimulationInput } from "./simulation-types";

export type { SimulatedDay, Simulation, SimulationInput, StudiedWord } from "./simulation-types";

/**
 * Plays the learner's next days: each day the due words are reviewed (recalled with the chance the
 * memory model gives, forgotten ones relearned the same day), then new words are introduced (with their
 * building steps), and each review is placed on a day by `chooseReviewInterval`, a young word's within
 * the cap. A missed day moves its due words to the next one. Pure and seeded: time is day numbers,
 * the same input plays the same days. (The work is done by `SimulationRun`, which can also stop at a
 * day and be copied.)
 */
export function simulate(input: SimulationInput): Simulation {
  return SimulationRun.start(input).advance(input.days).result();
}
