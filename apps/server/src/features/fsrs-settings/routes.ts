import type { Clock } from "@app/domain";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import { fsrsSettingsSchema } from "@app/domain/study/responses";
import { fsrsSettingsErrorMessage, fsrsSettingsUpdateSchema } from "@app/domain/study/validation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { describeRoute, type RouteDoc } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { keepingExamPlans } from "./practice-switch";
import type { FsrsSettingsRepository } from "./repository";
import { updateCards as updateDeckCards } from "./update-cards";

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
  loadBalancing: s.loadBalancing,
  easyDays: s.easyDays,
  leechThreshold: s.leechThreshold,
  weights: s.weights,
  lastOptimization: s.lastOptimization,
  updatedAt: s.updatedAt.toISOString(),
});

interface FsrsSettingsRouteDeps {
  auth: Auth;
  db: Db;
  settings: FsrsSettingsRepository;
  clock: Clock;
}

interface FsrsSettingsRouteContext extends FsrsSettingsRouteDeps {
  signedIn: { preHandler: ReturnType<typeof requireUser> };
  registered: { preHandler: ReturnType<typeof requireUser> };
}

const updateCardsBody = z.object({ subDeckId: subDeckIdSchema });

/** The document's entry of a route that answers with the settings (registered accounts, unless said). */
const settingsDoc = (summary: string, extra: Partial<RouteDoc> = {}) =>
  describeRoute({
    tag: "fsrs-settings",
    summary,
    access: "registered",
    responses: { 200: fsrsSettingsSchema },
    ...extra,
  });

function getSettings(app: FastifyInstance, c: FsrsSettingsRouteContext): void {
  app.get(
    "/api/me/fsrs-settings",
    {
      ...c.signedIn,
      ...settingsDoc("The scheduling settings", { access: "session" }),
    },
    async (request) => present(await c.settings.get(request.user!.id)),
  );
}

function updateSettings(app: FastifyInstance, c: FsrsSettingsRouteContext): void {
  app.put(
    "/api/me/fsrs-settings",
    {
      ...c.registered,
      ...settingsDoc("Change the scheduling settings", { body: fsrsSettingsUpdateSchema }),
    },
    async (request) => {
      const parsed = fsrsSettingsUpdateSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
        throw new AppError("VALIDATION_ERROR", fsrsSettingsErrorMessage(parsed.error.issues), fields);
      }
      const userId = request.user!.id;
      const update = () => c.settings.update(userId, parsed.data);
      // Production practice changes what the learner studies: their exam plans' new words follow.
      const saved =
        parsed.data.productionPractice === undefined
          ? await update()
          : await keepingExamPlans(c.db, userId, c.clock(), update);
      return present(saved);
    },
  );
}

function resetSettings(app: FastifyInstance, c: FsrsSettingsRouteContext): void {
  app.post(
    "/api/me/fsrs-settings/reset",
    {
      ...c.registered,
      ...settingsDoc("Back to the default settings"),
    },
    async (request) => {
      const userId = request.user!.id;
      // The reset turns Production practice off: the exam plans' new words follow.
      return present(await keepingExamPlans(c.db, userId, c.clock(), () => c.settings.reset(userId)));
    },
  );
}

/** Update Cards: recompute the next review of a deck's learned words with the current settings. */
function updateCards(app: FastifyInstance, c: FsrsSettingsRouteContext): void {
  app.post(
    "/api/me/fsrs-settings/update-cards",
    {
      ...c.registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Update Cards: reschedule a deck's learned words with the current settings",
        access: "registered",
        body: updateCardsBody,
      }),
    },
    async (request) => {
      const { subDeckId } = parseOrThrow(updateCardsBody, request.body);
      return updateDeckCards(c.db, request, { userId: request.user!.id, subDeckId }, c.clock());
    },
  );
}

export function registerFsrsSettingsRoutes(app: FastifyInstance, deps: FsrsSettingsRouteDeps): void {
  const context: FsrsSettingsRouteContext = {
    ...deps,
    signedIn: { preHandler: requireUser(deps.auth) },
    registered: { preHandler: requireUser(deps.auth, { registeredOnly: true }) },
  };
  for (const register of [getSettings, updateSettings, resetSettings, updateCards]) register(app, context);
}
