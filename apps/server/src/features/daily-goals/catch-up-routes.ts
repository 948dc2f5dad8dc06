import type { Clock } from "@app/domain";
import { catchUpHiddenThrough, isCatchUpHidden } from "@app/domain/study/catch-up";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { userInfo } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { parseOrThrow } from "../../lib/parse";
import { readCatchUp } from "./catch-up-plan";

const choiceSchema = z
  .object({ choice: z.enum(["snooze", "dismiss"], { error: "Choose snooze or dismiss." }) })
  .strict();

/** The catch-up plan on Home: shown while the backlog lasts, until the learner snoozes or dismisses it. */
export function registerCatchUpRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; clock: Clock }): void {
  const signedIn = { preHandler: requireUser(deps.auth) };

  app.get(
    "/api/me/catch-up-plan",
    {
      ...signedIn,
      ...describeRoute({
        tag: "daily-goals",
        summary: "The catch-up plan for a backlog of reviews (null without one, or when put aside)",
        access: "session",
      }),
    },
    async (request) => {
      const state = await readCatchUp(deps.db, request, request.user!.id, deps.clock());
      const shown = state.plan && !isCatchUpHidden(state.hiddenThrough, state.today);
      return { plan: shown ? { ...state.plan, subDeckId: state.subDeckId } : null };
    },
  );

  app.put(
    "/api/me/catch-up-plan",
    {
      ...signedIn,
      ...describeRoute({
        tag: "daily-goals",
        summary: "Snooze the catch-up plan until tomorrow, or dismiss it until it would end",
        access: "session",
        body: choiceSchema,
      }),
    },
    async (request) => {
      const { choice } = parseOrThrow(choiceSchema, request.body);
      const userId = request.user!.id;
      const state = await readCatchUp(deps.db, request, userId, deps.clock());
      const hiddenThrough = catchUpHiddenThrough(choice, state.plan ?? { endDay: state.today }, state.today);
      await deps.db.update(userInfo).set({ catchUpHiddenThrough: hiddenThrough }).where(eq(userInfo.userId, userId));
      return { hiddenThrough };
    },
  );
}
