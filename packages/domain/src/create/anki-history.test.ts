import { createEmptyCard, fsrs, type Grade, generatorParameters, State } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { ANKI_REVLOG_TYPES, ankiReviewCard, NEW_ANKI_CARD, replayInTokyo, revlogEntry } from "../test-support/anki";
import { DAY, MINUTE, settingsWith, TOKYO } from "../test-support/days";
import { learnerDayNumber, startOfLearnerDay } from "../time/learner-day";
import { ANKI_HISTORY_SKIPS } from "./anki-history";

const { LEARN, REVIEW, RELEARN, FILTERED, MANUAL, RESCHEDULED } = ANKI_REVLOG_TYPES;
const SETTINGS = settingsWith();

/** Learned on the evening of 1 February (Tokyo), then reviewed three times with Good. */
const learnedAndReviewed = [
  revlogEntry("2026-02-01T10:00:00Z", 3, LEARN),
  revlogEntry("2026-02-01T10:10:00Z", 3, LEARN),
  revlogEntry("2026-02-04T10:00:00Z", 3, REVIEW),
  revlogEntry("2026-02-12T10:00:00Z", 3, REVIEW),
  revlogEntry("2026-02-26T10:00:00Z", 3, REVIEW),
];

describe("replayAnkiHistory", () => {
  it("leaves a card with no reviews New", () => {
    expect(replayInTokyo([], NEW_ANKI_CARD)).toEqual({ progress: null, logs: [], skipped: {} });
  });

  it("leaves a card New when nothing was ever answered and Anki does not hold it learned", () => {
    const result = replayInTokyo([revlogEntry("2026-02-10T10:00:00Z", 0, RESCHEDULED)], {
      ...NEW_ANKI_CARD,
      type: 1,
      queue: 1,
    });
    expect(result.progress).toBeNull();
    expect(result.logs).toHaveLength(1);
    expect(result.logs[0]).toMatchObject({ kind: "manual", rating: 0, state: State.New, stateBefore: State.New });
  });

  it("replays a card learned and reviewed three times with Good, keeping Anki's due date", () => {
    const card = ankiReviewCard("2026-03-20");
    const { progress, logs, skipped } = replayInTokyo(learnedAndReviewed, card);
    expect(skipped).toEqual({});
    expect(logs.map((l) => l.kind)).toEqual(["learn", "learn", "review", "review", "review"]);
    expect(logs.map((l) => l.stateBefore)).toEqual([0, 1, 2, 2, 2]);
    expect(logs.map((l) => l.state)).toEqual([1, 2, 2, 2, 2]);
    expect(logs.map((l) => l.rating)).toEqual([3, 3, 3, 3, 3]);
    expect(logs.every((l) => l.firstAnswerCorrect === true)).toBe(true);
    const reviews = logs.slice(2).map((l) => l.stability);
    expect(reviews[1]!).toBeGreaterThan(reviews[0]!);
    expect(reviews[2]!).toBeGreaterThan(reviews[1]!);
    // Days between reviews are the learner's: 1 → 4 → 12 → 26 February.
    expect(logs.map((l) => l.elapsedDays)).toEqual([0, 0, 3, 8, 14]);

    expect(progress).not.toBeNull();
    expect(progress!.state).toBe(State.Review);
    expect(progress!.stability).toBe(logs[4]!.stability);
    expect(progress!.difficulty).toBe(logs[4]!.difficulty);
    expect(progress!.reps).toBe(5);
    expect(progress!.lapses).toBe(0);
    expect(progress!.lastReview).toEqual(new Date("2026-02-26T10:00:00Z"));
    expect(progress!.elapsedDays).toBe(14);
    expect(progress!.nextReview).toEqual(card.dueAt);
    // 26 February → 20 March in the learner's days.
    expect(progress!.scheduledDays).toBe(22);
    expect(progress!.isIgnored).toBe(false);
    expect(progress!.historyCount).toBe(5);
    expect(progress!.reviewedCount).toBe(5);
    expect(progress!.correctCount).toBe(5);
    expect(progress!.recentRetention).toEqual([1, 1, 1, 1, 1]);
  });

  it("does not put imported learning steps through the building phase", () => {
    expect(SETTINGS.reinforceNewCards).toBe(true);
    const { progress, logs } = replayInTokyo([revlogEntry("2026-02-01T10:00:00Z", 3, LEARN)], {
      ...NEW_ANKI_CARD,
      type: 1,
      queue: 1,
    });
    const first = fsrs(generatorParameters({ enable_fuzz: false, learning_steps: ["1m", "10m"] })).next(
      createEmptyCard(new Date("2026-02-01T10:00:00Z")),
      new Date("2026-02-01T10:00:00Z"),
      3,
    ).card;
    expect(progress!.state).toBe(State.Learning);
    // FSRS's step index (the 10-minute step), not the building phase's three steps left.
    expect(progress!.learningSteps).toBe(1);
    expect(progress!.stability).toBe(first.stability);
    expect(progress!.difficulty).toBe(first.difficulty);
    expect(logs[0]!.learningSteps).toBe(1);
  });

  it("logs a lapse: Again on a review card is a review that lapses, the next answer relearns", () => {
    const history = [
      ...learnedAndReviewed.slice(0, 3),
      revlogEntry("2026-02-14T10:00:00Z", 1, REVIEW),
      revlogEntry("2026-02-14T10:10:00Z", 3, RELEARN),
    ];
    const { progress, logs } = replayInTokyo(history, ankiReviewCard("2026-02-18"));
    expect(logs.map((l) => l.kind)).toEqual(["learn", "learn", "review", "review", "relearn"]);
    const again = logs[3]!;
    expect(again).toMatchObject({ rating: 1, stateBefore: State.Review, state: State.Relearning });
    expect(again.firstAnswerCorrect).toBe(false);
    expect(again.stability).toBeLessThan(logs[2]!.stability);
    // Relearning steps are minutes from the review.
    expect(again.due).toEqual(new Date(Date.parse("2026-02-14T10:00:00Z") + 10 * MINUTE));
    expect(logs[4]).toMatchObject({ stateBefore: State.Relearning, state: State.Review, rating: 3 });
    expect(progress!.lapses).toBe(1);
    expect(progress!.state).toBe(State.Review);
    expect(progress!.recentRetention).toEqual([1, 1, 1, 0, 1]);
    expect(progress!.correctCount).toBe(4);
    expect(progress!.reviewedCount).toBe(5);
  });

  it("keeps a relearning card's Anki due date and a learning card's replayed one", () => {
    const history = [
      revlogEntry("2026-02-01T10:00:00Z", 3, LEARN),
      revlogEntry("2026-02-01T10:10:00Z", 3, LEARN),
      revlogEntry("2026-02-28T10:00:00Z", 1, REVIEW),
    ];
    const ankiDue = new Date("2026-02-28T10:30:00Z");
    const relearning = replayInTokyo(history, { type: 3, queue: 1, dueAt: ankiDue, intervalDays: 1, suspended: false });
    expect(relearning.progress!.state).toBe(State.Relearning);
    expect(relearning.progress!.nextReview).toEqual(ankiDue);
    expect(relearning.progress!.scheduledDays).toBe(0);

    const learning = replayInTokyo([revlogEntry("2026-02-28T10:00:00Z", 1, LEARN)], {
      type: 1,
      queue: 1,
      dueAt: new Date("2026-02-28T10:05:00Z"),
      intervalDays: 0,
      suspended: false,
    });
    // Our first learning step after Again is one minute.
    expect(learning.progress!.nextReview).toEqual(new Date(Date.parse("2026-02-28T10:00:00Z") + MINUTE));
  });

  it("keeps a card Anki holds in learning in learning, due when Anki has it, where FSRS would graduate it", () => {
    // Two Goods graduate a card under FSRS's default steps; Anki (or our building phase) still has it learning.
    const history = [revlogEntry("2026-02-01T10:00:00Z", 3, LEARN), revlogEntry("2026-02-01T10:10:00Z", 3, LEARN)];
    const ankiDue = new Date("2026-02-01T10:20:00Z");
    const { progress, logs } = replayInTokyo(history, {
      type: 1,
      queue: 1,
      dueAt: ankiDue,
      intervalDays: 0,
      suspended: false,
    });
    expect(logs.at(-1)!.state).toBe(State.Review);
    expect(progress).toMatchObject({ state: State.Learning, learningSteps: 0, nextReview: ankiDue, scheduledDays: 0 });
    expect(progress!.stability).toBe(logs.at(-1)!.stability);
  });

  it("uses the replay's due date for a review card Anki gives no due date", () => {
    const { progress, logs } = replayInTokyo(learnedAndReviewed, ankiReviewCard("2026-03-20", { dueAt: null }));
    const last = logs[4]!;
    expect(progress!.nextReview).toEqual(last.due);
    expect(progress!.scheduledDays).toBe(last.scheduledDays);
    // A review card falls due at the start of a learner's day.
    expect(last.due).toEqual(
      startOfLearnerDay(learnerDayNumber(new Date("2026-02-26T10:00:00Z"), TOKYO) + last.scheduledDays, TOKYO),
    );
  });

  it("logs manual and rescheduled entries as manual rows that change no memory state", () => {
    const withManual = [
      revlogEntry("2026-02-01T10:00:00Z", 3, LEARN),
      revlogEntry("2026-02-01T10:10:00Z", 3, LEARN),
      revlogEntry("2026-02-03T10:00:00Z", 0, MANUAL, -50),
      revlogEntry("2026-02-04T10:00:00Z", 3, REVIEW),
      revlogEntry("2026-02-20T10:00:00Z", 0, RESCHEDULED, 0),
    ];
    const card = ankiReviewCard("2026-03-10");
    const { progress, logs } = replayInTokyo(withManual, card);
    const plain = replayInTokyo(
      withManual.filter((r) => r.ease !== 0),
      card,
    );
    expect(logs.map((l) => l.kind)).toEqual(["learn", "learn", "manual", "review", "manual"]);
    const manual = logs[2]!;
    expect(manual).toMatchObject({
      rating: 0,
      firstAnswerCorrect: null,
      durationMs: 0,
      stateBefore: State.Review,
      state: State.Review,
      stability: logs[1]!.stability,
      difficulty: logs[1]!.difficulty,
      due: logs[1]!.due,
    });
    // The review after it counts its days from the last answer, not from the manual row.
    expect(logs[3]!.elapsedDays).toBe(3);
    expect(logs[3]!.stability).toBe(plain.logs[2]!.stability);
    // The reschedule after the last review led to the due date the word keeps.
    expect(logs[4]!.due).toEqual(card.dueAt);
    expect(logs[4]!.scheduledDays).toBe(progress!.scheduledDays);
    expect(progress).toEqual(plain.progress);
    expect(progress!.historyCount).toBe(3);
    expect(progress!.reviewedCount).toBe(3);
  });

  it("treats ease 0 of any type, and any manual entry, as a manual row", () => {
    const { logs, progress } = replayInTokyo(
      [
        revlogEntry("2026-02-01T10:00:00Z", 3, LEARN),
        revlogEntry("2026-02-02T10:00:00Z", 0, FILTERED),
        revlogEntry("2026-02-03T10:00:00Z", 3, MANUAL),
      ],
      NEW_ANKI_CARD,
    );
    expect(logs.map((l) => [l.kind, l.rating])).toEqual([
      ["learn", 3],
      ["manual", 0],
      ["manual", 0],
    ]);
    expect(progress!.historyCount).toBe(1);
    expect(progress!.reps).toBe(1);
  });

  it("logs a cram review in a filtered deck as a review", () => {
    const history = [...learnedAndReviewed.slice(0, 2), revlogEntry("2026-02-04T10:00:00Z", 3, FILTERED)];
    expect(replayInTokyo(history, ankiReviewCard("2026-03-01")).logs[2]!.kind).toBe("review");
  });

  it("ignores a suspended card but still computes its memory state", () => {
    const active = replayInTokyo(learnedAndReviewed, ankiReviewCard("2026-03-20"));
    const suspended = replayInTokyo(learnedAndReviewed, ankiReviewCard("2026-03-20", { suspended: true, queue: -1 }));
    expect(suspended.progress!.isIgnored).toBe(true);
    expect({ ...suspended.progress, isIgnored: false }).toEqual(active.progress);
    // Buried cards are only put off: not ignored.
    expect(replayInTokyo(learnedAndReviewed, ankiReviewCard("2026-03-20", { queue: -2 })).progress!.isIgnored).toBe(
      false,
    );
  });

  it("counts two reviews 2 hours apart across midnight as the same learner's day", () => {
    const learned = learnedAndReviewed.slice(0, 2);
    const elapsedOfSecond = (first: string, second: string) => {
      const { logs, progress } = replayInTokyo(
        [...learned, revlogEntry(first, 3, REVIEW), revlogEntry(second, 3, REVIEW)],
        ankiReviewCard("2026-03-20"),
      );
      expect(progress!.elapsedDays).toBe(logs[3]!.elapsedDays);
      return logs[3]!;
    };
    // 23:00 → 01:00 in Tokyo: past local midnight, before the day starts at 04:00.
    const tokyoMidnight = elapsedOfSecond("2026-02-10T14:00:00Z", "2026-02-10T16:00:00Z");
    expect(tokyoMidnight.elapsedDays).toBe(0);
    expect(tokyoMidnight.lastElapsedDays).toBe(0);
    // 08:00 → 10:00 in Tokyo: across UTC midnight, which FSRS on raw instants would count as a day.
    expect(elapsedOfSecond("2026-02-10T23:00:00Z", "2026-02-11T01:00:00Z").elapsedDays).toBe(0);
    // 03:00 → 05:00 in Tokyo: across the learner's day start.
    const nextDay = elapsedOfSecond("2026-02-10T18:00:00Z", "2026-02-10T20:00:00Z");
    expect(nextDay.elapsedDays).toBe(1);
    // A same-day review gains less than one a day later.
    expect(tokyoMidnight.stability).toBeLessThan(nextDay.stability);
  });

  it("sorts unsorted input and keeps the order of reviews with the same time", () => {
    const shuffled = [4, 0, 3, 1, 2].map((i) => learnedAndReviewed[i]!);
    expect(replayInTokyo(shuffled, ankiReviewCard("2026-03-20"))).toEqual(
      replayInTokyo(learnedAndReviewed, ankiReviewCard("2026-03-20")),
    );

    const same = "2026-02-01T10:00:00Z";
    const { logs } = replayInTokyo(
      [
        revlogEntry(same, 1, LEARN, 1_000, "a"),
        revlogEntry(same, 3, LEARN, 1_000, "b"),
        revlogEntry(same, 3, LEARN, 1_000, "c"),
      ],
      NEW_ANKI_CARD,
    );
    expect(logs.map((l) => l.sourceId)).toEqual(["a", "b", "c"]);
    expect(logs.map((l) => l.rating)).toEqual([1, 3, 3]);
    expect(logs.map((l) => l.elapsedDays)).toEqual([0, 0, 0]);
  });

  it("skips reviews in the future and entries it cannot use, and counts them", () => {
    const history = [
      ...learnedAndReviewed,
      revlogEntry("2026-03-01T08:00:00.001Z", 3, REVIEW),
      revlogEntry("2026-02-27T10:00:00Z", 7, REVIEW),
      { ...revlogEntry("2026-02-27T10:00:00Z", 3, REVIEW), timeMs: Number.NaN },
      // Before 1970: no time a review happened (and no date the database could store).
      { ...revlogEntry("2026-02-27T10:00:00Z", 3, REVIEW), timeMs: -300_000_000_000_000 },
    ];
    const { progress, logs, skipped } = replayInTokyo(history, ankiReviewCard("2026-03-20"));
    expect(skipped).toEqual({
      [ANKI_HISTORY_SKIPS.future]: 1,
      [ANKI_HISTORY_SKIPS.noRating]: 1,
      [ANKI_HISTORY_SKIPS.noTime]: 2,
    });
    expect(logs).toHaveLength(5);
    expect(progress).toEqual(replayInTokyo(learnedAndReviewed, ankiReviewCard("2026-03-20")).progress);
    // A review at exactly `now` is not in the future.
    const atNow = replayInTokyo([revlogEntry("2026-03-01T08:00:00Z", 3, LEARN)], NEW_ANKI_CARD);
    expect(atNow.skipped).toEqual({});
    expect(atNow.progress!.reps).toBe(1);
  });

  it("clamps durations to zero and to an hour", () => {
    const { logs } = replayInTokyo(
      [
        revlogEntry("2026-02-01T10:00:00Z", 3, LEARN, -5),
        revlogEntry("2026-02-01T10:01:00Z", 3, LEARN, Number.NaN),
        revlogEntry("2026-02-01T10:11:00Z", 3, LEARN, 9_000_000),
        revlogEntry("2026-02-02T10:00:00Z", 3, REVIEW, 6_500.4),
      ],
      NEW_ANKI_CARD,
    );
    expect(logs.map((l) => l.durationMs)).toEqual([0, 0, 3_600_000, 6_500]);
  });

  it("gives the memory state ts-fsrs gives for the same ratings and the same learner's days", () => {
    const history = [
      revlogEntry("2026-02-01T22:30:00Z", 1, LEARN), // 07:30 on 2 Feb in Tokyo: learner's day 2 Feb
      revlogEntry("2026-02-01T22:31:00Z", 3, LEARN),
      revlogEntry("2026-02-01T22:41:00Z", 3, LEARN),
      revlogEntry("2026-02-03T18:30:00Z", 3, REVIEW), // 03:30 on 4 Feb: still the learner's 3 Feb (1 day)
      revlogEntry("2026-02-10T01:00:00Z", 2, REVIEW), // 10 Feb (7 days)
      revlogEntry("2026-02-20T23:00:00Z", 1, REVIEW), // 08:00 on 21 Feb (11 days)
      revlogEntry("2026-02-21T01:00:00Z", 3, RELEARN), // 10:00 on 21 Feb: the same day, a UTC day later
      revlogEntry("2026-02-27T10:00:00Z", 4, REVIEW), // 19:00 on 27 Feb (6 days)
    ];
    const learnerDays = [0, 0, 0, 1, 7, 11, 0, 6];
    const { progress, logs } = replayInTokyo(history, ankiReviewCard("2026-04-01"));
    expect(logs.map((l) => l.elapsedDays)).toEqual(learnerDays);

    // By hand: the same parameters as our scheduler, on a timeline of UTC days with the same gaps.
    const scheduler = fsrs(
      generatorParameters({
        request_retention: SETTINGS.requestRetention,
        maximum_interval: SETTINGS.maximumInterval,
        enable_fuzz: false,
        enable_short_term: true,
        learning_steps: ["1m", "10m"],
        relearning_steps: ["10m"],
      }),
    );
    let day = Date.parse("2030-01-01T12:00:00Z");
    let card = createEmptyCard(new Date(day));
    history.forEach((r, i) => {
      day += learnerDays[i]! * DAY;
      const at = new Date(day + i * MINUTE); // in order, within the day
      card = scheduler.next(card, at, r.ease as Grade).card;
      expect(logs[i]!.stability).toBe(card.stability);
      expect(logs[i]!.difficulty).toBe(card.difficulty);
      expect(logs[i]!.state).toBe(card.state);
      expect(logs[i]!.learningSteps).toBe(card.learning_steps);
    });
    expect(progress).toMatchObject({
      stability: card.stability,
      difficulty: card.difficulty,
      state: card.state,
      reps: card.reps,
      lapses: card.lapses,
      elapsedDays: card.elapsed_days,
      learningSteps: card.learning_steps,
    });

    // On raw instants FSRS would count the UTC days instead, and end elsewhere.
    let raw = createEmptyCard(new Date(history[0]!.timeMs));
    for (const r of history) raw = scheduler.next(raw, new Date(r.timeMs), r.ease as Grade).card;
    expect(raw.stability).not.toBe(card.stability);
  });
});
