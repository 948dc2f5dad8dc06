import type { ExamPlanOutcome, ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { examRangeLine, examStatusLine, planSentence } from "@app/domain/planning/plan-sentence";
import { formatDay, formatShortDay } from "../../../lib/format-date";

/** The planner's answer in one sentence, the date in the learner's locale. */
export function outcomeSentence(
  outcome: ExamPlanOutcome,
  goal: { examDate: string; targetPercent: number; minutesCap: number },
): string {
  return planSentence(outcome, goal, formatDay(goal.examDate));
}

/**
 * Home's line for a planned deck: "On track: 91 % expected by Jun 14" or "Behind: 14 new words a day
 * needed"; none once the exam day has come (the deck is back to its usual pace).
 */
export function statusLine(status: ExamPlanView["status"]): string | null {
  return examStatusLine(status, formatShortDay);
}

/** The forecast's range while the learner's parameters are the defaults ("Likely 84–96 %: …"), or none. */
export function rangeLine(status: ExamPlanView["status"]): string | null {
  return examRangeLine(status);
}
