import { catalogueSearchQuerySchema } from "@app/domain/decks/search";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import { describeRoute } from "../../http/route-docs";
import { parseOrThrow } from "../../lib/parse";
import type { SearchRepository } from "./repository";

/** Explore's search over decks and words of every language (signed-in users, guests included). */
export function registerSearchRoutes(app: FastifyInstance, deps: { auth: Auth; search: SearchRepository }): void {
  app.get(
    "/api/search",
    {
      preHandler: requireUser(deps.auth),
      ...describeRoute({
        tag: "catalogue",
        summary: "Search decks and words in every language",
        description: "Decks by name and description; words by term, reading and meaning. Exact matches first.",
        access: "session",
        querystring: catalogueSearchQuerySchema,
      }),
    },
    async (request) => {
      const { q } = parseOrThrow(catalogueSearchQuerySchema, request.query);
      return deps.search.search(q);
    },
  );
}
