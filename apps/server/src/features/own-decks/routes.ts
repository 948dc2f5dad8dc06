import { messages } from "@app/domain";
import {
  addWordsSchema,
  ownDeckIdSchema,
  ownDeckInputSchema,
  ownDeckPatchSchema,
  ownWordsQuerySchema,
  WRITING_LANGUAGE,
  WRITING_NEEDS_CHINESE,
  wordOrderSchema,
  wordPatchSchema,
} from "@app/domain/create/own-deck";
import { rowIdParamSchema } from "@app/domain/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { OwnDecksRepository } from "./repository";

export const DECK_NOT_FOUND = "This deck does not exist, or it is private.";
const WORD_NOT_FOUND = "This word is not in the deck.";

/** Signed-in accounts only: a guest gets the spec's text for Create. */
export function requireAccount(auth: Auth) {
  const signedIn = requireUser(auth);
  return async (request: FastifyRequest) => {
    await signedIn(request);
    if (request.user!.isAnonymous) throw new AppError("FORBIDDEN", messages.guests.create);
  };
}

export function registerOwnDeckRoutes(app: FastifyInstance, deps: { auth: Auth; ownDecks: OwnDecksRepository }) {
  const { ownDecks } = deps;
  const account = { preHandler: requireAccount(deps.auth) };
  const signedIn = { preHandler: requireUser(deps.auth) };
  const deckParams = z.object({ deckId: ownDeckIdSchema });
  const wordParams = z.object({ deckId: ownDeckIdSchema, wordId: rowIdParamSchema });
  const doc = (summary: string, extra: Record<string, unknown> = {}) =>
    describeRoute({ tag: "create", summary, access: "registered", ...extra });

  /** The caller's own deck by id; 404 (never 403) for anyone else's, so ids reveal nothing. */
  async function mine(request: FastifyRequest, deckId: string) {
    const row = await ownDecks.owned(request.user!.id, deckId);
    if (!row) throw new AppError("NOT_FOUND", DECK_NOT_FOUND);
    return row;
  }

  app.get(
    "/api/me/own-decks",
    { ...account, ...doc("The learner's own decks, last edited first") },
    async (request) => ({
      items: await ownDecks.list(request.user!.id),
    }),
  );

  app.post(
    "/api/me/own-decks",
    { ...account, ...doc("Create an own deck", { body: ownDeckInputSchema }) },
    async (request, reply) => {
      const input = parseOrThrow(ownDeckInputSchema, request.body);
      const row = await ownDecks.create(request.user!.id, input);
      return reply.status(201).send(await ownDecks.full(row));
    },
  );

  app.get(
    "/api/me/own-decks/:deckId",
    { ...account, ...doc("One own deck with its sets", { params: deckParams }) },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      return ownDecks.full(await mine(request, deckId));
    },
  );

  app.patch(
    "/api/me/own-decks/:deckId",
    { ...account, ...doc("Change an own deck's settings", { params: deckParams, body: ownDeckPatchSchema }) },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const patch = parseOrThrow(ownDeckPatchSchema, request.body);
      const row = await mine(request, deckId);
      const writing = patch.writing ?? row.writing;
      if (writing && (patch.termLanguage ?? row.termLanguage) !== WRITING_LANGUAGE) {
        throw new AppError("VALIDATION_ERROR", WRITING_NEEDS_CHINESE, { writing: WRITING_NEEDS_CHINESE });
      }
      return ownDecks.full(await ownDecks.update(row, patch));
    },
  );

  app.delete(
    "/api/me/own-decks/:deckId",
    { ...account, ...doc("Delete an own deck (from every collection)", { params: deckParams }) },
    async (request, reply) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      await ownDecks.remove(await mine(request, deckId));
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/me/own-decks/:deckId/words",
    {
      ...account,
      ...doc("A page of an own deck's words, in deck order", { params: deckParams, querystring: ownWordsQuerySchema }),
    },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const query = parseOrThrow(ownWordsQuerySchema, request.query);
      await mine(request, deckId);
      return ownDecks.listWords(deckId, query.offset, query.limit);
    },
  );

  app.post(
    "/api/me/own-decks/:deckId/words",
    { ...account, ...doc("Append words to an own deck", { params: deckParams, body: addWordsSchema }) },
    async (request, reply) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const input = parseOrThrow(addWordsSchema, request.body);
      const row = await mine(request, deckId);
      const ids = await ownDecks.addWords(row, input.words);
      return reply.status(201).send({ items: await ownDecks.wordsByIds(deckId, ids) });
    },
  );

  app.patch(
    "/api/me/own-decks/:deckId/words/:wordId",
    {
      ...account,
      ...doc("Edit a word (every learner keeps their progress)", { params: wordParams, body: wordPatchSchema }),
    },
    async (request) => {
      const { deckId, wordId } = parseOrThrow(wordParams, request.params);
      const patch = parseOrThrow(wordPatchSchema, request.body);
      const row = await mine(request, deckId);
      if (!(await ownDecks.updateWord(row, wordId, patch))) throw new AppError("NOT_FOUND", WORD_NOT_FOUND);
      const [word] = await ownDecks.wordsByIds(deckId, [wordId]);
      return word;
    },
  );

  app.delete(
    "/api/me/own-decks/:deckId/words/:wordId",
    { ...account, ...doc("Delete a word (from every collection)", { params: wordParams }) },
    async (request, reply) => {
      const { deckId, wordId } = parseOrThrow(wordParams, request.params);
      const row = await mine(request, deckId);
      if (!(await ownDecks.deleteWord(row, wordId))) throw new AppError("NOT_FOUND", WORD_NOT_FOUND);
      return reply.status(204).send();
    },
  );

  app.put(
    "/api/me/own-decks/:deckId/order",
    { ...account, ...doc("Put an own deck's words in a new order", { params: deckParams, body: wordOrderSchema }) },
    async (request, reply) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const { wordIds } = parseOrThrow(wordOrderSchema, request.body);
      const row = await mine(request, deckId);
      if (!(await ownDecks.reorder(row, wordIds))) {
        throw new AppError("VALIDATION_ERROR", "Send every word of the deck exactly once, in the new order.", {
          wordIds: "Send every word of the deck exactly once.",
        });
      }
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/own-decks/:deckId",
    {
      ...signedIn,
      ...doc("A shared deck, through its link (unlisted or public)", { params: deckParams, access: "session" }),
    },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const deck = await ownDecks.shared(request.user!.id, deckId);
      if (!deck) throw new AppError("NOT_FOUND", DECK_NOT_FOUND);
      return deck;
    },
  );

  app.post(
    "/api/me/own-decks/:deckId/add",
    {
      ...signedIn,
      ...doc("Add every set of a shared deck to the collection", { params: deckParams, access: "session" }),
    },
    async (request) => {
      const { deckId } = parseOrThrow(deckParams, request.params);
      const deck = await ownDecks.shared(request.user!.id, deckId);
      if (!deck) throw new AppError("NOT_FOUND", DECK_NOT_FOUND);
      return { added: await ownDecks.addToCollection(request.user!.id, deckId) };
    },
  );
}
