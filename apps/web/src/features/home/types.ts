import type { DailyGoalsResponse, UpdateResponse } from "@app/domain/decks/responses";

export type Update = UpdateResponse;

/** GET/PUT /api/me/daily-goals: today's goal in the user's time zone. */
export type DailyGoals = DailyGoalsResponse;
