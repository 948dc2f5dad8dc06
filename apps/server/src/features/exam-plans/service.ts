import { type DayModel, learnerDay, learnerDayNumber, messages, startOfLearnerDay } from "@app/domain";
import { daysUntilExam, type ExamGoalInput } from "@app/domain/planning/exam-goal";
import { examPlanStatus, type StoredExamPlan } from "@app/domain/planning/exam-plan";
import type { ExamPlanOutcome, ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import type { ExamPlan } from "@app/domain/planning/exam-planner";
import { planLearnerFrom } from "@app/domain/planning/plan-learner";
import { AppError } from "../../lib/app-error";
import type { CatalogueRepository } from "../catalogue";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import type { ExamPlanRow, ExamPlansRepository } from "./repository";
import { PLANNER_BUSY, type RunPlanner } from "./run-planner";

export interface ExamPlanDeps {
  plans: ExamPlansRepository;
  catalogue: CatalogueRepository;
  settings: FsrsSettingsRepository;
  runPlanner: RunPlanner;
  /** Whether the deck is in the learner's collection. */
  inCollection: (userId: string, subDeckId: string) => Promise<boolean>;
}

export interface PlanRequest {
  userId: string;
  subDeckId: string;
  goal: ExamGoalInput;
  now: Date;
  model: DayModel;
  /** The learner is still typing: nothing is saved, and a newer preview replaces this one while it waits. */
  preview?: boolean;
}

/** The same goal on the same data gives the same plan. */
const PLAN_SEED = 1;

export const NO_WORDS = "This deck has no words to plan for.";

/** The deck, if the learner has it in their collection and may still see it; 404 otherwise. */
export async function deckOfLearner(deps: ExamPlanDeps, userId: string, subDeckId: string) {
  const [deck, inCollection] = await Promise.all([
    deps.catalogue.getSubDeck(subDeckId, userId),
    deps.inCollection(userId, subDeckId),
  ]);
  if (!deck || !inCollection) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
  return deck;
}

/**
 * The planner's answer for a goal on the learner's real data: their FSRS parameters and desired
 * retention, the deck's studied words' memory and answer times, and its words not studied yet. Bad
 * goals (a date today or past, or beyond the horizon; a deck with no words) are a 400 naming them.
 */
export async function planGoal(deps: ExamPlanDeps, request: PlanRequest) {
  const { userId, subDeckId, goal, now, model, preview = false } = request;
  const deck = await deckOfLearner(deps, userId, subDeckId);
  const days = daysUntilExam(goal.examDate, now, model);
  if (!days.ok) throw new AppError("VALIDATION_ERROR", days.message, { examDate: days.message });
  if (deck.wordCount <= 0) throw new AppError("VALIDATION_ERROR", NO_WORDS, { subDeckId: NO_WORDS });
  const [settings, studied] = await Promise.all([
    deps.settings.get(userId),
    deps.plans.studiedWords(userId, subDeckId),
  ]);
  const newWords = Math.max(0, deck.wordCount - studied.length);
  const learner = planLearnerFrom({
    weights: settings.weights,
    retention: settings.requestRetention,
    maximumInterval: settings.maximumInterval,
    studied,
    newWords,
    now,
    model,
  });
  if (learner.studied.length + newWords === 0) {
    throw new AppError("VALIDATION_ERROR", NO_WORDS, { subDeckId: NO_WORDS });
  }
  const plan = await deps
    .runPlanner(userId, {
      learner,
      goal: { days: days.days, targetShare: goal.targetPercent / 100, minutesCap: goal.minutesCap },
      seed: PLAN_SEED,
      preview,
    })
    .catch((error: unknown) => {
      // A worker that stopped or took too long: the learner may try again, never a 500.
      throw error instanceof AppError ? error : new AppError("RATE_LIMITED", PLANNER_BUSY);
    });
  return {
    outcome: outcomeOf(plan),
    predictedShare: plan.plan.share,
    newAtPlan: newWords,
    plannedOn: learnerDay(now, model),
  };
}

export function outcomeOf(plan: ExamPlan): ExamPlanOutcome {
  const { plan: chosen } = plan;
  return {
    feasible: plan.feasible,
    newPerDay: chosen.newPerDay,
    minutesPeak: round1(chosen.minutesPeak),
    minutesAverage: round1(chosen.minutesAverage),
    predictedPercent: Math.min(100, Math.floor(chosen.share * 100)),
    boost: chosen.boost ? { lastDays: chosen.boost.lastDays, retention: chosen.boost.retention } : null,
    minutesForTarget: !plan.feasible && plan.reachesTarget ? Math.ceil(plan.reachesTarget.minutesPeak) : null,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A saved row as the app follows it (domain planning/exam-plan). */
export function storedPlan(row: ExamPlanRow): StoredExamPlan {
  return {
    examDate: row.examDate,
    targetPercent: row.targetPercent,
    newPerDay: row.outcome.newPerDay,
    boostLastDays: row.outcome.boost?.lastDays ?? null,
    boostRetention: row.outcome.boost?.retention ?? null,
    predictedShare: row.predictedShare,
    plannedOn: row.plannedOn,
    newAtPlan: row.newAtPlan,
  };
}

/** A saved plan as the routes answer it, with today's status from the deck's new words now. */
export function planView(row: ExamPlanRow, today: string, newNow: number): ExamPlanView {
  return {
    subDeckId: row.subDeckId,
    examDate: row.examDate,
    targetPercent: row.targetPercent,
    minutesCap: row.minutesCap,
    outcome: row.outcome,
    status: examPlanStatus(storedPlan(row), today, newNow),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Words of the deck the learner has studied since the start of their day (Learn New's plan count). */
export function startOfToday(now: Date, model: DayModel): Date {
  return startOfLearnerDay(learnerDayNumber(now, model), model);
}
