// What other features use of exam plans: a deck's saved plan as the app follows it (Learn New's count,
// the deck's retention in the plan's last weeks) and the words learned since the day began.

export type { StatusDeps as ExamPlanStatusDeps } from "./group-status";
export { createExamPlansRepository, type ExamPlansRepository } from "./repository";
export { startOfToday, storedPlan } from "./service";
export { examPlanStatusLines } from "./status-lines";
