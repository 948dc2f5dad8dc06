import { addWordsSchema, ownWordsQuerySchema, wordOrderSchema, wordPatchSchema } from "@app/domain/create/own-deck";
import { addedOwnWordsSchema, ownWordSchema, ownWordsPageSchema } from "@app/domain/create/responses";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { deckParams, type OwnDeckRouteContext, WORD_NOT_FOUND, wordParams } from "./route-context";

export function listOwnWords(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.get(
    "/api/me/own-decks/:deckId/words",
    {
      ...c.account,
      ...c.doc(
        "A page of an own deck's words, in deck order",
        { params: deckParams, querystring: ownWordsQuerySchema },
        ownWordsPageSchema,
      ),
    },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const query = parseOrThrow(ownWordsQuerySchema, request.query);
      await c.mine(request, deckId);
      return c.ownDecks.listWords(deckId, query.offset, query.limit);
    },
  );
}

export function addOwnWords(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.post(
    "/api/me/own-decks/:deckId/words",
    {
      ...c.account,
      ...c.doc("Append words to an own deck", {
        params: deckParams,
        body: addWordsSchema,
        responses: { 201: addedOwnWordsSchema },
      }),
    },
    async (request, reply) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const input = parseOrThrow(addWordsSchema, request.body);
      const row = await c.mine(request, deckId);
      const ids = await c.ownDecks.addWords(row, input.words);
      return reply.status(201).send({ items: await c.ownDecks.wordsByIds(deckId, ids) });
    },
  );
}

export function updateOwnWord(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.patch(
    "/api/me/own-decks/:deckId/words/:wordId",
    {
      ...c.account,
      ...c.doc(
        "Edit a word (every learner keeps their progress)",
        { params: wordParams, body: wordPatchSchema },
        ownWordSchema,
      ),
    },
    async (request) => {
      const { deckId, wordId } = parseOrThrow(wordParams, request.params);
      const patch = parseOrThrow(wordPatchSchema, request.body);
      const row = await c.mine(request, deckId);
      if (!(await c.ownDecks.updateWord(row, wordId, patch))) throw new AppError("NOT_FOUND", WORD_NOT_FOUND);
      const [word] = await c.ownDecks.wordsByIds(deckId, [wordId]);
      return word;
    },
  );
}

export function deleteOwnWord(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.delete(
    "/api/me/own-decks/:deckId/words/:wordId",
    { ...c.account, ...c.doc("Delete a word (from every collection)", { params: wordParams }) },
    async (request, reply) => {
      const { deckId, wordId } = parseOrThrow(wordParams, request.params);
      const row = await c.mine(request, deckId);
      if (!(await c.ownDecks.deleteWord(row, wordId))) throw new AppError("NOT_FOUND", WORD_NOT_FOUND);
      return reply.status(204).send();
    },
  );
}

export function reorderOwnWords(app: FastifyInstance, c: OwnDeckRouteContext): void {
  app.put(
    "/api/me/own-decks/:deckId/order",
    { ...c.account, ...c.doc("Put an own deck's words in a new order", { params: deckParams, body: wordOrderSchema }) },
    async (request, reply) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const { wordIds } = parseOrThrow(wordOrderSchema, request.body);
      const row = await c.mine(request, deckId);
      if (!(await c.ownDecks.reorder(row, wordIds))) {
        throw new AppError("VALIDATION_ERROR", "Send every word of the deck exactly once, in the new order.", {
          wordIds: "Send every word of the deck exactly once.",
        });
      }
      return reply.status(204).send();
    },
  );
}
