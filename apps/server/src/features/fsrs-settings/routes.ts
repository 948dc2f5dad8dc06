import type { Clock } from "@app/domain";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import { fsrsSettingsErrorMessage, fsrsSettingsUpdateSchema } from "@app/domain/study/validation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { FsrsSettingsRepository } from "./repository";
import { updateCards } from "./update-cards";

const present = (s: Awaited<ReturnType<FsrsSettingsRepository["get"]>>) => ({
  studyAlgorithm: s.studyAlgorithm,
  studyType: s.studyType,
  requestRetention: s.requestRetention,
  maximumInterval: s.maximumInterval,
  easyBonus: s.easyBonus,
  hardInterval: s.hardInterval,
  reinforceNewCards: s.reinforceNewCards,
  relearnMatureCards: s.relearnMatureCards,
  dayStartHour: s.dayStartHour,
  productionPractice: s.productionPractice,
  weights: s.weights,
  lastOptimization: s.lastOptimization,
  updatedAt: s.updatedAt.toISOString(),
});

export function registerFsrsSettingsRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; settings: FsrsSettingsRepository; clock: Clock },
): void {
  const signedIn = { preHandler: requireUser(deps.auth) };
  const registered = { preHandler: requireUser(deps.auth, { registeredOnly: true }) };
  const updateCardsBody = z.object({ subDeckId: subDeckIdSchema });

  app.get(
    "/api/me/fsrs-settings",
    { ...signedIn, ...describeRoute({ tag: "fsrs-settings", summary: "The scheduling settings", access: "session" }) },
    async (request) => present(await deps.settings.get(request.user!.id)),
  );

  app.put(
    "/api/me/fsrs-settings",
    {
      ...registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Change the scheduling settings",
        access: "registered",
        body: fsrsSettingsUpdateSchema,
      }),
    },
    async (request) => {
      const parsed = fsrsSettingsUpdateSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
        throw new AppError("VALIDATION_ERROR", fsrsSettingsErrorMessage(parsed.error.issues), fields);
      }
      return present(await deps.settings.update(request.user!.id, parsed.data));
    },
  );

  app.post(
    "/api/me/fsrs-settings/reset",
    {
      ...registered,
      ...describeRoute({ tag: "fsrs-settings", summary: "Back to the default settings", access: "registered" }),
    },
    async (request) => present(await deps.settings.reset(request.user!.id)),
  );

  /** Update Cards: recompute the next review of a deck's learned words with the current settings. */
  app.post(
    "/api/me/fsrs-settings/update-cards",
    {
      ...registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Update Cards: reschedule a deck's learned words with the current settings",
        access: "registered",
        body: updateCardsBody,
      }),
    },
    async (request) => {
      const { subDeckId } = parseOrThrow(updateCardsBody, request.body);
      return updateCards(deps.db, request, { userId: request.user!.id, subDeckId }, deps.clock());
    },
  );
}
