import type { Clock } from "@app/domain";
import { itemIdParamSchema } from "@app/domain/ids";
import {
  leechActionResponseSchema,
  leechActionSchema,
  leechesQuerySchema,
  leechesResponseSchema,
  leechMessages,
} from "@app/domain/study/leeches";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { LeechRepository } from "./leech-repository";

const wordParams = z.object({ wordId: itemIdParamSchema });
const done = { keep: leechMessages.kept, relearn: leechMessages.relearn, ignore: leechMessages.ignored } as const;

/** Leeches: the learner's list (a deck's, or all) and their choice for one word. */
export function registerLeechRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; leeches: LeechRepository; clock: Clock },
): void {
  const signedIn = { preHandler: requireUser(deps.auth) };

  app.get(
    "/api/me/leeches",
    {
      ...signedIn,
      ...describeRoute({
        tag: "word-progress",
        summary: "The learner's leeches (words lapsed the threshold's number of times), of one deck or all",
        access: "session",
        querystring: leechesQuerySchema,
        responses: { 200: leechesResponseSchema },
      }),
    },
    async (request) => {
      const { subDeckId } = parseOrThrow(leechesQuerySchema, request.query ?? {});
      return deps.leeches.list(request.user!.id, subDeckId);
    },
  );

  app.post(
    "/api/me/leeches/:wordId",
    {
      ...signedIn,
      ...describeRoute({
        tag: "word-progress",
        summary: "Keep a leech, learn it again from new (with a note), or ignore it",
        access: "session",
        params: wordParams,
        body: leechActionSchema,
        responses: { 200: leechActionResponseSchema },
      }),
    },
    async (request) => {
      const { wordId } = parseOrThrow(wordParams, request.params);
      const { action, notes } = parseOrThrow(leechActionSchema, request.body ?? {});
      const changed = await deps.leeches.act(request.user!.id, wordId, action, notes, deps.clock());
      if (!changed) throw new AppError("NOT_FOUND", leechMessages.notLeech);
      return { wordId, action, message: done[action] };
    },
  );
}
