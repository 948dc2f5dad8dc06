import type { ExamPlanStatus } from "./exam-plan";
import type { ExamPlanOutcome } from "./exam-plan-responses";

/** The planner's answer in one plain sentence; dates come formatted in the learner's locale. */
export function planSentence(
  outcome: ExamPlanOutcome,
  goal: { targetPercent: number; minutesCap: number },
  examDay: string,
): string {
  const minutes = (n: number) => `${n} ${n === 1 ? "minute" : "minutes"}`;
  const words = (n: number) => `${n} new ${n === 1 ? "word" : "words"}`;
  if (outcome.feasible) {
    return `${words(outcome.newPerDay)} a day: you will know ${outcome.predictedPercent} % by ${examDay}, in about ${minutes(Math.ceil(outcome.minutesAverage))} a day (${Math.ceil(outcome.minutesPeak)} at most).`;
  }
  const start = `At ${minutes(goal.minutesCap)} a day you will know ${outcome.predictedPercent} % by ${examDay}`;
  // The planner aims a little above the target: a forecast just over it is not a plan that reaches it.
  if (outcome.predictedPercent >= goal.targetPercent) {
    const close = `${start}, too close to ${goal.targetPercent} % to count on`;
    return outcome.minutesForTarget === null
      ? `${close}.`
      : `${close}; ${minutes(outcome.minutesForTarget)} a day reaches it with room to spare.`;
  }
  return outcome.minutesForTarget === null
    ? `${start}; ${goal.targetPercent} % is out of reach by then.`
    : `${start}; ${minutes(outcome.minutesForTarget)} a day reaches ${goal.targetPercent} %.`;
}

/** A plan's status as Home and the reminder mail say it; none once the exam day has come. */
export function examStatusLine(status: ExamPlanStatus, shortDay: (calendarDay: string) => string): string | null {
  const wordsNeeded = (n: number) => `${n} new ${n === 1 ? "word" : "words"} a day needed`;
  if (status.kind === "on-track") {
    const expected = `On track: ${status.percent} % expected by ${shortDay(status.examDate)}`;
    return status.wordsBehind && status.newPerDay !== undefined
      ? `${expected}; ${wordsNeeded(status.newPerDay)}`
      : expected;
  }
  if (status.kind === "behind") {
    const needed = wordsNeeded(status.newPerDay);
    if (status.percent === undefined) return `Behind: ${needed}`;
    const expected = `Behind: ${status.percent} % expected by ${shortDay(status.examDate)}`;
    return status.wordsBehind ? `${expected}; ${needed}` : expected;
  }
  return null;
}

/**
 * The forecast's range under a plan's status while the learner's memory is the default model's; none once their
 * FSRS parameters are fitted (the forecast then plays their own memory).
 */
export function examRangeLine(status: ExamPlanStatus): string | null {
  if (status.kind === "done" || !status.range) return null;
  const { low, high } = status.range;
  return `Likely ${low}–${high} %: until your parameters are optimized, your memory may be faster or slower than the default model's.`;
}
