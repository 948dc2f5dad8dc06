// What other features use of study: the scheduler's card columns and recounting a word's review history.

export { creditStudyDay } from "./day-activity";
export { schedulerCardColumns } from "./repository";
export { assertSessionUnlocked } from "./unlock-check";
export { recountWordHistory } from "./word-history";
