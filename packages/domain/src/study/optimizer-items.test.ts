import { default_w, fsrs, generatorParameters } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  CROSS_VALIDATION_FOLDS,
  cardHistories,
  cardItems,
  chooseFit,
  compareFits,
  crossValidate,
  fitWins,
  foldOfWord,
  foldPlan,
  heldOutPredictions,
  type LoggedReview,
  logLoss,
  MIN_REVIEWS_TO_OPTIMIZE,
  optimizerItems,
  reviewHistories,
  scoreFit,
  splitByWord,
} from "./optimizer-items";

const at = (iso: string) => new Date(iso);

describe("reviewHistories", () => {
  it("groups reviews by word in time order, with the learner's days since the previous review (UTC days by default)", () => {
    const histories = reviewHistories([
      { wordId: 2, reviewedAt: at("2026-03-01T08:00:00Z"), rating: 3 },
      { wordId: 1, reviewedAt: at("2026-03-03T07:59:00Z"), rating: 1 },
      { wordId: 1, reviewedAt: at("2026-03-01T08:00:00Z"), rating: 3 },
      { wordId: 1, reviewedAt: at("2026-03-01T19:00:00Z"), rating: 4 },
      { wordId: 1, reviewedAt: at("2026-03-04T08:00:00Z"), rating: 7 },
    ]);
    // Each review also carries its time (`at`), used to judge a fit on the newest reviews only.
    const withoutTimes = histories.map((h) => h.map(({ rating, deltaT }) => ({ rating, deltaT })));
    expect(withoutTimes).toEqual([
      [{ rating: 3, deltaT: 0 }],
      [
        { rating: 3, deltaT: 0 },
        { rating: 4, deltaT: 0 },
        { rating: 1, deltaT: 2 }, // 1 March → 3 March, though only 37 hours apart
      ],
    ]);
    expect(histories[1]!.map((r) => r.at)).toEqual([
      at("2026-03-01T08:00:00Z").getTime(),
      at("2026-03-01T19:00:00Z").getTime(),
      at("2026-03-03T07:59:00Z").getTime(),
    ]);
    // In Tokyo with the day starting at 4:00, 19:00 UTC on 1 March is 04:00 on the 2nd: one day to the 3rd.
    const tokyo = reviewHistories(
      [
        { wordId: 1, reviewedAt: at("2026-03-01T19:00:00Z"), rating: 3 },
        { wordId: 1, reviewedAt: at("2026-03-03T07:59:00Z"), rating: 3 },
      ],
      { timeZone: "Asia/Tokyo", dayStartHour: 4 },
    );
    expect(tokyo[0]!.map((r) => r.deltaT)).toEqual([0, 1]);
  });
});

describe("optimizerItems", () => {
  it("makes one item per review a day or more after the previous one, keeping same-day reviews in the history", () => {
    const history = [
      { rating: 3, deltaT: 0 },
      { rating: 3, deltaT: 0 },
      { rating: 2, deltaT: 1 },
      { rating: 3, deltaT: 0 },
      { rating: 1, deltaT: 4 },
    ];
    expect(optimizerItems([history, [{ rating: 3, deltaT: 0 }]])).toEqual([history.slice(0, 3), history.slice(0, 5)]);
  });

  it("lists the items in the order their target reviews happened, not card by card", () => {
    const day = 86_400_000;
    const older = [
      { rating: 3, deltaT: 0, at: 0 },
      { rating: 3, deltaT: 1, at: 1 * day },
      { rating: 3, deltaT: 8, at: 9 * day },
    ];
    const newer = [
      { rating: 3, deltaT: 0, at: 2 * day },
      { rating: 1, deltaT: 2, at: 4 * day },
    ];
    expect(optimizerItems([older, newer])).toEqual([older.slice(0, 2), newer.slice(0, 2), older.slice(0, 3)]);
  });

  it("makes no item from a card studied on one day only", () => {
    expect(
      optimizerItems([
        [
          { rating: 1, deltaT: 0 },
          { rating: 3, deltaT: 0 },
        ],
      ]),
    ).toEqual([]);
  });
});

