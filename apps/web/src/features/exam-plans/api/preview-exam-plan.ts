import type { ExamPlanRequest } from "@app/domain/planning/exam-goal";
import type { ExamPlanOutcome } from "@app/domain/planning/exam-plan-responses";
import { meRequest } from "../../../lib/me-request";
import { examPlanUrl } from "./exam-plan-url";

/** POST /api/me/decks/:subDeckId/exam-plan/preview: the planner's answer for a goal, nothing saved. */
export function previewExamPlan(subDeckId: string, request: ExamPlanRequest): Promise<{ outcome: ExamPlanOutcome }> {
  return meRequest(`${examPlanUrl(subDeckId)}/preview`, { method: "POST", body: request });
}
