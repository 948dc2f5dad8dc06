import type { examPlanStatusesSchema } from "@app/domain/planning/exam-plan-responses";
import type { z } from "zod";
import { meRequest } from "../../../lib/me-request";

export type ExamPlanStatuses = z.infer<typeof examPlanStatusesSchema>;

/** GET /api/me/exam-plans: every planned deck's status, for Home's cards. */
export function getExamPlanStatuses(): Promise<ExamPlanStatuses> {
  return meRequest("/me/exam-plans");
}
