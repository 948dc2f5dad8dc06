import { type Clock, lastDayOnVacation, learnerDay } from "@app/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { userInfo } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { resolveDayModel } from "../daily-goals";

const vacationBody = z.object({ on: z.boolean() }).strict();

/**
 * Vacation mode (Settings): while on, the streak is paused (days away are not missed) and due words do
 * not turn overdue. Turning it off keeps the streak as it was: the next day studied continues it.
 */
export function registerVacationRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; clock: Clock }): void {
  const route = featureRoutes(deps.auth, "stats");

  const read = async (userId: string) => {
    const [row] = await deps.db
      .select({ since: userInfo.vacationSince, lastDay: userInfo.lastStreakUpdate })
      .from(userInfo)
      .where(eq(userInfo.userId, userId));
    if (!row) throw new AppError("NOT_FOUND", "Your profile was not found.");
    return row;
  };

  app.get(
    "/api/me/vacation",
    route({ summary: "Whether vacation mode is on", access: "registered" }),
    async (request) => {
      const row = await read(request.user!.id);
      return { on: row.since !== null, since: row.since };
    },
  );

  app.put(
    "/api/me/vacation",
    route({ summary: "Turn vacation mode on or off", access: "registered", body: vacationBody }),
    async (request) => {
      const { on } = parseOrThrow(vacationBody, request.body);
      const userId = request.user!.id;
      const day = await resolveDayModel(deps.db, request, userId);
      const today = learnerDay(deps.clock(), day);
      const row = await read(userId);
      if (on) {
        const since = row.since ?? today;
        await deps.db
          .update(userInfo)
          .set({ vacationSince: since, updatedAt: new Date() })
          .where(eq(userInfo.userId, userId));
        return { on: true, since };
      }
      // Back from vacation: the days away stay not missed (the streak's last day moves to yesterday).
      const lastDay = lastDayOnVacation(row.lastDay, row.since, today);
      await deps.db
        .update(userInfo)
        .set({ vacationSince: null, lastStreakUpdate: lastDay, updatedAt: new Date() })
        .where(eq(userInfo.userId, userId));
      return { on: false, since: null };
    },
  );
}
