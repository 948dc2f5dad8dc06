import { meRequest } from "../../../lib/me-request";
import { examPlanUrl } from "./exam-plan-url";

/** DELETE /api/me/decks/:subDeckId/exam-plan: the deck goes back to its usual pace and retention. */
export function removeExamPlan(subDeckId: string): Promise<{ ok: boolean; message: string }> {
  return meRequest(examPlanUrl(subDeckId), { method: "DELETE" });
}
