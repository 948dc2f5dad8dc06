import { type DayModel, learnerDay, learnerDayNumber, messages, startOfLearnerDay } from "@app/domain";
import { daysUntilExam, type ExamGoalInput } from "@app/domain/planning/exam-goal";
import type { ExamPlanStatus, StoredExamPlan } from "@app/domain/planning/exam-plan";
import type { ExamPlanOutcome, ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import type { ExamPlan } from "@app/domain/planning/exam-planner";
import { splitNewPerDay } from "@app/domain/planning/plan-group";
import { AppError, tooManyRequests } from "../../lib/app-error";
import type { CatalogueRepository } from "../catalogue";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { readPlanLearner } from "./learner-reads";
import type { ExamPlanRow, ExamPlansRepository } from "./repository";
import { PLANNER_BUSY, PLANNER_RETRY_SECONDS, type RunForecast, type RunPlanner } from "./run-planner";

export interface ExamPlanDeps {
  plans: ExamPlansRepository;
  catalogue: CatalogueRepository;
  settings: FsrsSettingsRepository;
  runPlanner: RunPlanner;
  /** A saved plan's forecast from the deck today (Home's status). */
  forecast: RunForecast;
  /** Whether the deck is in the learner's collection. */
  inCollection: (userId: string, subDeckId: string) => Promise<boolean>;
}

export interface PlanRequest {
  userId: string;
  subDeckId: string;
  /** Other decks of the collection planned with it (same date, target over all their words, one cap). */
  alsoDecks?: readonly string[];
  goal: ExamGoalInput;
  now: Date;
  model: DayModel;
  /** The learner is still typing: nothing is saved, and a newer preview replaces this one while it waits. */
  preview?: boolean;
  /** A guest asks (guests share a few of the planner's waiting places). */
  guest?: boolean;
}

/** The same goal on the same data gives the same plan. */
export const PLAN_SEED = 1;

export const NO_WORDS = "This deck has no words to plan for.";
export const notInCollection = (deck: string) => `"${deck}" is not in your collection.`;
export const hasNoWords = (deck: string) => `"${deck}" has no words to plan for.`;

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
 * Another deck planned with the page's deck: in the learner's collection and visible to them (404
 * naming it otherwise: by its name when they may see it, else by the id they sent), with words.
 */
async function otherDeckOfLearner(deps: ExamPlanDeps, userId: string, subDeckId: string) {
  const [deck, inCollection] = await Promise.all([
    deps.catalogue.getSubDeck(subDeckId, userId),
    deps.inCollection(userId, subDeckId),
  ]);
  if (!deck || !inCollection) {
    const message = notInCollection(deck?.name ?? subDeckId);
    throw new AppError("NOT_FOUND", message, { alsoDecks: message });
  }
  if (deck.wordCount <= 0) {
    const message = hasNoWords(deck.name);
    throw new AppError("VALIDATION_ERROR", message, { alsoDecks: message });
  }
  return deck;
}

/**
 * The planner's answer for a goal on the learner's real data: their FSRS parameters and the deck's
 * desired retention (`readPlanLearner`), the decks' studied words' memory and answer times, and their words not studied yet. Decks
 * planned together are simulated as one collection (the target is over all their words, the cap over
 * all their minutes); the new words a day found are split across them by their new words left. Bad
 * goals (a date today or past, or beyond the horizon; a deck with no words or not in the collection)
 * are a 4xx naming them.
 */
export async function planGoal(deps: ExamPlanDeps, request: PlanRequest) {
  const { userId, subDeckId, goal, now, model, preview = false, guest = false } = request;
  const days = daysUntilExam(goal.examDate, now, model);
  if (!days.ok) throw new AppError("VALIDATION_ERROR", days.message, { examDate: days.message });
  const otherIds = [...new Set(request.alsoDecks ?? [])].filter((id) => id !== subDeckId);
  // Everything the plan reads is read once the planner holds a place for it: a plan the planner refuses (a
  // flood from one account) reads nothing but the session.
  let decks: Awaited<ReturnType<typeof deckOfLearner>>[] = [];
  let newByDeck: number[] = [];
  const plan = await deps
    .runPlanner(userId, {
      preview,
      guest,
      read: async () => {
        const deck = await deckOfLearner(deps, userId, subDeckId);
        const others = [];
        for (const id of otherIds) others.push(await otherDeckOfLearner(deps, userId, id));
        if (deck.wordCount <= 0) throw new AppError("VALIDATION_ERROR", NO_WORDS, { subDeckId: NO_WORDS });
        decks = [deck, ...others];
        const read = await readPlanLearner(
          deps,
          userId,
          decks.map((d) => d.id),
          (i, studied) => decks[i]!.wordCount - studied,
          now,
          model,
        );
        if (read.learner.studied.length + read.learner.newWords === 0) {
          throw new AppError("VALIDATION_ERROR", NO_WORDS, { subDeckId: NO_WORDS });
        }
        newByDeck = read.newByDeck;
        return {
          learner: read.learner,
          goal: { days: days.days, targetShare: goal.targetPercent / 100, minutesCap: goal.minutesCap },
          seed: PLAN_SEED,
        };
      },
    })
    .catch((error: unknown) => {
      // A worker that stopped or took too long: the learner may try again, never a 500.
      throw error instanceof AppError ? error : tooManyRequests("RATE_LIMITED", PLANNER_BUSY, PLANNER_RETRY_SECONDS);
    });
  const outcome = outcomeOf(plan);
  if (decks.length > 1) {
    const shares = splitNewPerDay(outcome.newPerDay, newByDeck);
    outcome.decks = decks.map((d, i) => ({
      subDeckId: d.id,
      name: d.name,
      newPerDay: shares[i]!,
      newWords: newByDeck[i]!,
    }));
  }
  return {
    outcome,
    predictedShare: plan.plan.share,
    decks: decks.map((d, i) => ({ subDeckId: d.id, newAtPlan: newByDeck[i]! })),
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

/** A saved row as the app follows it (domain planning/exam-plan): a deck planned with others follows its share. */
export function storedPlan(row: ExamPlanRow): StoredExamPlan {
  const share = row.outcome.decks?.find((d) => d.subDeckId === row.subDeckId);
  return {
    examDate: row.examDate,
    targetPercent: row.targetPercent,
    newPerDay: share?.newPerDay ?? row.outcome.newPerDay,
    boostLastDays: row.outcome.boost?.lastDays ?? null,
    boostRetention: row.outcome.boost?.retention ?? null,
    predictedShare: row.predictedShare,
    plannedOn: row.plannedOn,
    newAtPlan: row.newAtPlan,
  };
}

/** A group's rows in the plan's order (the deck it was made on first, as its outcome lists them). */
export function inPlanOrder(rows: readonly ExamPlanRow[]): ExamPlanRow[] {
  const at = (row: ExamPlanRow) => row.outcome.decks?.findIndex((d) => d.subDeckId === row.subDeckId) ?? 0;
  return [...rows].sort((a, b) => at(a) - at(b));
}

/** The learner's plans, one list per group (a row with no group is its own), each in the plan's order. */
export function plansByGroup(rows: readonly ExamPlanRow[]): ExamPlanRow[][] {
  const groups = new Map<string, ExamPlanRow[]>();
  for (const row of rows) {
    const key = row.groupId ?? row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map(inPlanOrder);
}

/** A saved plan as the routes answer it, with today's status (its group's). */
export function planView(row: ExamPlanRow, status: ExamPlanStatus): ExamPlanView {
  return {
    subDeckId: row.subDeckId,
    examDate: row.examDate,
    targetPercent: row.targetPercent,
    minutesCap: row.minutesCap,
    outcome: row.outcome,
    status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Words of the deck the learner has studied since the start of their day (Learn New's plan count). */
export function startOfToday(now: Date, model: DayModel): Date {
  return startOfLearnerDay(learnerDayNumber(now, model), model);
}
