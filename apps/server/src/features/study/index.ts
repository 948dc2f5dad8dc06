// What other features use of study: crediting studying to the learner's day (read and write around the
// domain's planStudyDay), the scheduler's card columns and recounting a word's review history.

export { recentAnswerTimes } from "./answer-times";
export { readDayActivity, writeStudyDay } from "./day-activity";
export { schedulerCardColumns } from "./repository";
export { assertSessionUnlocked } from "./unlock-check";
export { recountWordHistory } from "./word-history";
