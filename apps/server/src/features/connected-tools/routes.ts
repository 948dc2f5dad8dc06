import { storableText } from "@app/domain/text";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/database";
import { miningBrowse, ownDecks, subDecks, words } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { requireAccount } from "../own-decks";
import { type ConnectedTools, MAX_KEYS } from "./repository";

const TOOL_NOT_FOUND = "This connected tool is not in your list (it may have been revoked already).";
const TOO_MANY = `You can connect at most ${MAX_KEYS} tools. Revoke one you no longer use first.`;
const createBody = z.object({
  name: storableText(
    z
      .string({ error: "Give the tool a name." })
      .trim()
      .min(1, "Give the tool a name.")
      .max(60, "A name has at most 60 characters."),
  ),
});
const toolParams = z.object({ id: z.uuid({ error: TOOL_NOT_FOUND }) });

/**
 * Settings → Connected tools: keys that mining tools (Yomitan, asbplayer…) send to `/ankiconnect`. A key is
 * shown once, when it is made; the list shows names, the key's first characters and when each was last used.
 */
export function registerConnectedToolRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; tools: ConnectedTools },
): void {
  const { tools } = deps;
  const account = { preHandler: requireAccount(deps.auth) };
  const doc = (summary: string, extra: Record<string, unknown> = {}) =>
    describeRoute({ tag: "mining", summary, access: "registered", ...extra });

  app.get("/api/me/connected-tools", { ...account, ...doc("The learner's connected tools") }, async (request) => ({
    items: await tools.list(request.user!.id),
  }));

  app.post(
    "/api/me/connected-tools",
    { ...account, ...doc("Connect a tool: answers its key, once", { body: createBody }) },
    async (request, reply) => {
      const { name } = parseOrThrow(createBody, request.body);
      const userId = request.user!.id;
      if ((await tools.count(userId)) >= MAX_KEYS) throw new AppError("CONFLICT", TOO_MANY);
      return reply.status(201).send(await tools.create(userId, name));
    },
  );

  app.delete(
    "/api/me/connected-tools/:id",
    { ...account, ...doc("Revoke a tool's key", { params: toolParams }) },
    async (request, reply) => {
      const { id } = parseOrThrow(toolParams, request.params);
      if (!(await tools.revoke(request.user!.id, id))) throw new AppError("NOT_FOUND", TOOL_NOT_FOUND);
      return reply.status(204).send();
    },
  );

  // What a tool asked to show (`guiBrowse`): read once by the web app, then forgotten.
  app.post(
    "/api/me/connected-tools/browse/take",
    { ...account, ...doc("The words a tool asked to show, then forgotten") },
    async (request) => {
      const userId = request.user!.id;
      const [row] = await deps.db.delete(miningBrowse).where(eq(miningBrowse.userId, userId)).returning();
      const ids = row?.wordIds ?? [];
      if (ids.length === 0) return { items: [] };
      const items = await deps.db
        .select({ id: words.id, term: words.originalWord, translation: words.translation, deckId: ownDecks.id })
        .from(words)
        .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
        .innerJoin(ownDecks, eq(ownDecks.id, subDecks.ownDeckId))
        .where(and(eq(ownDecks.ownerId, userId), inArray(words.id, ids.slice(0, 100))));
      return { items };
    },
  );
}
