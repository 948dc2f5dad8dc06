export const homeKeys = {
  updates: ["updates"] as const,
  dailyGoals: ["daily-goals"] as const,
  catchUpPlan: ["catch-up-plan"] as const,
};
