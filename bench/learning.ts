/**
 * `npm run bench -- learning`: is the scheduler told the truth, and does the optimizer learn from it?
 *
 * Simulated learners with known memory (FSRS parameters we choose) study every day at a varying
 * time of day in Tokyo (19:00 ± 4 h, so some sessions fall after midnight), through the app's own
 * code: each session is graded by `gradeSession` (ratings, lapses, due days on the learner's days),
 * and the resulting review log is fitted by the same `optimizeHistory` the Optimize button runs
 * (cross-validated by word, adopted only if the fits win by more than one standard error).
 *
 * A learner recalls a word with the probability their true parameters give for the real time since
 * the last review; a forgotten word is answered wrong, then right. In MANUAL mode the learner rates
 * a recalled word by how sure they felt; in AUTOMATIC mode the app rates it from response times.
 *
 * Figures per learner, mode and history size (1k, 5k reviews), judged on the *next* quarter of
 * reviews, which neither the fit nor its judge saw, as expected log loss against each review's true
 * chance of recall:
 *   gap closed = (loss(default) − loss(fit)) / (loss(default) − loss(true parameters))
 *   late      = reviews of review cards shown a learner's day or more after their due day.
 */
import { DEFAULT_FSRS_SETTINGS, type StudyAlgorithm } from "@app/domain/study/constants";
import { gradeSession, type WordBefore } from "@app/domain/study/grade-session";
import { type LoggedReview, reviewHistories } from "@app/domain/study/optimizer-items";
import type { SessionSave } from "@app/domain/study/validation";
import { type DayModel, learnerDayNumber } from "@app/domain/time/learner-day";
import { default_w, type FSRSState, forgetting_curve, fsrs, generatorParameters } from "ts-fsrs";
import { optimizeHistory } from "../apps/server/src/features/optimizer/optimize-history";
import { type Learner, learners, randomFrom } from "./simulated-learners";

export const DAY: DayModel = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
const START = Date.UTC(2026, 0, 5, 10, 0); // 19:00 in Tokyo
const DAY_MS = 86_400_000;
export const SIZES = [1000, 5000] as const;
export const FUTURE = 0.25;

interface Simulated {
  logs: LoggedReview[];
  /** The true chance of recall of each logged review (by word and time), where it had one. */
  truth: Map<string, number>;
  /** Reviews shown at least a day after their due day / reviews of words that had a due day. */
  late: number;
  dueReviews: number;
}

