// Works out exam plans off the request thread: a plan runs dozens of simulations of the days ahead.
// Plain JavaScript that registers the TypeScript loader itself (a worker does not inherit the parent's).
// The worker stays up between plans and answers one message at a time.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { planExam } = await import("@app/domain/planning/exam-planner");
const { forecastShares } = await import("@app/domain/planning/plan-forecast");

/** A plan for a goal, or a saved plan's forecast from the deck today. */
const answer = (job) =>
  job.kind === "forecast"
    ? forecastShares(job.learner, job.plan, job.today, job.seed)
    : planExam(job.learner, job.goal, job.seed);

parentPort.on("message", (job) => {
  const { id } = job;
  try {
    parentPort.postMessage({ id, ok: true, answer: answer(job) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
