import type { ExamPlanRequest } from "@app/domain/planning/exam-goal";

/** TanStack Query keys of exam plans. */
export const examPlanKeys = {
  all: ["exam-plans"] as const,
  statuses: ["exam-plans", "statuses"] as const,
  plan: (subDeckId: string) => ["exam-plans", "deck", subDeckId] as const,
  preview: (subDeckId: string, goal: ExamPlanRequest) => ["exam-plans", "preview", subDeckId, goal] as const,
};
