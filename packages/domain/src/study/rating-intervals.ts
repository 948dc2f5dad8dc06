import type { DayModel } from "../time/learner-day";
import type { FsrsSettings } from "./constants";
import type { ProgressCard, Rating } from "./progress-card";
import type { ReviewDayPicker } from "./review-spread";
import { scheduleReview } from "./scheduling";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long until a word comes back after each rating, in ms: what the MANUAL rating buttons show. */
export type RatingIntervals = { again: number; hard: number; good: number; easy: number };

export interface RatingIntervalsInput {
  card: ProgressCard | null;
  now: Date;
  settings: FsrsSettings;
  /** Reviews of this word before this one (a young word comes back within 2 days). */
  historyCount: number;
  day: DayModel;
}

// FSRS's own interval, without its fuzz: the save may move a review by a day or two within the fuzz range
// (or to a lighter day), so the buttons show the interval that range is centred on, as Anki's do.
const keepFsrsInterval: ReviewDayPicker = ({ interval }) => interval;

/**
 * The next interval for each of Again, Hard, Good and Easy: the same scheduler the save runs (building steps,
 * FSRS, the young-word cap, the easy and hard bonuses), each rating tried on the word as it is now.
 */
export function ratingIntervals(input: RatingIntervalsInput): RatingIntervals {
  const after = (rating: Rating) => {
    const { card } = scheduleReview({ ...input, rating, reviewDay: keepFsrsInterval });
    // A review falls due at the start of a learner day: its interval is its days, not the hours until then.
    if (card.state === 2 && card.scheduledDays >= 1) return card.scheduledDays * DAY_MS;
    return Math.max(0, (card.nextReview?.getTime() ?? input.now.getTime()) - input.now.getTime());
  };
  return { again: after(1), hard: after(2), good: after(3), easy: after(4) };
}

/** "1 min", "10 min", "1 h", "3 days", "2 mo", "1.5 yr": short enough for a rating button. */
export function formatInterval(ms: number): string {
  if (ms < HOUR_MS) return `${Math.max(1, Math.round(ms / MINUTE_MS))} min`;
  if (ms < DAY_MS) return `${Math.round(ms / HOUR_MS)} h`;
  const days = Math.round(ms / DAY_MS);
  if (days < 31) return days === 1 ? "1 day" : `${days} days`;
  if (days < 365) return `${Math.round(days / 30.4)} mo`;
  const years = Math.round((days / 365) * 10) / 10;
  return `${years} yr`;
}
