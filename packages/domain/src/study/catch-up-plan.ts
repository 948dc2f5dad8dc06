import { DAILY_GOAL_LEVELS, type DailyGoalLevel } from "../decks/constants";
import { type DayModel, learnerDay } from "../time/learner-day";
import { type CatchUpChoice, type CatchUpPlan, catchUpHiddenThrough, catchUpPlan, isCatchUpHidden } from "./catch-up";

/** Everything the catch-up plan reads, at the time passed in. */
export interface CatchUpReads {
  now: Date;
  day: DayModel;
  /** The daily goal's level on the learner's day `now` falls in. */
  goalLevel: DailyGoalLevel;
  /** Backlog words (`isBacklogWord`) per deck, most first (ties by deck id). */
  duePerDeck: readonly { subDeckId: string; n: number }[];
  /** Snoozed or dismissed through this day; null when not. */
  hiddenThrough: string | null;
}

export interface CatchUpState {
  /** The plan the backlog calls for, whether or not the learner put it aside. */
  plan: CatchUpPlan | null;
  /** The deck with the most of the backlog (where "Start catching up" goes). */
  subDeckId: string | null;
  /** The learner's day now. */
  today: string;
  hiddenThrough: string | null;
}

/**
 * The backlog now, against the learner's daily review goal, on their day: the plan it calls for and
 * the deck to start with, without touching a database.
 */
export function planCatchUp(reads: CatchUpReads): CatchUpState {
  const today = learnerDay(reads.now, reads.day);
  const due = reads.duePerDeck.reduce((sum, deck) => sum + deck.n, 0);
  return {
    plan: catchUpPlan(due, DAILY_GOAL_LEVELS[reads.goalLevel].review, today),
    subDeckId: reads.duePerDeck[0]?.subDeckId ?? null,
    today,
    hiddenThrough: reads.hiddenThrough,
  };
}

/** The plan in force: null without a backlog or while the learner has put it aside (snoozed or dismissed). */
export function planInForce(state: CatchUpState): CatchUpPlan | null {
  return isCatchUpHidden(state.hiddenThrough, state.today) ? null : state.plan;
}

/** What Home shows: the plan in force with the deck to start with, or null. */
export function shownCatchUp(state: CatchUpState): (CatchUpPlan & { subDeckId: string | null }) | null {
  const plan = planInForce(state);
  return plan ? { ...plan, subDeckId: state.subDeckId } : null;
}

/** The learner's choice to write: the last day the plan stays out of sight (today when there is no plan). */
export function planCatchUpChoice(state: CatchUpState, choice: CatchUpChoice): { hiddenThrough: string } {
  return { hiddenThrough: catchUpHiddenThrough(choice, state.plan ?? { endDay: state.today }, state.today) };
}
