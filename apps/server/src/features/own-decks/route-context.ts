import { messages } from "@app/domain";
import { ownDeckIdSchema } from "@app/domain/create/own-deck";
import { rowIdParamSchema } from "@app/domain/ids";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import { describeRoute, type RouteDoc } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import type { OwnDeckRow, OwnDecksRepository } from "./repository";

export const DECK_NOT_FOUND = "This deck does not exist, or it is private.";
export const WORD_NOT_FOUND = "This word is not in the deck.";

export const deckParams = z.object({ deckId: ownDeckIdSchema });
export const wordParams = z.object({ deckId: ownDeckIdSchema, wordId: rowIdParamSchema });

/** Signed-in accounts only: a guest gets the spec's text for Create. */
export function requireAccount(auth: Auth) {
  const signedIn = requireUser(auth);
  return async (request: FastifyRequest) => {
    await signedIn(request);
    if (request.user!.isAnonymous) throw new AppError("FORBIDDEN", messages.guests.create);
  };
}

/** What every own-deck route shares: the repository, the guards and the document's defaults. */
export interface OwnDeckRouteContext {
  ownDecks: OwnDecksRepository;
  account: { preHandler: ReturnType<typeof requireAccount> };
  signedIn: { preHandler: ReturnType<typeof requireUser> };
  /** The route's entry in the document; `answer`: what it answers with 200. */
  doc(summary: string, extra?: Partial<RouteDoc>, answer?: z.ZodType): ReturnType<typeof describeRoute>;
  /** The caller's own deck by id; 404 (never 403) for anyone else's, so ids reveal nothing. */
  mine(request: FastifyRequest, deckId: string): Promise<OwnDeckRow>;
}

export function ownDeckRouteContext(deps: { auth: Auth; ownDecks: OwnDecksRepository }): OwnDeckRouteContext {
  const { ownDecks } = deps;
  return {
    ownDecks,
    account: { preHandler: requireAccount(deps.auth) },
    signedIn: { preHandler: requireUser(deps.auth) },
    doc: (summary, extra = {}, answer = undefined) =>
      describeRoute({
        tag: "create",
        summary,
        access: "registered",
        ...(answer ? { responses: { 200: answer } } : {}),
        ...extra,
      }),
    async mine(request, deckId) {
      const row = await ownDecks.owned(request.user!.id, deckId);
      if (!row) throw new AppError("NOT_FOUND", DECK_NOT_FOUND);
      return row;
    },
  };
}
