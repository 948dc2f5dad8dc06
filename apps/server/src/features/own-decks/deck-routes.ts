import {
  ownDeckInputSchema,
  ownDeckPatchSchema,
  WRITING_LANGUAGE,
  WRITING_NEEDS_CHINESE,
} from "@app/domain/create/own-deck";
import { ownDeckSchema, ownDecksSchema, sharedDeckSchema } from "@app/domain/create/responses";

import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { DECK_NOT_FOUND, deckParams, type OwnDeckRouteContext } from "./route-context";

export function listOwnDecks(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.get(
    "/api/me/own-decks",
    { ...c.account, ...c.doc("The learner's own decks, last edited first", {}, ownDecksSchema) },
    async (request) => ({ items: await c.ownDecks.list(request.user!.id) }),
  );
}

export function createOwnDeck(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.post(
    "/api/me/own-decks",
    { ...c.account, ...c.doc("Create an own deck", { body: ownDeckInputSchema, responses: { 201: ownDeckSchema } }) },
    async (request, reply) => {
      const input = parseOrThrow(ownDeckInputSchema, request.body);
      const row = await c.ownDecks.create(request.user!.id, input);
      return reply.status(201).send(await c.ownDecks.full(row));
    },
  );
}

export function getOwnDeck(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.get(
    "/api/me/own-decks/:deckId",
    { ...c.account, ...c.doc("One own deck with its sets", { params: deckParams }, ownDeckSchema) },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      return c.ownDecks.full(await c.mine(request, deckId));
    },
  );
}

export function updateOwnDeck(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.patch(
    "/api/me/own-decks/:deckId",
    {
      ...c.account,
      ...c.doc("Change an own deck's settings", { params: deckParams, body: ownDeckPatchSchema }, ownDeckSchema),
    },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const patch = parseOrThrow(ownDeckPatchSchema, request.body);
      const row = await c.mine(request, deckId);
      const writing = patch.writing ?? row.writing;
      if (writing && (patch.termLanguage ?? row.termLanguage) !== WRITING_LANGUAGE) {
        throw new AppError("VALIDATION_ERROR", WRITING_NEEDS_CHINESE, { writing: WRITING_NEEDS_CHINESE });
      }
      return c.ownDecks.full(await c.ownDecks.update(row, patch));
    },
  );
}

export function deleteOwnDeck(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.delete(
    "/api/me/own-decks/:deckId",
    { ...c.account, ...c.doc("Delete an own deck (from every collection)", { params: deckParams }) },
    async (request, reply) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      await c.ownDecks.remove(await c.mine(request, deckId));
      return reply.status(204).send();
    },
  );
}

export function getSharedDeck(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.get(
    "/api/own-decks/:deckId",
    {
      ...c.signedIn,
      ...c.doc(
        "A shared deck, through its link (unlisted or public)",
        { params: deckParams, access: "session" },
        sharedDeckSchema,
      ),
    },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const deck = await c.ownDecks.shared(request.user!.id, deckId);
      if (!deck) throw new AppError("NOT_FOUND", DECK_NOT_FOUND);
      return deck;
    },
  );
}

export function addSharedDeck(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.post(
    "/api/me/own-decks/:deckId/add",
    {
      ...c.signedIn,
      ...c.doc("Add every set of a shared deck to the collection", { params: deckParams, access: "session" }),
    },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const deck = await c.ownDecks.shared(request.user!.id, deckId);
      if (!deck) throw new AppError("NOT_FOUND", DECK_NOT_FOUND);
      return { added: await c.ownDecks.addToCollection(request.user!.id, deckId) };
    },
  );
}
