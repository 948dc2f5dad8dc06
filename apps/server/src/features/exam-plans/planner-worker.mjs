// Works out exam plans off the request thread: a plan runs dozens of simulations of the days ahead.
// Plain JavaScript that registers the TypeScript loader itself (a worker does not inherit the parent's).
// The worker stays up between plans and answers one message at a time.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { planExam } = await import("@app/domain/planning/exam-planner");

parentPort.on("message", ({ id, learner, goal, seed }) => {
  try {
    parentPort.postMessage({ id, ok: true, plan: planExam(learner, goal, seed) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
