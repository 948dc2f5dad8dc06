import {
  cardItems,
  FOLD_FIT_EPOCHS,
  optimizerItems,
  reviewHistories,
  scoreFit,
} from "@app/domain/study/optimizer-items";
import { UTC_DAY } from "@app/domain/time/learner-day";
import { default_w } from "ts-fsrs";
import { reviewLogs } from "../apps/server/src/db/schema";
import { optimizeHistory } from "../apps/server/src/features/optimizer/optimize-history";
import { readOptimizerLog } from "../apps/server/src/features/optimizer/read-log";
import { DEFAULT_FITS_AT_ONCE, runOptimizer } from "../apps/server/src/features/optimizer/run-optimizer";
import { buildBenchApp, createBigDeck, guest, ms, ORIGIN, openTarget, percentile } from "./fixtures";
import { LEARNERS, type LearnerProfile, type SyntheticReview, simulateLearner } from "./synthetic-learner";

const REVIEWS = 10_000;
/** Runs of the route end to end: the first also pays for loading the code it runs. */
const ROUTE_RUNS = 7;
const START = new Date("2026-01-05T00:00:00Z");
const DAY_MS = 86_400_000;

const fixed = (n: number | null, digits = 4) => (n === null ? "—" : n.toFixed(digits));

function timed<T>(run: () => T): [T, number] {
  const t = performance.now();
  const value = run();
  return [value, performance.now() - t];
}

/** What the history looks like: the optimizer's cost follows the items and their lengths. */
function describeShape(profile: LearnerProfile, history: SyntheticReview[]): void {
  const logs = history.map((r) => ({ wordId: r.word, reviewedAt: r.log.review, rating: r.log.rating }));
  const items = optimizerItems(reviewHistories(logs));
  const lengths = items.map((i) => i.length);
  const inside = lengths.reduce((a, b) => a + b, 0);
  const days = (logs.at(-1)!.reviewedAt.getTime() - logs[0]!.reviewedAt.getTime()) / DAY_MS;
  const words = new Set(logs.map((l) => l.wordId)).size;
  let sameDay = 0;
  const last = new Map<number, number>();
  for (const l of logs) {
    const previous = last.get(l.wordId);
    if (previous !== undefined && l.reviewedAt.getTime() - previous < DAY_MS) sameDay++;
    last.set(l.wordId, l.reviewedAt.getTime());
  }
  console.log(
    `learner ${profile.seed}: ${logs.length} reviews of ${words} words over ${days.toFixed(0)} days, ${sameDay} same-day repeats → ${items.length} items (${inside} reviews inside, longest ${Math.max(...lengths)}, longest gap ${Math.max(...items.map((i) => i.at(-1)!.deltaT))} days)`,
  );
}

/** The route's steps one by one, on the same functions, without the database. */
async function breakdown(profile: LearnerProfile, history: SyntheticReview[]): Promise<void> {
  const logs = history.map((r) => ({ wordId: r.word, reviewedAt: r.log.review, rating: r.log.rating }));
  const [histories, historiesMs] = timed(() => reviewHistories(logs));
  const [items, itemsMs] = timed(() => cardItems(histories).map(({ item, card }) => ({ card, length: item.length })));
  const t = performance.now();
  const run = runOptimizer().fit({ histories, items, fits: [{ leaveOut: null, epochs: null }] });
  const [weightsAfter] = await Promise.all(run.fits);
  const workerMs = performance.now() - t;
  const [before, beforeMs] = timed(() => scoreFit(histories, default_w));
  const [after, afterMs] = timed(() => scoreFit(histories, weightsAfter!));
  const { buildMs, fitMs } = await run.timings;
  const worse = after === null || before === null || after.logLoss > before.logLoss;
  console.log(
    `learner ${profile.seed}: histories and items ${ms(historiesMs + itemsMs)}; worker ${ms(workerMs)} = start and copy ${ms(workerMs - buildMs - fitMs)} + binding items ${ms(buildMs)} + fit ${ms(fitMs)}; our scoring ×2 ${ms(beforeMs + afterMs)}` +
      `\n    log loss ${fixed(before?.logLoss ?? null)} → ${fixed(after?.logLoss ?? null)}, RMSE(bins) ${fixed(before?.rmseBins ?? null)} → ${fixed(after?.rmseBins ?? null)}${worse ? "  (WORSE)" : ""}`,
  );
}

