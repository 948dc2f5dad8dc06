import type { PlanLearner } from "@app/domain/planning/exam-planner";
import { planLearnerFrom } from "@app/domain/planning/plan-learner";
import { effectiveRetention } from "@app/domain/study/effective-retention";
import type { DayModel } from "@app/domain/time/learner-day";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import type { ExamPlansRepository } from "./repository";

export interface LearnerReadDeps {
  plans: ExamPlansRepository;
  settings: FsrsSettingsRepository;
}

/**
 * What the planner is fed for decks planned together (the plan's deck first), read from the learner's
 * data: their FSRS parameters and settings, the first deck's desired retention (its own, else the
 * learner's default), every deck's studied words with their memory and history, and the words each
 * still has new (`newWordsOf`, given how many of its words have been studied or set aside).
 */
export async function readPlanLearner(
  deps: LearnerReadDeps,
  userId: string,
  subDeckIds: readonly string[],
  newWordsOf: (deck: number, studied: number) => number,
  now: Date,
  model: DayModel,
): Promise<{ learner: PlanLearner; newByDeck: number[]; weightsFitted: boolean }> {
  const [settings, deckRetention, ...studiedByDeck] = await Promise.all([
    deps.settings.get(userId),
    deps.plans.deckRetention(userId, subDeckIds[0]!),
    ...subDeckIds.map((id) => deps.plans.studiedWords(userId, id)),
  ]);
  const newByDeck = studiedByDeck.map((rows, i) => Math.max(0, newWordsOf(i, rows.length)));
  const learner = planLearnerFrom({
    weights: settings.weights,
    retention: effectiveRetention(settings.requestRetention, deckRetention),
    maximumInterval: settings.maximumInterval,
    buildingPhase: settings.reinforceNewCards,
    studied: studiedByDeck.flat(),
    newWords: newByDeck.reduce((a, b) => a + b, 0),
    now,
    model,
  });
  return { learner, newByDeck, weightsFitted: (settings.weights?.length ?? 0) > 0 };
}
