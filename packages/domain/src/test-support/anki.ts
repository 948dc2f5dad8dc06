import {
  type AnkiHistoryCard,
  type AnkiHistoryInput,
  type AnkiHistoryReview,
  replayAnkiHistory,
} from "../create/anki-history";
import { startOfLearnerDay } from "../time/learner-day";
import { DAY, settingsWith, TOKYO } from "./days";

/** Builders for the tests of the Anki history import: revlog entries and cards, replayed in Tokyo. */

export { ANKI_REVLOG_TYPES } from "../create/anki-replay";

/** The import's "now": no review can have happened after it. */
export const ANKI_NOW = new Date("2026-03-01T08:00:00.000Z");

/** A revlog entry at `iso`; its source id is its time unless given. */
export const revlogEntry = (
  iso: string,
  ease: number,
  type: number,
  durationMs = 4_000,
  sourceId?: string,
): AnkiHistoryReview => ({
  timeMs: Date.parse(iso),
  ease,
  type,
  durationMs,
  sourceId: sourceId ?? String(Date.parse(iso)),
});

export const NEW_ANKI_CARD: AnkiHistoryCard = { type: 0, queue: 0, dueAt: null, intervalDays: 0, suspended: false };

/** The start of the learner's day `dayIso` (Tokyo, 04:00). */
export const tokyoDayStart = (dayIso: string) => startOfLearnerDay(Date.parse(`${dayIso}T00:00:00Z`) / DAY, TOKYO);

/** A review card due at the start of the learner's day `dayIso` (Tokyo, 04:00). */
export const ankiReviewCard = (dayIso: string, over: Partial<AnkiHistoryCard> = {}): AnkiHistoryCard => ({
  type: 2,
  queue: 2,
  dueAt: tokyoDayStart(dayIso),
  intervalDays: 10,
  suspended: false,
  ...over,
});

/** A card's history replayed with the default settings, on Tokyo's days, at ANKI_NOW. */
export const replayInTokyo = (
  reviews: AnkiHistoryReview[],
  card: AnkiHistoryCard,
  over: Partial<AnkiHistoryInput> = {},
) => replayAnkiHistory({ reviews, card, settings: settingsWith(), day: TOKYO, now: ANKI_NOW, ...over });
