// What other features use of daily goals: the learner's day (time zone, day start) and the catch-up plan.
export { readCatchUpPlan } from "./catch-up-plan";
export { chooseTimeZone, resolveDayModel, sentTimeZone, TIME_ZONE_HEADER } from "./time-zone";
