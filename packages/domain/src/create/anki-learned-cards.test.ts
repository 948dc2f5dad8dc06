import { State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { ANKI_REVLOG_TYPES, ankiReviewCard, NEW_ANKI_CARD, replayInTokyo, revlogEntry } from "../test-support/anki";

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
});