/** Studies every day until `total` reviews are logged. */
export function simulate(learner: Learner, mode: StudyAlgorithm, total: number, seed: number): Simulated {
  const random = randomFrom(seed);
  const truth = fsrs(generatorParameters({ w: learner.weights, enable_fuzz: false }));
  const settings = { ...DEFAULT_FSRS_SETTINGS, studyAlgorithm: mode, dayStartHour: DAY.dayStartHour };
  const words = new Map<number, { before: WordBefore; memory: FSRSState | null; seenAt: number }>();
  const logs: LoggedReview[] = [];
  const truthOf = new Map<string, number>();
  const recallChance = new Map<number, number>();
  let late = 0;
  let dueReviews = 0;
  let nextWord = 1;

  for (let day = 0; logs.length < total; day++) {
    // 19:00 ± 4 h in Tokyo.
    const at = new Date(START + day * DAY_MS + (random() * 8 - 4) * 3_600_000);
    const due = [...words.entries()].filter(
      ([, w]) => w.before.progress?.nextReview && w.before.progress.nextReview <= at,
    );
    const sessionWords: SessionSave["words"] = [];
    const truthAfter = new Map<number, FSRSState>();
    for (const [id, word] of due) {
      const progress = word.before.progress!;
      // Review cards fall due on a day (building and relearning steps are minutes, not days).
      if (progress.state === 2) {
        dueReviews++;
        if (learnerDayNumber(at, DAY) - learnerDayNumber(progress.nextReview!, DAY) >= 1) late++;
      }
      const elapsed = (at.getTime() - word.seenAt) / DAY_MS;
      const r = word.memory ? forgetting_curve(learner.weights, elapsed, word.memory.stability) : 0;
      const recalled = random() < r;
      recallChance.set(id, r);
      const sure = r > 0.95 ? 4 : r < 0.8 ? 2 : 3;
      const grade = recalled ? sure : 1;
      truthAfter.set(id, truth.next_state(word.memory, elapsed, grade));
      // Faster answers for words remembered well (what the automatic rating reads).
      const seconds = 1 + 8 * (1 - r) + random() * 2;
      sessionWords.push(
        recalled
          ? {
              wordId: id,
              correctCount: 1,
              reviewedCount: 1,
              gotWrong: false,
              firstAnswerCorrect: true,
              outcomes: [true],
              alreadyKnow: false,
              responseTimes: [seconds],
              difficultyScore: 3,
              ratings: [sure],
            }
          : {
              wordId: id,
              correctCount: 1,
              reviewedCount: 2,
              gotWrong: true,
              firstAnswerCorrect: false,
              outcomes: [false, true],
              alreadyKnow: false,
              responseTimes: [seconds + 3, 2],
              difficultyScore: 3,
              ratings: [1, 3],
            },
      );
    }
    apply("NEED_REVIEW", sessionWords, truthAfter, at);

    // New words: seen, then answered right five times (Learn New); the memory starts as Good.
    const fresh: SessionSave["words"] = [];
    const freshTruth = new Map<number, FSRSState>();
    for (let i = 0; i < learner.newPerDay; i++) {
      const id = nextWord++;
      words.set(id, { before: { progress: null, history: { count: 0, recent: [] } }, memory: null, seenAt: 0 });
      freshTruth.set(id, truth.next_state(null, 0, 3));
      fresh.push({
        wordId: id,
        correctCount: 5,
        reviewedCount: 5,
        gotWrong: false,
        firstAnswerCorrect: true,
        outcomes: [true, true, true, true, true],
        alreadyKnow: false,
        responseTimes: [3, 2, 2, 1.5, 1.5],
        difficultyScore: 3,
        ratings: [3, 3, 3, 3, 3],
      });
    }
    apply("LEARN", fresh, freshTruth, new Date(at.getTime() + 10 * 60_000));
  }
  return { logs: logs.slice(0, total), truth: truthOf, late, dueReviews };

  function apply(
    sessionType: SessionSave["sessionType"],
    list: SessionSave["words"],
    memories: Map<number, FSRSState>,
    at: Date,
  ) {
    if (list.length === 0) return;
    const before = new Map(list.map((w) => [w.wordId, words.get(w.wordId)!.before]));
    const graded = gradeSession({ session: { sessionType, words: list }, settings, at, day: DAY, before });
    if (!graded.ok) throw new Error("a simulated session could not be graded");
    for (const g of graded.words) {
      const word = words.get(g.wordId)!;
      word.before = { progress: g.progress, history: g.history };
      word.memory = memories.get(g.wordId) ?? word.memory;
      word.seenAt = at.getTime();
      logs.push({ wordId: g.wordId, reviewedAt: g.log.reviewedAt, rating: g.log.rating });
      const chance = recallChance.get(g.wordId);
      if (chance !== undefined && sessionType !== "LEARN") truthOf.set(`${g.wordId}:${at.getTime()}`, chance);
    }
  }
}

/** The seed of a learner's simulation; other seed sets shift it by a thousand each. */
export const learningSeed = (index: number, mode: StudyAlgorithm, seedSet = 0) =>
  1000 + index * 17 + (mode === "MANUAL" ? 0 : 5) + seedSet * 1000;

const pct = (n: number) => `${Math.round(n * 100)} %`;

/**
 * Expected log loss of parameters on the reviews from `from` on: each prediction scored against the
 * true chance of recall rather than one coin flip, so a few hundred reviews give a steady figure.
 */
