import type { ProgressCard } from "../study/scheduling";
import { DAY } from "./days";

/** A mature word in review at `now`: stability 30 days, last reviewed 30 days before, due now. */
export const matureCard = (now: Date): ProgressCard => ({
  state: 2,
  learningSteps: 0,
  stability: 30,
  difficulty: 5,
  elapsedDays: 30,
  scheduledDays: 30,
  reps: 12,
  lapses: 1,
  lastReview: new Date(now.getTime() - 30 * DAY),
  nextReview: now,
});