describe("logLoss", () => {
  const lapsedAfterSameDay = [
    { rating: 3, deltaT: 0 },
    { rating: 1, deltaT: 0 },
    { rating: 3, deltaT: 2 },
  ];

  it("scores only the reviews that are items, and ignores same-day lapses", () => {
    const oneTarget = logLoss([lapsedAfterSameDay], default_w);
    expect(oneTarget).not.toBeNull();
    // A same-day lapse would cost -ln(1e-6) ≈ 13.8 if it were scored.
    expect(oneTarget!).toBeLessThan(1);
    expect(logLoss([[{ rating: 3, deltaT: 0 }]], default_w)).toBeNull();
  });

  it("is lower for parameters that predict what happened", () => {
    // Remembered after 30 days: parameters with a higher initial stability for Good predict it better.
    const remembered = [
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 30 },
      ],
    ];
    const stronger = [...default_w];
    stronger[2] = 30;
    expect(logLoss(remembered, stronger)!).toBeLessThan(logLoss(remembered, default_w)!);
  });
});

describe("scoreFit: log loss and RMSE(bins)", () => {
  // 100 cards: Good on day 0, then one review a day later. After Good, default FSRS predicts a
  // recall chance p after 1 day; a history in which exactly that share is remembered is calibrated.
  const cards = (recalled: number) =>
    Array.from({ length: 100 }, (_, i) => [
      { rating: 3, deltaT: 0 },
      { rating: i < recalled ? 3 : 1, deltaT: 1 },
    ]);

  it("is near 0 for a calibrated prediction and grows with the miscalibration", () => {
    const p = Math.exp(-logLoss(cards(100), default_w)!); // all remembered: loss = −ln p
    const calibrated = scoreFit(cards(Math.round(p * 100)), default_w)!;
    expect(calibrated.count).toBe(100);
    expect(calibrated.rmseBins).toBeLessThan(0.01);
    const half = scoreFit(cards(50), default_w)!;
    // One bin holds every prediction: RMSE is |p − 0.5|.
    expect(half.rmseBins).toBeCloseTo(Math.abs(p - 0.5), 6);
    expect(half.logLoss).toBeGreaterThan(calibrated.logLoss);
  });

  it("scores only the reviews asked for, and nothing when none is left", () => {
    expect(scoreFit(cards(50), default_w, () => false)).toBeNull();
    expect(scoreFit([[{ rating: 3, deltaT: 0 }]], default_w)).toBeNull();
  });
});

describe("chooseFit", () => {
  const score = (logLoss: number) => ({ logLoss, rmseBins: 0.05, count: 400 });
  const compared = (current: number, fitted: number) => ({
    current: score(current),
    fitted: score(fitted),
    difference: fitted - current,
  });

  it("takes the fitted parameters when they lower the log loss on the judged reviews", () => {
    expect(chooseFit([1, 2], [3, 4], compared(0.4, 0.35))).toEqual({ weights: [3, 4], improved: true });
    expect(chooseFit([1, 2], [3, 4], compared(0.4, 0.395))).toEqual({ weights: [3, 4], improved: true });
  });

  it("keeps the current parameters when the fit is no better", () => {
    expect(chooseFit([1, 2], [3, 4], compared(0.4, 0.4))).toEqual({ weights: [1, 2], improved: false });
    expect(chooseFit([1, 2], [3, 4], compared(0.4, 0.41))).toEqual({ weights: [1, 2], improved: false });
    expect(chooseFit([1, 2], [3, 4], null)).toEqual({ weights: [1, 2], improved: false });
  });

  it("with a standard error known, takes the fit only when it wins by more than that", () => {
    const withError = (current: number, fitted: number, standardError: number) => ({
      ...compared(current, fitted),
      standardError,
    });
    expect(chooseFit([1, 2], [3, 4], withError(0.4, 0.39, 0.005)).improved).toBe(true);
    expect(chooseFit([1, 2], [3, 4], withError(0.4, 0.396, 0.005)).improved).toBe(false);
    expect(fitWins(withError(0.4, 0.3951, 0.005))).toBe(false);
    expect(fitWins(null)).toBe(false);
  });
});