/** The route's judge and fit without the database: five folds' fits, then the fit on every review when they win. */
async function judged(profile: LearnerProfile, history: SyntheticReview[]): Promise<void> {
  const logs = history.map((r) => ({ wordId: r.word, reviewedAt: r.log.review, rating: r.log.rating }));
  const t = performance.now();
  const result = await optimizeHistory(logs, UTC_DAY, default_w);
  const total = performance.now() - t;
  console.log(
    `learner ${profile.seed}: ${ms(total)}; in the worker: binding items once ${ms(result.timings.buildMs)} + fits ${ms(result.timings.fitMs)} (${DEFAULT_FITS_AT_ONCE} at a time); ${result.improved ? "adopted" : "kept"}, held-out log loss ${fixed(result.logLossBefore)} → ${fixed(result.logLossAfter)}`,
  );
}

/** POST /api/me/fsrs-settings/optimize on the embedded database, as a user would run it. */
async function endToEnd(history: SyntheticReview[]): Promise<void> {
  const target = await openTarget("embedded");
  if (!target) return;
  const app = await buildBenchApp(target);
  const db = target.database.db;
  const wordIds = await createBigDeck(target.database, "bench-optimizer", Math.max(...history.map((r) => r.word)) + 1);
  const user = await guest(app);
  await db.execute(`UPDATE users SET is_anonymous = false WHERE id = '${user.id}'` as never);
  const rows = history.map(({ word, log }) => ({
    userId: user.id,
    wordId: wordIds[word]!,
    subDeckId: "bench-optimizer",
    reviewedAt: log.review,
    rating: log.rating,
    mode: "MANUAL",
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsedDays,
    lastElapsedDays: log.lastElapsedDays,
    scheduledDays: log.scheduledDays,
    learningSteps: log.learningSteps,
    actualRetention: log.rating > 1 ? 1 : 0,
  }));
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(reviewLogs).values(rows.slice(start, start + 1000));

  const q = performance.now();
  await readOptimizerLog(db, user.id);
  const queryMs = performance.now() - q;

  const runs: number[] = [];
  let body: { logLossBefore: number; logLossAfter: number } | null = null;
  for (let i = 0; i < ROUTE_RUNS; i++) {
    // Back to the defaults, so every run fits from the same starting point.
    await app.inject({
      method: "DELETE",
      url: "/api/me/fsrs-settings/optimization",
      headers: { origin: ORIGIN, cookie: user.cookie },
    });
    const t = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/me/fsrs-settings/optimize",
      headers: { origin: ORIGIN, cookie: user.cookie, "content-type": "application/json" },
      payload: {},
    });
    runs.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`optimize failed: ${res.statusCode} ${res.body}`);
    body = res.json();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(
    `POST /api/me/fsrs-settings/optimize, ${rows.length} reviews (embedded): ${runs.map(ms).join(", ")} (reading the reviews alone: ${ms(queryMs)}); log loss ${fixed(body!.logLossBefore)} → ${fixed(body!.logLossAfter)}`,
  );
  console.log(
    `optimizer end to end, ${rows.length} reviews: median ${ms(percentile(sorted, 50))}, ${ms(sorted[0]!)}–${ms(sorted.at(-1)!)} over ${runs.length} runs`,
  );
  await app.close();
  await target.database.close();
  await target.cleanup();
}

/** Optimize Parameters on 10,000 reviews of synthetic learners shaped like real use. */
export async function measureOptimizer(): Promise<void> {
  const histories = LEARNERS.map((profile) => ({ profile, history: simulateLearner(profile, REVIEWS, START) }));
  console.log("### shape of the histories");
  for (const { profile, history } of histories) describeShape(profile, history);
  console.log("### one fit on every review (worker thread; our log loss on the main thread)");
  for (const { profile, history } of histories) await breakdown(profile, history);
  console.log(
    `### the judge and the fit (optimizeHistory without the database; folds' fits of ${FOLD_FIT_EPOCHS} epochs)`,
  );
  for (const { profile, history } of histories) await judged(profile, history);
  console.log("### end to end");
  await endToEnd(histories[0]!.history);
}
