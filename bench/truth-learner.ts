/**
 * A learner the planner does not know, living a plan day by day through the app's own scheduler.
 *
 * Two memories per word, kept apart:
 * - the app's card, which only `scheduleReview` (the function every session save runs) ever changes, fed the
 *   ratings the learner gives, with the app's default parameters and the plan's retention;
 * - the learner's true memory, from FSRS with *other* parameters (`truth`), which decides recall: a word is
 *   remembered with the true recall chance at the moment it is asked.
 * The learner misses a share of the days, studies once a day (every due word, then the new words Learn New offers
 * under the plan: more on the days after a missed one), comes
 * back for the building steps and relearning the same day, and now and then rates Hard what they knew (Good).
 * Nothing here calls the planner's simulator: the planner is judged on what this learner really knows.
 */

import { examPlanStatus, planNewLeftToday } from "@app/domain/planning/exam-plan";
import type { PlanLearner } from "@app/domain/planning/exam-planner";
import type { ForecastPlan } from "@app/domain/planning/plan-forecast";
import { forecastShare } from "@app/domain/planning/plan-forecast";
import type { StudiedWord } from "@app/domain/planning/simulator";
import { DEFAULT_FSRS_SETTINGS, type FsrsSettings } from "@app/domain/study/constants";
import type { ProgressCard, Rating } from "@app/domain/study/progress-card";
import { createReviewDayPicker, type ReviewDayPicker } from "@app/domain/study/review-spread";
import { scheduleReview } from "@app/domain/study/scheduling";
import { learnerDayNumber, UTC_DAY } from "@app/domain/time/learner-day";
import { addDays } from "@app/domain/time/user-day";
import { type FSRSState, forgetting_curve, fsrs } from "ts-fsrs";
import { randomFrom } from "./simulated-learners";

const DAY_MS = 86_400_000;
/** The learner sits down at 18:00 and comes back for same-day steps until midnight. */
const STUDY_HOUR_MS = 18 * 3_600_000;
const HARD_FOR_GOOD = 0.1;

export interface LivedPlan {
  /** Σ true recall over the deck's words on the exam morning ÷ words. */
  share: number;
  minutesAverage: number;
  minutesPeak: number;
  /** Each status check: the forecast the app showed and whether it said "On track". */
  checks: { day: number; forecast: number; onTrack: boolean }[];
  /** Reviews of learned words (a day or more after the last answer) each day, and how many were remembered. */
  reviewsByDay: number[];
  reviewed: number;
  remembered: number;
  /** Reviews answered on a later day than the one they were due on. */
  late: number;
}

export interface LiveInput {
  words: number;
  days: number;
  target: number;
  plan: { newPerDay: number; boost: { lastDays: number; retention: number } | null };
  /** The learner's true FSRS parameters. */
  truth: readonly number[];
  missRate: number;
  seed: number;
  /** The app's view of the learner, for Home's forecast (its parameters, retention, answer seconds). */
  app: PlanLearner;
  start: string;
  /** Status checked every this many days (each check is a forecast: six simulations). */
  checkEvery: number;
  seconds: { review: number; lapse: number; newWord: number };
  /** Reviews placed by the app's load balancing (the save's day picker over the reviews already due). */
  loadBalance?: boolean;
}

interface Item {
  card: ProgressCard | null;
  history: number;
  truth: FSRSState | null;
  lastMs: number;
}