describe("compareFits", () => {
  // Cards reviewed after 1 day: the stronger parameters predict recall better when all are remembered.
  const cards = (n: number) =>
    Array.from({ length: n }, () => [
      { rating: 3, deltaT: 0 },
      { rating: 3, deltaT: 1 },
    ]);
  const stronger = default_w.map((v, i) => (i < 4 ? v * 3 : v));

  it("scores both parameter sets on the same reviews", () => {
    const c = compareFits(cards(100), default_w, stronger)!;
    expect(c.current.count).toBe(100);
    expect(c.fitted.count).toBe(100);
    expect(c.difference).toBeCloseTo(c.fitted.logLoss - c.current.logLoss, 10);
    expect(c.difference).toBeLessThan(0);
    expect(compareFits(cards(100), default_w, stronger, () => false)).toBeNull();
  });
});

describe("judging a fit on reviews it did not see", () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  const log = Array.from({ length: 100 }, (_, i) => ({
    wordId: i % 10,
    reviewedAt: day(i),
    rating: i % 7 === 0 ? 1 : 3,
  }));

  it("splits by word into five folds, each word's whole history in one fold, every review held out once", () => {
    const folds = splitByWord(log)!;
    expect(folds).toHaveLength(CROSS_VALIDATION_FOLDS);
    for (const [f, fold] of folds.entries()) {
      expect(fold.heldOut.length + fold.training.length).toBe(log.length);
      expect(fold.heldOut.every((r) => foldOfWord(r.wordId) === f)).toBe(true);
      expect(fold.training.some((r) => foldOfWord(r.wordId) === f)).toBe(false);
    }
    expect(folds.flatMap((f) => f.heldOut)).toHaveLength(log.length);
  });

  it("cannot cross-validate a log with fewer words than folds, or too few reviews left to fit on", () => {
    expect(splitByWord(log.filter((r) => r.wordId < 4))).toBeNull();
    const small = log.slice(0, Math.floor((MIN_REVIEWS_TO_OPTIMIZE * 5) / 4) - 1);
    expect(splitByWord(small)).toBeNull();
  });

  it("pools the folds: each held-out card is scored by its fold's fit, with a standard error across cards", () => {
    const w = [...default_w];
    const stronger = default_w.map((v, i) => (i < 4 ? v * 3 : v));
    const folds = splitByWord(log)!.map((fold, f) => ({
      histories: reviewHistories(fold.heldOut),
      // One fold's fit differs: only its cards can tell the pooled score from the current one.
      fitted: f === 0 ? stronger : w,
    }));
    const pooled = crossValidate(w, folds)!;
    const ownFold = compareFits(folds[0]!.histories, w, stronger)!;
    expect(pooled.current.count).toBe(
      folds.reduce((n, f) => n + (compareFits(f.histories, w, w)?.current.count ?? 0), 0),
    );
    expect(pooled.difference * pooled.current.count).toBeCloseTo(ownFold.difference * ownFold.current.count, 8);
    expect(pooled.standardError).toBeGreaterThan(0);
    // The same parameters everywhere: no difference, and no win.
    const same = crossValidate(
      w,
      folds.map((f) => ({ ...f, fitted: w })),
    )!;
    expect(same.difference).toBeCloseTo(0, 12);
    expect(fitWins(same)).toBe(false);
  });

  it("the log loss can count only the held-out targets, while every review still shapes the memory", () => {
    const histories = reviewHistories(log);
    const w = [...fsrs(generatorParameters()).parameters.w];
    const all = logLoss(histories, w)!;
    const newest = logLoss(histories, w, (r) => (r.at ?? 0) >= day(80).getTime())!;
    expect(Number.isFinite(all) && Number.isFinite(newest)).toBe(true);
    expect(newest).not.toBe(all);
    expect(logLoss(histories, w, () => false)).toBeNull();
  });
});

