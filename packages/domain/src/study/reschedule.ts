import { type DayModel, startOfDayAfter, UTC_DAY } from "../time/learner-day";
import { type FsrsSettings, YOUNG_WORD_MAX_DAYS } from "./constants";
import { createScheduler, intervalDays } from "./fsrs-scheduler";
import { isYoungWord } from "./interval-rules";
import type { ProgressCard } from "./progress-card";

/**
 * "Update Cards": the next review of a word in review, recomputed from its stability under new
 * settings as if rated Good (3) at its last review. Learning words keep their schedule. The
 * returned function reuses one scheduler, for decks of thousands of words.
 */
export function createRescheduler(
  settings: FsrsSettings,
  day: DayModel = UTC_DAY,
): (card: ProgressCard, historyCount: number) => Date | null {
  // No fuzz here: its seed would come from the clock.
  const scheduler = createScheduler(settings, { fuzz: false });
  return (card, historyCount) => {
    if (card.state !== 2 || !card.lastReview || !(card.stability > 0)) return card.nextReview;
    try {
      const days = intervalDays(scheduler, settings, card.stability, card.elapsedDays);
      const capped = isYoungWord(historyCount) ? Math.min(days, YOUNG_WORD_MAX_DAYS) : days;
      const due = startOfDayAfter(card.lastReview, capped, day);
      return Number.isNaN(due.getTime()) ? card.nextReview : due;
    } catch {
      return card.nextReview;
    }
  };
}

/** One card's "Update Cards" result (see createRescheduler). */
export function rescheduleForSettings(
  card: ProgressCard,
  settings: FsrsSettings,
  historyCount: number,
  day: DayModel = UTC_DAY,
): Date | null {
  return createRescheduler(settings, day)(card, historyCount);
}