export function livePlan(input: LiveInput): LivedPlan {
  const random = randomFrom(input.seed * 7919 + 17);
  const truthModel = fsrs({ w: [...input.truth] });
  const startMs = Date.parse(`${input.start}T00:00:00Z`);
  const items: Item[] = [];
  const minutes: number[] = [];
  const checks: LivedPlan["checks"] = [];
  const reviewsByDay: number[] = [];
  let reviewed = 0;
  let remembered = 0;
  let late = 0;
  let picker: ReviewDayPicker | null = null;
  const saved: ForecastPlan = {
    examDate: addDays(input.start, input.days),
    newPerDay: input.plan.newPerDay,
    boostLastDays: input.plan.boost?.lastDays ?? null,
    boostRetention: input.plan.boost?.retention ?? null,
    plannedOn: input.start,
    newAtPlan: input.words,
  };

  const review = (item: Item, atMs: number, settings: FsrsSettings): number => {
    const elapsed = (atMs - item.lastMs) / DAY_MS;
    const recall = item.truth ? forgetting_curve([...input.truth], Math.max(0, elapsed), item.truth.stability) : 0;
    const recalled = random() < recall;
    const rating: Rating = recalled ? (random() < HARD_FOR_GOOD ? 2 : 3) : 1;
    if (elapsed >= 1) {
      reviewed += 1;
      if (recalled) remembered += 1;
      reviewsByDay[reviewsByDay.length - 1]! += 1;
    }
    const now = new Date(atMs);
    item.card = scheduleReview({
      card: item.card,
      rating,
      now,
      settings,
      historyCount: item.history,
      day: UTC_DAY,
      reviewDay: picker,
    }).card;
    item.truth = truthModel.next_state(item.truth, Math.max(0, elapsed), rating);
    item.history += 1;
    item.lastMs = atMs;
    return recalled ? input.seconds.review : input.seconds.lapse;
  };

  for (let day = 0; day < input.days; day++) {
    if (day > 0 && day % input.checkEvery === 0) checks.push(statusCheck(input, items, startMs, day, saved));
    reviewsByDay.push(0);
    if (random() < input.missRate) {
      minutes.push(0);
      continue;
    }
    const daysLeft = input.days - day;
    const boost = input.plan.boost;
    const retention = boost && daysLeft <= boost.lastDays ? boost.retention : input.app.retention;
    const settings: FsrsSettings = { ...DEFAULT_FSRS_SETTINGS, requestRetention: retention };
    const sitMs = startMs + day * DAY_MS + STUDY_HOUR_MS;
    const endMs = startMs + (day + 1) * DAY_MS;
    // The sitting's save reads the reviews already due on each coming day, as the server does.
    picker = input.loadBalance ? createReviewDayPicker(dueByDay(items, sitMs), settings, UTC_DAY) : null;
    let seconds = 0;
    // Every word due by now (Need Review), then the plan's new words (Learn New: taught, then 5 right answers).
    for (const item of items) {
      if (!item.card?.nextReview || item.card.nextReview.getTime() > sitMs) continue;
      if (item.card.nextReview.getTime() < startMs + day * DAY_MS) late += 1;
      seconds += review(item, sitMs, settings);
    }
    // Learn New offers the plan's words for today: more while fewer were introduced than its pace asked.
    const newLeft = input.words - items.length;
    const fresh = Math.min(planNewLeftToday(saved, addDays(input.start, day), 0, newLeft) ?? 0, newLeft);
    for (let i = 0; i < fresh; i++) {
      const item: Item = { card: null, history: 0, truth: null, lastMs: sitMs };
      item.truth = truthModel.next_state(null, 0, 3);
      item.card = scheduleReview({
        card: null,
        rating: 3,
        now: new Date(sitMs),
        settings,
        historyCount: 0,
        day: UTC_DAY,
      }).card;
      item.history = 1;
      items.push(item);
      seconds += input.seconds.newWord;
    }
    // Back for the building steps and relearning that fall due before midnight.
    for (let nowMs = sitMs; ; ) {
      let next = Number.POSITIVE_INFINITY;
      for (const item of items) {
        const due = item.card?.nextReview?.getTime() ?? Number.POSITIVE_INFINITY;
        if (due > nowMs && due < next) next = due;
      }
      if (next >= endMs) break;
      nowMs = next;
      for (const item of items)
        if (item.card?.nextReview?.getTime() === nowMs) seconds += review(item, nowMs, settings);
    }
    minutes.push(seconds / 60);
  }
  const examMs = startMs + input.days * DAY_MS;
  let known = 0;
  for (const item of items) {
    if (!item.truth) continue;
    known += forgetting_curve([...input.truth], (examMs - item.lastMs) / DAY_MS, item.truth.stability);
  }
  return {
    share: known / input.words,
    minutesAverage: minutes.reduce((a, b) => a + b, 0) / Math.max(1, minutes.length),
    minutesPeak: Math.max(0, ...minutes),
    checks,
    reviewsByDay,
    reviewed,
    remembered,
    late,
  };
}

/** Reviews due per learner day after today (what a save reads to balance the days). */
function dueByDay(items: readonly Item[], nowMs: number): Map<number, number> {
  const today = learnerDayNumber(new Date(nowMs), UTC_DAY);
  const due = new Map<number, number>();
  for (const item of items) {
    const at = item.card?.nextReview;
    if (!at) continue;
    const n = learnerDayNumber(at, UTC_DAY);
    if (n > today) due.set(n, (due.get(n) ?? 0) + 1);
  }
  return due;
}

/** Home's status that morning: the app's forecast from its own cards (what the server computes). */
function statusCheck(input: LiveInput, items: readonly Item[], startMs: number, day: number, saved: ForecastPlan) {
  const todayMs = startMs + day * DAY_MS;
  const studied: StudiedWord[] = items.flatMap((item) =>
    item.card?.nextReview && item.card.lastReview
      ? [
          {
            stability: Math.max(0.1, item.card.stability),
            difficulty: item.card.difficulty || 5,
            dueDay: Math.floor((item.card.nextReview.getTime() - todayMs) / DAY_MS),
            lastReviewDay: Math.min(0, Math.floor((item.card.lastReview.getTime() - todayMs) / DAY_MS)),
            answers: item.history,
          },
        ]
      : [],
  );
  const learner = { ...input.app, studied, newWords: input.words - items.length };
  const today = addDays(input.start, day);
  const forecast = forecastShare(learner, saved, today, 1) ?? 0;
  const stored = { ...saved, targetPercent: Math.round(input.target * 100), predictedShare: forecast };
  const status = examPlanStatus(stored, today, learner.newWords, forecast);
  return { day, forecast, onTrack: status.kind === "on-track" };
}
