import { State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  ANKI_NOW,
  ANKI_REVLOG_TYPES,
  ankiReviewCard,
  NEW_ANKI_CARD,
  replayInTokyo,
  revlogEntry,
  tokyoDayStart,
} from "../test-support/anki";

const { LEARN, REVIEW, RESCHEDULED } = ANKI_REVLOG_TYPES;

describe("Anki cards held in review come in learned", () => {
  it("brings a review card with no answers in its history in as learned, due when Anki has it due", () => {
    const card = ankiReviewCard("2026-03-05", { intervalDays: 12 });
    const result = replayInTokyo([revlogEntry("2026-02-10T10:00:00Z", 0, RESCHEDULED)], card);
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
    expect(replayInTokyo([], ankiReviewCard("2026-03-05", { type: 3 })).progress!.state).toBe(State.Relearning);
    // No due date: nothing to go by, the word stays New.
    expect(replayInTokyo([], ankiReviewCard("2026-03-05", { dueAt: null })).progress).toBeNull();
  });

  it("brings a review card whose history replays to a learning step in as learned", () => {
    const card = ankiReviewCard("2026-03-10");
    const { progress } = replayInTokyo([revlogEntry("2026-02-20T10:00:00Z", 3, REVIEW)], card);
    expect(progress).toMatchObject({ state: State.Review, learningSteps: 0, nextReview: card.dueAt });
    // A learning card stays in FSRS's learning state.
    const learning = replayInTokyo([revlogEntry("2026-02-20T10:00:00Z", 3, LEARN)], {
      ...NEW_ANKI_CARD,
      type: 1,
      queue: 1,
    });
    expect(learning.progress!.state).toBe(State.Learning);
  });

  it("keeps a relearning card relearning even when its history replays to review", () => {
    const card = ankiReviewCard("2026-03-10", { type: 3, queue: 3 });
    // "Easy" on a new card is FSRS's review state at once.
    const easy = [revlogEntry("2026-02-20T10:00:00Z", 4, LEARN)];
    expect(replayInTokyo(easy, ankiReviewCard("2026-03-10")).progress!.state).toBe(State.Review);
    const { progress } = replayInTokyo(easy, card);
    expect(progress).toMatchObject({ state: State.Relearning, learningSteps: 0, nextReview: card.dueAt });
  });
});

describe("buried Anki cards", () => {
  // ANKI_NOW is 2026-03-01T08:00Z, 17:00 in Tokyo: the learner's next day starts 2026-03-02 04:00 Tokyo.
  const tomorrow = tokyoDayStart("2026-03-02");
  const reviewed = [revlogEntry("2026-02-20T10:00:00Z", 3, REVIEW)];

  it.each([-2, -3])("a card buried (queue %i) while due comes back at the start of the learner's next day", (queue) => {
    const card = ankiReviewCard("2026-02-28", { queue });
    const { progress } = replayInTokyo(reviewed, card);
    expect(progress).toMatchObject({ state: State.Review, isIgnored: false, nextReview: tomorrow });
    expect(progress!.nextReview!.getTime()).toBeGreaterThan(ANKI_NOW.getTime());
    // Not buried: due as Anki has it (already due now).
    expect(replayInTokyo(reviewed, ankiReviewCard("2026-02-28")).progress!.nextReview).toEqual(card.dueAt);
  });

  it("a buried card due later keeps its date; a buried new card stays new", () => {
    const card = ankiReviewCard("2026-03-20", { queue: -2 });
    expect(replayInTokyo(reviewed, card).progress!.nextReview).toEqual(card.dueAt);
    expect(replayInTokyo([], { ...NEW_ANKI_CARD, queue: -3, buried: true }).progress).toBeNull();
  });
});
