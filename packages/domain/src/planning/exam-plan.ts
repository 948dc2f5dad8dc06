import { addDays, daysBetween } from "../time/user-day";
import { type PaceToday, paceOnDay } from "./plan-pace";

/** A saved exam plan, as the app follows it day by day (the planner's answer when it was saved). */
export interface StoredExamPlan {
  /** The exam morning (learner's day, YYYY-MM-DD). */
  examDate: string;
  targetPercent: number;
  /** New words a day the plan introduces until the deck is done. */
  newPerDay: number;
  /** The last `boostLastDays` days before the exam use `boostRetention` (null: no boost). */
  boostLastDays: number | null;
  boostRetention: number | null;
  /** Predicted share known on the exam morning (0–1). */
  predictedShare: number;
  /** The learner's day the plan was made, and how many of the deck's words were new then. */
  plannedOn: string;
  newAtPlan: number;
}

/** A plan is followed until the exam morning; from the exam day on the deck is back to normal. */
export function isPlanActive(plan: Pick<StoredExamPlan, "examDate">, today: string): boolean {
  return today < plan.examDate;
}

/**
 * The deck's desired retention on `today` under the plan: the plan's raised retention in its last
 * weeks, otherwise (and from the exam day on) `normal`, the retention the deck has without a plan.
 */
export function planRetentionOn(
  plan: Pick<StoredExamPlan, "examDate" | "boostLastDays" | "boostRetention"> | null,
  today: string,
  normal: number,
): number {
  if (!plan || !isPlanActive(plan, today) || plan.boostLastDays === null || plan.boostRetention === null) {
    return normal;
  }
  const boostFrom = addDays(plan.examDate, -plan.boostLastDays);
  return today >= boostFrom ? Math.max(normal, plan.boostRetention) : normal;
}

/**
 * The plan's new words for today: its words a day, or, when fewer words were introduced by the start of today
 * than its pace asked, the words a day that catch up by the plan's last day of new words (the figure Home's
 * "Behind" asks for). `newAtDayStart`: the deck's new words when today began.
 */
export function planNewForToday(plan: PlanPace, today: string, newAtDayStart: number): number {
  return paceNeeded(plan, today, newAtDayStart).newPerDay;
}

/**
 * The plan's new words left for today: today's words (`planNewForToday`) less those learned today; null without
 * an active plan. `newNow`: the deck's new words now.
 */
export function planNewLeftToday(
  plan: PlanPace | null,
  today: string,
  learnedToday: number,
  newNow: number,
): number | null {
  if (!plan || !isPlanActive(plan, today)) return null;
  return Math.max(0, planNewForToday(plan, today, newNow + learnedToday) - learnedToday);
}

/**
 * How many new words a Learn New session offers: the usual count, within what the plan leaves for
 * today (0 once today's share is learned: the plan holds). More than the plan only when the learner
 * asks for it ("beyond today's plan").
 */
export function learnNewCount(
  plan: PlanPace | null,
  today: string,
  learned: { today: number; newNow: number },
  usual: number,
  beyondPlan = false,
): number {
  const left = planNewLeftToday(plan, today, learned.today, learned.newNow);
  if (left === null || beyondPlan) return usual;
  return Math.min(usual, left);
}

/** A forecast's lowest and highest share (%) over the runs it plays: shown while the learner's weights are defaults. */
export interface ForecastRange {
  low: number;
  high: number;
}

export type ExamPlanStatus =
  | {
      kind: "on-track";
      percent: number;
      examDate: string;
      /** Fewer words introduced than the plan's pace asked: the new words a day that make them up. */
      newPerDay?: number;
      wordsBehind?: boolean;
      range?: ForecastRange;
    }
  | {
      kind: "behind";
      newPerDay: number;
      examDate: string;
      percent?: number;
      wordsBehind?: boolean;
      range?: ForecastRange;
    }
  | { kind: "done"; examDate: string };

/**
 * Home's status line. With `forecast` (the share known on the exam morning forecast from the deck's memory today,
 * `forecastShare`, words behind the plan's pace made up as Learn New offers them): on track while it reaches the
 * plan's target, behind as soon as it falls below, with the forecast. Without one (it could not be worked out),
 * from the saved plan and today's count of the deck's new words: on or ahead of the plan's pace, the plan's
 * prediction. Either way, when fewer words were introduced than the pace asked by today, the new words a day that
 * make them up (`paceOnDay`: the words still to introduce over the days the plan had left for them, at most three
 * times its pace).
 */
export function examPlanStatus(
  plan: StoredExamPlan,
  today: string,
  newNow: number,
  forecast: number | null = null,
  /** The forecast runs' lowest and highest shares (0–1), when a range is to be shown. */
  spread: { low: number; high: number } | null = null,
): ExamPlanStatus {
  const { examDate } = plan;
  if (!isPlanActive(plan, today)) return { kind: "done", examDate };
  const pace = paceNeeded(plan, today, newNow);
  if (forecast !== null) {
    // Rounded down, as the planner's answer is: never more than forecast.
    const percent = Math.min(100, Math.floor(forecast * 100));
    const range = spread ? { range: percentRange(spread, percent) } : {};
    // The forecast counts on words behind the pace being made up (Learn New offers them): on track or not, the
    // status then says how many new words a day that takes.
    const wordsNeeded = pace.behind ? { newPerDay: pace.newPerDay, wordsBehind: true } : {};
    if (forecast >= plan.targetPercent / 100) return { kind: "on-track", percent, examDate, ...wordsNeeded, ...range };
    return { kind: "behind", newPerDay: pace.newPerDay, examDate, percent, wordsBehind: pace.behind, ...range };
  }
  if (!pace.behind)
    return { kind: "on-track", percent: Math.min(100, Math.floor(plan.predictedShare * 100)), examDate };
  return { kind: "behind", newPerDay: pace.newPerDay, examDate };
}

/** A range in whole percent that holds the figure shown (low rounded down, high up). */
function percentRange(spread: { low: number; high: number }, percent: number): ForecastRange {
  const low = Math.min(percent, Math.floor(spread.low * 100));
  const high = Math.min(100, Math.max(percent, Math.ceil(spread.high * 100)));
  return { low, high };
}

/** What a plan's pace is worked out from. */
export type PlanPace = Pick<StoredExamPlan, "examDate" | "newPerDay" | "plannedOn" | "newAtPlan">;

/** Whether fewer words were introduced than the plan's pace asked by today, and the new words a day needed. */
function paceNeeded(plan: PlanPace, today: string, newNow: number): PaceToday {
  const pace = { newPerDay: plan.newPerDay, words: plan.newAtPlan, days: daysBetween(plan.plannedOn, plan.examDate) };
  return paceOnDay(pace, daysBetween(plan.plannedOn, today), Math.max(0, plan.newAtPlan - newNow));
}
