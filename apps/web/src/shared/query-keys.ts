import type { ExamPlanRequest } from "@app/domain/planning/exam-goal";

/**
 * TanStack Query keys of exam plans. Here, not in the exam-plans feature, because removing a deck, saving a
 * session and deleting an own deck invalidate them too, and the exam-plans feature itself uses the decks
 * feature: a key read through the feature would make the two import each other.
 */
export const examPlanKeys = {
  all: ["exam-plans"] as const,
  statuses: ["exam-plans", "statuses"] as const,
  plan: (subDeckId: string) => ["exam-plans", "deck", subDeckId] as const,
  preview: (subDeckId: string, goal: ExamPlanRequest) => ["exam-plans", "preview", subDeckId, goal] as const,
};
