import { type Clock, DAILY_GOAL_LEVELS, type DayModel, goalPercent, learnerDay } from "@app/domain";
import { dailyGoalsSchema } from "@app/domain/decks/responses";
import { dailyGoalSchema } from "@app/domain/decks/validation";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { parseOrThrow } from "../../lib/parse";
import type { DailyGoalsRepository } from "./repository";
import { resolveDayModel } from "./time-zone";

export function registerDailyGoalRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; goals: DailyGoalsRepository; clock: Clock },
): void {
  const route = featureRoutes(deps.auth, "daily-goals");

  const summary = async (userId: string, model: DayModel) => {
    const timeZone = model.timeZone;
    const day = learnerDay(deps.clock(), model);
    const today = await deps.goals.today(userId, day);
    const target = DAILY_GOAL_LEVELS[today.level];
    return {
      day,
      timeZone,
      level: today.level,
      learned: today.learned,
      reviewed: today.reviewed,
      targets: { learn: target.learn, review: target.review },
      percent: {
        learned: goalPercent(today.learned, target.learn),
        reviewed: goalPercent(today.reviewed, target.review),
      },
    };
  };

  app.get(
    "/api/me/daily-goals",
    route({ summary: "Today's goals and progress", access: "session", responses: { 200: dailyGoalsSchema } }),
    async (request) => {
      const userId = request.user!.id;
      return summary(userId, await resolveDayModel(deps.db, request, userId));
    },
  );

  app.put(
    "/api/me/daily-goals",
    route({
      summary: "Set today's goal level",
      responses: { 200: dailyGoalsSchema },
      access: "session",
      body: dailyGoalSchema,
    }),
    async (request) => {
      const { level } = parseOrThrow(dailyGoalSchema, request.body);
      const userId = request.user!.id;
      const model = await resolveDayModel(deps.db, request, userId);
      await deps.goals.setLevel(userId, learnerDay(deps.clock(), model), level);
      return summary(userId, model);
    },
  );
}
