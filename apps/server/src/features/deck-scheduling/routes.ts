import type { Clock } from "@app/domain";
import { deckSchedulingResponseSchema, deckSchedulingSchema } from "@app/domain/decks/deck-scheduling";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import { deckSimulationInputsSchema } from "@app/domain/planning/deck-simulation-inputs";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { describeRoute } from "../../http/route-docs";
import { parseOrThrow } from "../../lib/parse";
import { resolveDayModel } from "../daily-goals";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { createDeckSchedulingRepository } from "./repository";
import { createDeckSchedulingService } from "./service";

export interface DeckSchedulingRouteDeps {
  auth: Auth;
  db: Db;
  settings: FsrsSettingsRepository;
  clock: Clock;
}

const params = z.object({ subDeckId: subDeckIdSchema });
const NOT_IN_COLLECTION = "404 when the deck is not in the learner's collection.";

/** A deck's desired retention and daily limits, and "Help me decide"'s inputs; only for the learner's own collection. */
export function registerDeckSchedulingRoutes(app: FastifyInstance, deps: DeckSchedulingRouteDeps): void {
  const service = createDeckSchedulingService(createDeckSchedulingRepository(deps.db), deps.settings);
  const signedIn = { preHandler: requireUser(deps.auth) };
  const doc = (summary: string, extra: { body?: z.ZodType; description?: string } = {}) =>
    describeRoute({
      tag: "collection",
      summary,
      access: "session",
      params,
      responses: { 200: deckSchedulingResponseSchema },
      description: NOT_IN_COLLECTION,
      ...extra,
    });

  app.get(
    "/api/me/decks/:subDeckId/scheduling",
    { ...signedIn, ...doc("A deck's desired retention and daily limits") },
    async (request) => {
      const { subDeckId } = parseOrThrow(params, request.params);
      return service.read(request.user!.id, subDeckId);
    },
  );

  app.put(
    "/api/me/decks/:subDeckId/scheduling",
    {
      ...signedIn,
      ...doc("Set a deck's desired retention and daily limits", {
        body: deckSchedulingSchema,
        description: `Null restores the learner's default retention, or removes a limit. ${NOT_IN_COLLECTION}`,
      }),
    },
    async (request) => {
      const { subDeckId } = parseOrThrow(params, request.params);
      const values = parseOrThrow(deckSchedulingSchema, request.body);
      return service.save(request.user!.id, subDeckId, values);
    },
  );

  app.get(
    "/api/me/decks/:subDeckId/scheduling/simulation",
    {
      ...signedIn,
      ...describeRoute({
        tag: "collection",
        summary: "What Help me decide simulates a deck from",
        description: `The learner's FSRS parameters, answer times and the deck's memory states and limits; the browser runs the simulation. ${NOT_IN_COLLECTION}`,
        access: "session",
        params,
        responses: { 200: deckSimulationInputsSchema },
      }),
    },
    async (request) => {
      const { subDeckId } = parseOrThrow(params, request.params);
      const userId = request.user!.id;
      const model = await resolveDayModel(deps.db, request, userId);
      return service.simulationInputs(userId, subDeckId, deps.clock(), model);
    },
  );
}
