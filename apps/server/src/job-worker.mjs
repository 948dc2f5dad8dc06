// The worker threads of the server's job pool (`lib/job-pool.ts`): one export per job kind, each loading its
// feature's code on first use, so a thread that only plans never loads the Anki reader or the optimizer.
// Plain JavaScript that registers the TypeScript loader itself (a worker does not inherit the parent's); in the
// bundle the loader is left out and the features' modules are chunks beside this file.
import { register } from "tsx/esm/api";

register();

/** Reads an upload's preview (imports). */
export async function importPreview(input) {
  const { importPreviewJob } = await import("./features/imports/import-jobs.ts");
  return importPreviewJob(input);
}

/** Reads and plans an import, a batch at a time over the task's port (imports). */
export async function importPlan(task) {
  const { importPlanJob } = await import("./features/imports/import-jobs.ts");
  return importPlanJob(task);
}

/** Works out an exam plan for a goal (exam plans). */
export async function examPlan(job) {
  const { planExam } = await import("@app/domain/planning/exam-planner");
  return planExam(job.learner, job.goal, job.seed);
}

/** A saved plan's forecast from the deck today (exam plans). */
export async function examForecast(job) {
  const { forecastShares } = await import("@app/domain/planning/plan-forecast");
  return forecastShares(job.learner, job.plan, job.today, job.seed);
}

/** Loads the optimizer's native binding on a thread while the reviews are read (optimizer). */
export async function optimizerWarm() {
  await import("./features/optimizer/fit-job.mjs");
}

/** Runs an optimization's fits, each reported over the task's port as it ends (optimizer). */
export async function optimizerFits(task) {
  const { runFits } = await import("./features/optimizer/fit-job.mjs");
  return runFits(task);
}