describe("foldPlan: the folds laid out on items made once", () => {
  const tokyo = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
  // 23 words studied at interleaved times over 60 days, some the same day twice, one reset to new, one
  // manual reschedule (rating 0) left out: the items of different words interleave in time.
  const log: LoggedReview[] = [];
  for (let w = 0; w < 23; w++) {
    let t = Date.UTC(2026, 0, 1, 9) + w * 3_600_000;
    for (let i = 0; i < 6 + (w % 4); i++) {
      log.push({ wordId: 100 + w * 7, reviewedAt: new Date(t), rating: (w + i) % 5 === 0 ? 1 : 2 + ((w * i) % 3) });
      if (i % 3 === 1) log.push({ wordId: 100 + w * 7, reviewedAt: new Date(t + 600_000), rating: 3 });
      t += (1 + ((w + i) % 4)) * 86_400_000 + (w % 3) * 3_600_000;
    }
  }
  log.push({ wordId: 100, reviewedAt: new Date(Date.UTC(2026, 0, 20)), rating: 0, reset: true });
  log.push({ wordId: 107, reviewedAt: new Date(Date.UTC(2026, 0, 21)), rating: 0 });

  it("gives each fold the very items made from the other folds' reviews alone, in the same order, and its own cards' histories", () => {
    const cards = cardHistories(log, tokyo);
    const listed = cardItems(cards.map((card) => card.reviews));
    const plan = foldPlan(log, cards, listed)!;
    const split = splitByWord(log)!;
    expect(plan.heldOut).toHaveLength(CROSS_VALIDATION_FOLDS);
    for (const [f, fold] of split.entries()) {
      const training = listed.filter((_, i) => plan.itemFolds[i] !== f).map(({ item }) => item);
      expect(training).toEqual(optimizerItems(reviewHistories(fold.training, tokyo)));
      expect(plan.heldOut[f]).toEqual(reviewHistories(fold.heldOut, tokyo));
    }
    expect(listed.map(({ item }) => item)).toEqual(optimizerItems(reviewHistories(log, tokyo)));
    expect(plan.itemFolds).toEqual(listed.map(({ card }) => foldOfWord(cards[card]!.wordId)));
  });

  it("is null where the log cannot spare a fold, or a fold leaves no item to fit on", () => {
    const plan = (reviews: LoggedReview[]) => {
      const cards = cardHistories(reviews);
      return foldPlan(reviews, cards, cardItems(cards.map((card) => card.reviews)));
    };
    const fewWords = log.filter((r) => foldOfWord(r.wordId) !== 3);
    expect(splitByWord(fewWords)).toBeNull();
    expect(plan(fewWords)).toBeNull();
    // Every word outside fold 0 studied on one day only: fold 0's fit would have nothing to learn from.
    const oneDay = log.map((r) =>
      foldOfWord(r.wordId) === 0 ? r : { ...r, reviewedAt: new Date(Date.UTC(2026, 0, 1, 5) + r.wordId * 1000) },
    );
    expect(splitByWord(oneDay)).not.toBeNull();
    expect(plan(oneDay)).toBeNull();
  });

  it("scores the current parameters apart, with the same pooled result", () => {
    const cards = cardHistories(log);
    const plan = foldPlan(log, cards, cardItems(cards.map((card) => card.reviews)))!;
    const stronger = default_w.map((v, i) => (i < 4 ? v * 3 : v));
    const folds = plan.heldOut.map((histories, f) => ({ histories, fitted: f % 2 === 0 ? stronger : [...default_w] }));
    expect(crossValidate(default_w, folds, heldOutPredictions(default_w, plan.heldOut))).toEqual(
      crossValidate(default_w, folds),
    );
  });
});
