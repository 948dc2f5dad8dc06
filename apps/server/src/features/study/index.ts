// What other features use of study: the scheduler's card columns and recounting a word's review history.
export { schedulerCardColumns } from "./repository";
export { creditStudyDay } from "./day-activity";
export { recountWordHistory } from "./word-history";
