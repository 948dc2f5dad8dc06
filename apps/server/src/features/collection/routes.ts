import { type Clock, countWords, messages, sessionAvailability, unlockCounts } from "@app/domain";
import { deckProgressSchema, myDecksSchema } from "@app/domain/decks/responses";
import { addDeckSchema, subDeckIdSchema } from "@app/domain/decks/validation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { CatalogueRepository } from "../catalogue";
import { readCatchUpPlan } from "../daily-goals";
import { type CollectionRepository, minedThisWeek as countMinedThisWeek } from "./repository";

export interface CollectionRouteDeps {
  auth: Auth;
  /** For the learner's day and daily goal (the catch-up plan on the deck page). */
  db: Db;
  catalogue: CatalogueRepository;
  collection: CollectionRepository;
  clock: Clock;
}

/** The personal collection. Every query is scoped to the signed-in user from the session. */
export function registerCollectionRoutes(app: FastifyInstance, deps: CollectionRouteDeps): void {
  const { catalogue, collection, clock } = deps;
  const route = featureRoutes(deps.auth, "collection");
  const params = z.object({ subDeckId: subDeckIdSchema });

  app.get(
    "/api/me/decks",
    route({ summary: "The decks in the collection", access: "session", responses: { 200: myDecksSchema } }),
    async (request) => {
      return { items: await collection.listUserDecks(request.user!.id, deps.clock()) };
    },
  );

  app.post(
    "/api/me/decks",
    route({ summary: "Add a deck to the collection", access: "session", body: addDeckSchema }),
    async (request, reply) => {
      const { subDeckId } = parseOrThrow(addDeckSchema, request.body);
      const deck = await catalogue.getSubDeck(subDeckId, request.user!.id);
      if (!deck) throw new AppError("NOT_FOUND", messages.decks.notAvailable);
      const added = await collection.addDeck(request.user!.id, subDeckId);
      if (!added) throw new AppError("CONFLICT", messages.decks.alreadyInCollection(deck.name));
      return reply.status(201).send({ subDeckId, name: deck.name, message: messages.decks.added(deck.name) });
    },
  );

  app.delete(
    "/api/me/decks/:subDeckId",
    route({ summary: "Remove a deck from the collection", access: "session", params }),
    async (request) => {
      const { subDeckId } = parseOrThrow(params, request.params);
      const removed = await collection.removeDeck(request.user!.id, subDeckId);
      if (!removed) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
      return { ok: true, message: messages.decks.removed };
    },
  );

  /** The deck page's user data: progress per word, the counts and which sessions are unlocked. */
  app.get(
    "/api/me/decks/:subDeckId/progress",
    route({
      summary: "A deck's page: progress per word, counts and unlocked sessions",
      responses: { 200: deckProgressSchema },
      access: "session",
      params,
    }),
    async (request) => {
      const { subDeckId } = parseOrThrow(params, request.params);
      const deck = await catalogue.getSubDeck(subDeckId, request.user!.id);
      if (!deck) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
      const userId = request.user!.id;
      const now = clock();
      // A backlog across the learner's decks: the catch-up plan pauses new words.
      const [inCollection, progress, vacation, catchUp, minedThisWeek] = await Promise.all([
        collection.isInCollection(userId, subDeckId),
        collection.listDeckProgress(userId, subDeckId),
        collection.onVacation(userId),
        readCatchUpPlan(deps.db, request, userId, now),
        deck.ownDeckId ? countMinedThisWeek(deps.db, subDeckId, now) : 0,
      ]);
      // The deck's counts, by the one definition every screen uses (domain decks/word-counts).
      const counts = countWords(deck.wordCount, progress, now);
      return {
        deck,
        inCollection,
        now: now.toISOString(),
        vacation,
        catchUp,
        counts,
        sessions: sessionAvailability(unlockCounts(counts, deck.words)),
        progress,
        minedThisWeek,
      };
    },
  );
}
