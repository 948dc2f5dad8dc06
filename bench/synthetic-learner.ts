/**
 * A synthetic learner whose review history has the shape of real Lexistep data: words are scheduled by
 * the app's own rules (building steps of 1 min / 10 min / 1 h, at most 2 days apart until a word has 10
 * reviews, then FSRS with the default parameters), studied in one or two sessions a day with some
 * days missed, one review log per word per session. Whether a word is recalled follows a hidden FSRS
 * memory model with parameters unlike the defaults, so there is something for the optimizer to find.
 */
import { DEFAULT_FSRS_SETTINGS } from "@app/domain/study/constants";
import { type ProgressCard, type Rating, type ReviewLogEntry, scheduleReview } from "@app/domain/study/scheduling";
import { default_w, type FSRSState, forgetting_curve, fsrs, generatorParameters } from "ts-fsrs";

export interface SyntheticReview {
  /** Index of the word in the learner's deck (0, 1, 2, …). */
  word: number;
  log: ReviewLogEntry;
}

export interface LearnerProfile {
  seed: number;
  /** New words taken on in the first session of a study day. */
  newPerDay: number;
  /** Multiplies the default initial stabilities (w0–w3): below 1, this learner forgets new words faster. */
  initialStabilityFactor: number;
  /** Added to w8 (how much stability grows on a successful review). */
  growthShift: number;
}

export const LEARNERS: LearnerProfile[] = [
  { seed: 11, newPerDay: 20, initialStabilityFactor: 0.5, growthShift: -0.3 },
  { seed: 23, newPerDay: 12, initialStabilityFactor: 1.6, growthShift: 0.2 },
  { seed: 37, newPerDay: 30, initialStabilityFactor: 0.8, growthShift: -0.1 },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface WordState {
  card: ProgressCard | null;
  memory: FSRSState | null;
  reviews: number;
}

export function simulateLearner(profile: LearnerProfile, totalReviews: number, start: Date): SyntheticReview[] {
  let seed = profile.seed;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const trueWeights = [...default_w];
  for (let i = 0; i < 4; i++) trueWeights[i] = trueWeights[i]! * profile.initialStabilityFactor;
  trueWeights[8] = trueWeights[8]! + profile.growthShift;
  const memoryModel = fsrs(generatorParameters({ w: trueWeights, enable_fuzz: false }));

  const settings = { ...DEFAULT_FSRS_SETTINGS };
  const words: WordState[] = [];
  const out: SyntheticReview[] = [];

  const review = (index: number, at: Date) => {
    const word = words[index]!;
    let rating: Rating;
    if (!word.memory || !word.card?.lastReview) {
      // First sight of a word: how well the learner took it in.
      const r = random();
      rating = r < 0.3 ? 1 : r < 0.45 ? 2 : r < 0.9 ? 3 : 4;
    } else {
      const elapsed = (at.getTime() - word.card.lastReview.getTime()) / DAY_MS;
      const recalled = random() < forgetting_curve(trueWeights, elapsed, word.memory.stability);
      const r = random();
      rating = !recalled ? 1 : r < 0.1 ? 2 : r < 0.88 ? 3 : 4;
    }
    const scheduled = scheduleReview({ card: word.card, rating, now: at, settings, historyCount: word.reviews });
    const wholeDays = word.card?.lastReview ? Math.floor((at.getTime() - word.card.lastReview.getTime()) / DAY_MS) : 0;
    word.memory = memoryModel.next_state(word.memory, wholeDays, rating);
    word.card = scheduled.card;
    word.reviews++;
    out.push({ word: index, log: scheduled.log });
  };

  for (let day = 0; out.length < totalReviews; day++) {
    if (random() < 0.12) continue; // a missed day
    const sessions = [7 + random() * 2];
    if (random() < 0.6) sessions.push(18 + random() * 4);
    sessions.forEach((hour, s) => {
      const at = new Date(start.getTime() + day * DAY_MS + hour * HOUR_MS);
      const due = words.map((w, i) => (w.card?.nextReview && w.card.nextReview <= at ? i : -1)).filter((i) => i >= 0);
      for (const i of due) if (out.length < totalReviews) review(i, at);
      if (s === 0) {
        for (let n = 0; n < profile.newPerDay && out.length < totalReviews; n++) {
          words.push({ card: null, memory: null, reviews: 0 });
          review(words.length - 1, at);
        }
      }
    });
  }
  return out;
}
