import { State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { DEFAULT_FSRS_SETTINGS } from "../study/constants";
import { type DayModel, startOfLearnerDay } from "../time/learner-day";
import { type AnkiHistoryCard, type AnkiHistoryReview, replayAnkiHistory } from "./anki-history";

const DAY = 86_400_000;
const NOW = new Date("2026-03-01T08:00:00.000Z");
const TOKYO: DayModel = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
const LEARN = 0;
const REVIEW = 1;
const RESCHEDULED = 5;

const review = (iso: string, ease: number, type: number): AnkiHistoryReview => ({
  timeMs: Date.parse(iso),
  ease,
  type,
  durationMs: 4_000,
  sourceId: iso,
});
const newCard: AnkiHistoryCard = { type: 0, queue: 0, dueAt: null, intervalDays: 0, suspended: false };
const dueOn = (dayIso: string) => startOfLearnerDay(Date.parse(`${dayIso}T00:00:00Z`) / DAY, TOKYO);
const reviewCard = (dayIso: string, over: Partial<AnkiHistoryCard> = {}): AnkiHistoryCard => ({
  type: 2,
  queue: 2,
  dueAt: dueOn(dayIso),
  intervalDays: 10,
  suspended: false,
  ...over,
});
const replay = (reviews: AnkiHistoryReview[], card: AnkiHistoryCard) =>
  replayAnkiHistory({ reviews, card, settings: { ...DEFAULT_FSRS_SETTINGS }, day: TOKYO, now: NOW });

describe("Anki cards held in review come in learned", () => {
  it("brings a review card with no answers in its history in as learned, due when Anki has it due", () => {
    const card = reviewCard("2026-03-05", { intervalDays: 12 });
    const result = replay([review("2026-02-10T10:00:00Z", 0, RESCHEDULED)], card);
    expect(result.logs).toHaveLength(1);
    expect(result.progress).toMatchObject({
      state: State.Review,
      learningSteps: 0,
      stability: 12,
      nextReview: card.dueAt,
      scheduledDays: 12,
      historyCount: 0,
      reviewedCount: 0,
    });
    expect(replay([], reviewCard("2026-03-05", { type: 3 })).progress!.state).toBe(State.Relearning);
    // No due date: nothing to go by, the word stays New.
    expect(replay([], reviewCard("2026-03-05", { dueAt: null })).progress).toBeNull();
  });

  it("brings a review card whose history replays to a learning step in as learned", () => {
    const card = reviewCard("2026-03-10");
    const { progress } = replay([review("2026-02-20T10:00:00Z", 3, REVIEW)], card);
    expect(progress).toMatchObject({ state: State.Review, learningSteps: 0, nextReview: card.dueAt });
    // A learning card stays in FSRS's learning state.
    const learning = replay([review("2026-02-20T10:00:00Z", 3, LEARN)], { ...newCard, type: 1, queue: 1 });
    expect(learning.progress!.state).toBe(State.Learning);
  });
});
