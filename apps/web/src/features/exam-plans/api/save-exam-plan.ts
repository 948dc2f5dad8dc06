import type { ExamGoalInput } from "@app/domain/planning/exam-goal";
import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { meRequest } from "../../../lib/me-request";
import { examPlanUrl } from "./exam-plan-url";

/** PUT /api/me/decks/:subDeckId/exam-plan: sets the goal; answers the plan at once. */
export function saveExamPlan(subDeckId: string, goal: ExamGoalInput): Promise<{ plan: ExamPlanView }> {
  return meRequest(examPlanUrl(subDeckId), { method: "PUT", body: goal });
}
