import type { CatchUpChoice, CatchUpPlan } from "@app/domain/study/catch-up";
import { meRequest } from "../../../lib/me-request";

export interface CatchUpPlanView extends CatchUpPlan {
  /** The deck with the most of the backlog: where "Start catching up" goes. */
  subDeckId: string | null;
}

/** GET /api/me/catch-up-plan: the plan for a backlog of reviews; null without one or when put aside. */
export function getCatchUpPlan(): Promise<{ plan: CatchUpPlanView | null }> {
  return meRequest<{ plan: CatchUpPlanView | null }>("/me/catch-up-plan");
}

/** PUT /api/me/catch-up-plan: not today (back tomorrow), or dismissed until the plan would end. */
export function putCatchUpChoice(choice: CatchUpChoice): Promise<{ hiddenThrough: string }> {
  return meRequest<{ hiddenThrough: string }>("/me/catch-up-plan", { method: "PUT", body: { choice } });
}
