import type { Clock } from "@app/domain";
import { shownCatchUp } from "@app/domain/study/catch-up-plan";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { parseOrThrow } from "../../lib/parse";
import { saveCatchUpChoice } from "./catch-up-choice";
import { readCatchUp } from "./catch-up-plan";

const choiceSchema = z
  .object({ choice: z.enum(["snooze", "dismiss"], { error: "Choose snooze or dismiss." }) })
  .strict();

/** The catch-up plan on Home: shown while the backlog lasts, until the learner snoozes or dismisses it. */
export function registerCatchUpRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; clock: Clock }): void {
  const route = featureRoutes(deps.auth, "daily-goals");

  app.get(
    "/api/me/catch-up-plan",
    route({
      summary: "The catch-up plan for a backlog of reviews (null without one, or when put aside)",
      access: "session",
    }),
    async (request) => {
      return { plan: shownCatchUp(await readCatchUp(deps.db, request, request.user!.id, deps.clock())) };
    },
  );

  app.put(
    "/api/me/catch-up-plan",
    route({
      summary: "Snooze the catch-up plan until tomorrow, or dismiss it until it would end",
      access: "session",
      body: choiceSchema,
    }),
    async (request) => {
      const { choice } = parseOrThrow(choiceSchema, request.body);
      return saveCatchUpChoice(deps.db, request, request.user!.id, deps.clock(), choice);
    },
  );
}
