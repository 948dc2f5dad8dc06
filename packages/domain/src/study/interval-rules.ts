import { State } from "ts-fsrs";
import { type DayModel, startOfDayAfter } from "../time/learner-day";
import { type FsrsSettings, MIN_HISTORY_FOR_LONG_INTERVALS, YOUNG_WORD_MAX_DAYS } from "./constants";
import type { ProgressCard, Rating } from "./progress-card";

/** Easy intervals × easy_bonus; Hard intervals ÷ hard_interval (1.2 → about a sixth shorter). */
export function applyBonuses(
  card: ProgressCard,
  rating: Rating,
  reviewTime: Date,
  settings: FsrsSettings,
  day: DayModel,
): ProgressCard {
  if (card.state !== State.Review || card.scheduledDays < 1 || (rating !== 4 && rating !== 2)) return card;
  const factor = rating === 4 ? settings.easyBonus : 1 / settings.hardInterval;
  const days = Math.min(settings.maximumInterval, Math.max(1, Math.round(card.scheduledDays * factor)));
  return { ...card, scheduledDays: days, nextReview: startOfDayAfter(reviewTime, days, day) };
}

/** Whether a word with this many reviews is young: it comes back within 2 days at the latest. */
export const isYoungWord = (historyCount: number) => historyCount < MIN_HISTORY_FOR_LONG_INTERVALS;

/** A word with fewer than 10 history entries (before this review) comes back within 2 days at the latest. */
export function capYoungWord(card: ProgressCard, reviewTime: Date, historyCount: number, day: DayModel): ProgressCard {
  if (!isYoungWord(historyCount) || !card.nextReview) return card;
  const latest = startOfDayAfter(reviewTime, YOUNG_WORD_MAX_DAYS, day);
  if (card.nextReview.getTime() <= latest.getTime()) return card;
  return { ...card, nextReview: latest, scheduledDays: Math.min(card.scheduledDays, YOUNG_WORD_MAX_DAYS) };
}
