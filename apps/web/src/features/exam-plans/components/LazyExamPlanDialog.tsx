import { lazyNamed } from "../../../lib/lazy-named";

/** The exam plan dialog (and its form), loaded when it is first opened. */
export const LazyExamPlanDialog = lazyNamed(() => import("./ExamPlanDialog"), "ExamPlanDialog");
