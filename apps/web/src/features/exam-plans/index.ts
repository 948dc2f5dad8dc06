/** Exam plans: the deck page's "Exam date" (with its dialog) and Home's status line on a deck's card. */
export { ExamPlanSection } from "./components/ExamPlanSection";
export { ExamPlanStatusLine } from "./components/ExamPlanStatusLine";
export { LazyExamPlanDialog } from "./components/LazyExamPlanDialog";
export { useExamPlan, useExamPlanStatuses } from "./hooks/useExamPlan";
