import type { ExamPlanRequest } from "@app/domain/planning/exam-goal";
import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { meRequest } from "../../../lib/me-request";
import { examPlanUrl } from "./exam-plan-url";

/** PUT /api/me/decks/:subDeckId/exam-plan: sets the goal (with other decks planned together); answers the plan at once. */
export function saveExamPlan(subDeckId: string, request: ExamPlanRequest): Promise<{ plan: ExamPlanView }> {
  return meRequest(examPlanUrl(subDeckId), { method: "PUT", body: request });
}