function expectedLoss(
  logs: readonly LoggedReview[],
  truth: Map<string, number>,
  weights: readonly number[],
  from: number,
) {
  const w = [...weights];
  const model = fsrs(generatorParameters({ w, enable_fuzz: false }));
  const byWord = new Map<number, LoggedReview[]>();
  for (const log of logs) byWord.set(log.wordId, [...(byWord.get(log.wordId) ?? []), log]);
  let total = 0;
  let count = 0;
  for (const [wordId, list] of byWord) {
    const [history] = reviewHistories(list, DAY);
    let state: FSRSState | null = null;
    history!.forEach((review, i) => {
      const p = truth.get(`${wordId}:${review.at}`);
      if (i > 0 && review.deltaT >= 1 && (review.at ?? 0) >= from && p !== undefined && state && state.stability > 0) {
        const q = Math.min(1 - 1e-6, Math.max(1e-6, forgetting_curve(w, review.deltaT, state.stability)));
        total += -(p * Math.log(q) + (1 - p) * Math.log(1 - q));
        count++;
      }
      state = model.next_state(state, review.deltaT, review.rating);
    });
  }
  return count === 0 ? Number.NaN : total / count;
}

export async function measureLearning(): Promise<void> {
  let worstAt5k = Number.POSITIVE_INFINITY;
  const worstByMode: Record<StudyAlgorithm, number> = {
    MANUAL: Number.POSITIVE_INFINITY,
    AUTOMATIC: Number.POSITIVE_INFINITY,
  };
  let badFits = 0;
  let late = 0;
  let dueReviews = 0;
  const all = learners();
  for (const mode of ["MANUAL", "AUTOMATIC"] as const) {
    for (const [index, learner] of all.entries()) {
      const largest = SIZES.at(-1)!;
      const run = simulate(learner, mode, Math.ceil(largest * (1 + FUTURE)), learningSeed(index, mode));
      late += run.late;
      dueReviews += run.dueReviews;
      for (const size of SIZES) {
        const seen = run.logs.slice(0, size);
        const future = run.logs.slice(0, Math.ceil(size * (1 + FUTURE)));
        const from = future[size]!.reviewedAt.getTime();
        const fit = await optimizeHistory(seen, DAY, default_w);
        const onFuture = (w: readonly number[]) => expectedLoss(future, run.truth, w, from);
        const lossDefault = onFuture(default_w);
        const lossTrue = onFuture(learner.weights);
        const lossFit = onFuture(fit.weightsAfter);
        const gap = lossDefault - lossTrue;
        // The default learner has no gap to close: there only "no worse than the defaults" counts.
        const closed = gap > 0.001 ? (lossDefault - lossFit) / gap : null;
        const bad = fit.improved && lossFit > lossDefault + 1e-9;
        if (bad) badFits++;
        if (size === largest && closed !== null) {
          worstAt5k = Math.min(worstAt5k, closed);
          worstByMode[mode] = Math.min(worstByMode[mode], closed);
        }
        console.log(
          `${mode.padEnd(9)} ${learner.name.padEnd(15)} ${String(size).padStart(5)} reviews: log loss on the next ${Math.round(FUTURE * 100)} % default ${lossDefault.toFixed(4)}, true ${lossTrue.toFixed(4)}, fit ${lossFit.toFixed(4)} (${fit.improved ? "adopted" : "kept defaults"}, held-out ${fit.logLossBefore?.toFixed(4)} → ${fit.logLossAfter?.toFixed(4)}); gap closed ${closed === null ? "— (no gap)" : pct(closed)}${bad ? "; BAD FIT ADOPTED" : ""}`,
        );
      }
    }
  }
  const share = dueReviews === 0 ? 0 : (late / dueReviews) * 100;
  console.log(
    `learning: worst gap closed at 5k ${pct(worstAt5k)} (manual ${pct(worstByMode.MANUAL)}, automatic ${pct(worstByMode.AUTOMATIC)}), bad fits adopted ${badFits}, reviews a day late ${share.toFixed(1)} %`,
  );
}
