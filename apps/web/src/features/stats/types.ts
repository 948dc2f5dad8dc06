import type { DayActivity } from "@app/domain/stats";
import type { UserStatsResponse } from "@app/domain/stats-responses";

export type { DayActivity };

/** GET /api/me/stats: the Stats tab's figures, days counted in the user's time zone. */
export type UserStats = UserStatsResponse;
