import { DECKS_PER_LANGUAGE_PAGE, LANGUAGES_PER_PAGE, languageDisplayName, messages, paginate } from "@app/domain";
import { subDeckSchema, wordsPageSchema } from "@app/domain/decks/responses";
import {
  languageIdSchema,
  languageSubDecksQuerySchema,
  languagesQuerySchema,
  subDeckIdSchema,
  wordsQuerySchema,
} from "@app/domain/decks/validation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { CatalogueRepository } from "./repository";

/** Matches a search against a language's id, display name, description and flag code. */
function matchesLanguage(language: { id: string; description: string; flagCode: string }, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [language.id, languageDisplayName(language.id), language.description, language.flagCode].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

const languageParams = z.object({ languageId: languageIdSchema });
const subDeckParams = z.object({ subDeckId: subDeckIdSchema });

interface CatalogueRouteContext {
  catalogue: CatalogueRepository;
  route: ReturnType<typeof featureRoutes>;
}

function listLanguages(app: FastifyInstance, { catalogue, route }: CatalogueRouteContext): void {
  app.get(
    "/api/languages",
    route({
      summary: "Languages, searched and paged",
      access: "session",
      querystring: languagesQuerySchema,
    }),
    async (request) => {
      const query = parseOrThrow(languagesQuerySchema, request.query);
      const all = await catalogue.listLanguages();
      const matching = all.filter((l) => matchesLanguage(l, query.q ?? ""));
      return { ...paginate(matching, query.page, query.pageSize ?? LANGUAGES_PER_PAGE), totalLanguages: all.length };
    },
  );
}

function listLanguageDecks(app: FastifyInstance, { catalogue, route }: CatalogueRouteContext): void {
  app.get(
    "/api/languages/:languageId/sub-decks",
    route({
      summary: "A language's decks, paged",
      access: "session",
      params: languageParams,
      querystring: languageSubDecksQuerySchema,
    }),
    async (request) => {
      const { languageId } = parseOrThrow(languageParams, request.params);
      const query = parseOrThrow(languageSubDecksQuerySchema, request.query);
      if (!(await catalogue.languageExists(languageId))) throw new AppError("NOT_FOUND", "Language not found");
      const decks = await catalogue.listSubDecks(languageId, query.kind);
      return paginate(decks, query.page, query.pageSize ?? DECKS_PER_LANGUAGE_PAGE);
    },
  );
}

function getSubDeck(app: FastifyInstance, { catalogue, route }: CatalogueRouteContext): void {
  app.get(
    "/api/sub-decks/:subDeckId",
    route({
      summary: "One deck",
      access: "session",
      responses: { 200: subDeckSchema },
      params: subDeckParams,
    }),
    async (request) => {
      const { subDeckId } = parseOrThrow(subDeckParams, request.params);
      const deck = await catalogue.getSubDeck(subDeckId, request.user!.id);
      if (!deck) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
      return deck;
    },
  );
}

// A catalogue deck's words change only when the starter content loads, before the server listens: a page
// of them is the same for every learner with Production practice as theirs (on or off) for the life of the
// process, so it is kept (bounded) once read. Own decks change under their owner's hands and are private to
// some: never kept. Browsers keep neither: the switch changes a page at once.
const WORD_PAGES_KEPT = 2000;

function listSubDeckWords(app: FastifyInstance, { catalogue, route }: CatalogueRouteContext): void {
  const wordPages = new Map<string, unknown>();
  app.get(
    "/api/sub-decks/:subDeckId/words",
    route({
      summary: "A page of a deck's words",
      responses: { 200: wordsPageSchema },
      access: "session",
      params: subDeckParams,
      querystring: wordsQuerySchema,
    }),
    async (request) => {
      const { subDeckId } = parseOrThrow(subDeckParams, request.params);
      const query = parseOrThrow(wordsQuerySchema, request.query);
      const deck = await catalogue.getSubDeck(subDeckId, request.user!.id);
      if (!deck) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
      // Kept apart for learners with Production practice on and off: the production items are theirs alone.
      const key = `${subDeckId}:${deck.practiceOn}:${query.offset}:${query.limit}`;
      const kept = wordPages.get(key);
      if (kept) return kept;
      const items = await catalogue.listWords(subDeckId, query.offset, query.limit, deck.practiceOn);
      const page = { items, total: deck.wordCount, offset: query.offset, limit: query.limit };
      if (deck.ownDeckId) return page;
      if (wordPages.size >= WORD_PAGES_KEPT) wordPages.delete(wordPages.keys().next().value!);
      wordPages.set(key, page);
      return page;
    },
  );
}

/** The catalogue is the same for everyone, but only signed-in users (guests included) browse it. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; catalogue: CatalogueRepository },
): void {
  const context = { catalogue: deps.catalogue, route: featureRoutes(deps.auth, "catalogue") };
  for (const register of [listLanguages, listLanguageDecks, getSubDeck, listSubDeckWords]) register(app, context);
}
