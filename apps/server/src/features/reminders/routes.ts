import {
  reminderSettingsResponse,
  reminderSettingsSchema,
  reminderStopResponse,
} from "@app/domain/reminders/reminder-rules";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { userInfo } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { registerOneClickStop, STOP_LINK_INVALID } from "./one-click-stop";
import type { RemindersRepository } from "./repository";
import { userOfStopToken } from "./stop-token";

const stopBody = z.object({ token: z.string({ error: STOP_LINK_INVALID }).min(1, STOP_LINK_INVALID).max(300) });

/**
 * Settings → Reminders (`/api/me/reminders`, accounts only: a guest has no address) and the mail's stop:
 * the link's page asks `POST /api/reminders/stop` when its button is pressed, and a mail client's one-click
 * stop posts to the link itself (`one-click-stop.ts`). No session: the link's token names the learner.
 */
export function registerReminderRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; reminders: RemindersRepository; secret: string },
): void {
  const registered = { preHandler: requireUser(deps.auth, { registeredOnly: true }) };
  registerOneClickStop(app, deps);
  const doc = (summary: string, extra: Record<string, unknown> = {}) =>
    describeRoute({
      tag: "reminders",
      summary,
      access: "registered",
      responses: { 200: reminderSettingsResponse },
      ...extra,
    });

  const answer = async (userId: string, email: string) => {
    const [info] = await deps.db
      .select({ timeZone: userInfo.timeZone })
      .from(userInfo)
      .where(eq(userInfo.userId, userId));
    return { ...(await deps.reminders.read(userId)), email, timeZone: info?.timeZone ?? "UTC" };
  };

  app.get("/api/me/reminders", { ...registered, ...doc("The daily e-mail reminder's settings") }, async (request) =>
    answer(request.user!.id, request.user!.email),
  );

  app.put(
    "/api/me/reminders",
    {
      ...registered,
      ...doc("Turn the daily e-mail reminder on or off, at a local hour", { body: reminderSettingsSchema }),
    },
    async (request) => {
      const settings = parseOrThrow(reminderSettingsSchema, request.body);
      await deps.reminders.save(request.user!.id, settings);
      return answer(request.user!.id, request.user!.email);
    },
  );

  app.post(
    "/api/reminders/stop",
    {
      ...describeRoute({
        tag: "reminders",
        summary: "Stop daily reminders from the mail's link",
        access: "public",
        body: stopBody,
        responses: { 200: reminderStopResponse },
      }),
    },
    async (request) => {
      const { token } = parseOrThrow(stopBody, request.body);
      const userId = userOfStopToken(token, deps.secret);
      if (!userId) throw new AppError("VALIDATION_ERROR", STOP_LINK_INVALID);
      await deps.reminders.stop(userId);
      // The same answer whether they were on or already off: the link did what it says.
      return { stopped: true as const };
    },
  );
}
