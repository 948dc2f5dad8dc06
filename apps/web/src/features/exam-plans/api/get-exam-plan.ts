import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { meRequest } from "../../../lib/me-request";
import { fromCopyWhenUnreachable } from "../../offline";
import { examPlanUrl } from "./exam-plan-url";

/**
 * GET /api/me/decks/:subDeckId/exam-plan: the deck's plan with today's status (null: none). With no network,
 * the plan the deck's copy on this device kept (marked as the copy's).
 */
export async function getExamPlan(subDeckId: string): Promise<{ plan: ExamPlanView | null }> {
  try {
    return await meRequest(examPlanUrl(subDeckId));
  } catch (error) {
    return fromCopyWhenUnreachable(error, (reads, userId) => reads.examPlanFromCopy(userId, subDeckId));
  }
}
