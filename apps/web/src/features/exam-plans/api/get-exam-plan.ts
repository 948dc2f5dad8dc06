import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { meRequest } from "../../../lib/me-request";
import { examPlanUrl } from "./exam-plan-url";

/** GET /api/me/decks/:subDeckId/exam-plan: the deck's plan with today's status (null: none). */
export function getExamPlan(subDeckId: string): Promise<{ plan: ExamPlanView | null }> {
  return meRequest(examPlanUrl(subDeckId));
}
