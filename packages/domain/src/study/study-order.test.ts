import { describe, expect, it } from "vitest";
import { DEFAULT_FSRS_SETTINGS, type FsrsSettings } from "./constants";
import { type ProgressCard, type Rating, scheduleReview } from "./scheduling";
import { cardAfter, NEW_CARD, replayLaterReviews } from "./study-order";

const day = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
const settings: FsrsSettings = { ...DEFAULT_FSRS_SETTINGS };
const at = (iso: string) => new Date(iso);

/** The word's card after these reviews, applied in the order given. */
function applyInOrder(reviews: { at: Date; rating: Rating }[], from: ProgressCard | null = null, historyCount = 0) {
  let card = from;
  reviews.forEach((r, i) => {
    card = scheduleReview({ card, rating: r.rating, now: r.at, settings, historyCount: historyCount + i, day }).card;
  });
  return card!;
}

describe("reviews applied in study-time order", () => {
  const morning = { at: at("2026-11-20T00:30:00Z"), rating: 3 as Rating }; // 9:30 in Tokyo
  const evening = { at: at("2026-11-20T09:00:00Z"), rating: 3 as Rating };
  const later = { at: at("2026-11-23T10:00:00Z"), rating: 1 as Rating };
  const last = { at: at("2026-11-26T10:00:00Z"), rating: 4 as Rating };

  it("a review that arrives late ends in the state it would have had, had it arrived in time", () => {
    const inTime = applyInOrder([morning, evening, later, last]);
    // The evening, later and last reviews reached the server first; the morning one (offline) arrives now.
    const morningFirst = scheduleReview({
      card: NEW_CARD,
      rating: morning.rating,
      now: morning.at,
      settings,
      historyCount: 0,
      day,
    });
    const replayed = replayLaterReviews({
      start: morningFirst.card,
      later: [last, evening, later].map((r) => ({ reviewedAt: r.at, rating: r.rating })),
      historyCount: 1,
      settings,
      day,
    });
    expect(replayed.card).toEqual(inTime);
    expect(replayed.reviews.map((r) => r.log.review)).toEqual([evening.at, later.at, last.at]);
    // The evening review now follows the morning one: the word was no longer new.
    expect(replayed.reviews[0]!.stateBefore).toBe(morningFirst.card.state);
  });

  it("a log row's memory fields give back the card that review left", () => {
    const first = scheduleReview({ card: null, rating: 3, now: morning.at, settings, historyCount: 0, day });
    const second = scheduleReview({ card: first.card, rating: 1, now: later.at, settings, historyCount: 1, day });
    const logged = { ...second.log, reviewedAt: second.log.review };
    expect(cardAfter(logged, second.card.reps, second.card.lapses)).toEqual(second.card);
    expect(cardAfter(null, 0, 0)).toEqual(NEW_CARD);
  });

  it("from the state a logged review left, the late review and the ones after it match the in-time order", () => {
    const inTime = applyInOrder([morning, evening, later, last]);
    const afterMorning = scheduleReview({ card: null, rating: 3, now: morning.at, settings, historyCount: 0, day });
    // The morning review was logged; the evening one arrives after `later` and `last`.
    const start = cardAfter(
      { ...afterMorning.log, reviewedAt: afterMorning.log.review },
      afterMorning.card.reps,
      afterMorning.card.lapses,
    );
    const evening2 = scheduleReview({ card: start, rating: 3, now: evening.at, settings, historyCount: 1, day });
    const replayed = replayLaterReviews({
      start: evening2.card,
      later: [later, last].map((r) => ({ reviewedAt: r.at, rating: r.rating })),
      historyCount: 2,
      settings,
      day,
    });
    expect(replayed.card).toEqual(inTime);
  });

  it("an automatic rating is derived again from the state the late review left; a learner's rating stays", () => {
    const afterBuilding = applyInOrder([morning]);
    const lapse = scheduleReview({ card: afterBuilding, rating: 1, now: later.at, settings, historyCount: 1, day });
    const answers = { correctCount: 1, reviewedCount: 1, responseTimes: [2.3] };
    const replay = (automatic: boolean) =>
      replayLaterReviews({
        start: lapse.card,
        later: [{ reviewedAt: last.at, rating: 3, answers, automatic }],
        historyCount: 2,
        recent: [1, 0],
        settings,
        day,
      });
    const derived = replay(true);
    const kept = replay(false);
    expect(derived.reviews[0]!.derived).toBe(true);
    expect(kept.reviews[0]!.derived).toBe(false);
    // Both compute the confidence index from the new state; only the automatic rating follows it.
    expect(derived.reviews[0]!.confidenceIndex).toBe(kept.reviews[0]!.confidenceIndex);
    expect(kept.reviews[0]!.log.rating).toBe(3);
    expect(derived.reviews[0]!.log.rating).not.toBe(3);
    expect(derived.recent).toEqual([1, 0, 1]);
  });
});
