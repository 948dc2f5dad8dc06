/**
 * `npm run bench -- deck-retention`: how long Help me decide takes in the browser's worker for a large
 * deck. A 10,000-word deck (6,000 words studied, memories spread from a day to a year; 4,000 new at 20 a
 * day) is played for 365 days at one desired retention, then at every choice the chart shows.
 */
import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";
import { choicesWith, retentionChoice } from "@app/domain/planning/retention-choices";
import { seededRandom } from "@app/domain/planning/seeded-random";
import { default_w } from "ts-fsrs";

const STUDIED = 6000;
const NEW_WORDS = 4000;

function largeDeck(): DeckSimulationInputs {
  const random = seededRandom(7);
  const studied: DeckSimulationInputs["studied"] = [];
  for (let i = 0; i < STUDIED; i++) {
    const stability = 1 + random() * 365;
    const last = -Math.floor(random() * Math.min(60, stability));
    studied.push([stability, 1 + random() * 9, last + Math.max(1, Math.round(stability)), last]);
  }
  return {
    weights: [...default_w],
    defaultRetention: 0.9,
    deckRetention: null,
    maximumInterval: 36500,
    studied,
    newWords: NEW_WORDS,
    newPerDay: 20,
    reviewLimit: null,
    seconds: { review: 8, lapse: 20, newWord: 30 },
    firstWeekday: 0,
  };
}

export async function measureDeckRetention(): Promise<void> {
  const deck = largeDeck();
  retentionChoice(deck, 0.9, 30); // warm-up: the first run pays for compilation
  let started = performance.now();
  const one = retentionChoice(deck, 0.9);
  const single = (performance.now() - started) / 1000;
  const retentions = choicesWith(0.9);
  started = performance.now();
  for (const r of retentions) retentionChoice(deck, r);
  const all = (performance.now() - started) / 1000;
  console.log(
    `deck retention: 10,000 words × 365 days in ${single.toFixed(2)} s (budget 2 s; ${one.minutesPerDay.toFixed(1)} min a day, ${Math.round(one.knownAfterYear)} known); the chart's ${retentions.length} choices in ${all.toFixed(1)} s`,
  );
}
