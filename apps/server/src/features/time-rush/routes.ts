import { type Clock, messages } from "@app/domain";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import { startingSeconds } from "@app/domain/games/time-rush";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { timeRushGames } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { CatalogueRepository } from "../catalogue";
import { sentTimeZone } from "../daily-goals";
import { assertSessionUnlocked } from "../study";
import { readBest, saveTimeRushScore } from "./score-save";

export function registerTimeRushRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; catalogue: CatalogueRepository; clock: Clock },
): void {
  const route = featureRoutes(deps.auth, "time-rush");
  const { db } = deps;
  const deckParams = z.object({ subDeckId: subDeckIdSchema });
  const gameParams = z.object({ gameId: z.uuid() });
  const scoreBody = z.object({ score: z.number().int().min(0).max(100_000) });

  const bestOf = (userId: string, subDeckId: string) => readBest(db, userId, subDeckId);

  app.get(
    "/api/me/time-rush/:subDeckId",
    route({ summary: "The best score on a deck", access: "session", params: deckParams }),
    async (request) => {
      const { subDeckId } = parseOrThrow(deckParams, request.params);
      return bestOf(request.user!.id, subDeckId);
    },
  );

  /** Starts a game: its start time is the server's, so a score can be checked against it. */
  app.post(
    "/api/me/time-rush/:subDeckId/games",
    route({ summary: "Start a game (the server keeps its start time)", access: "session", params: deckParams }),
    async (request, reply) => {
      const { subDeckId } = parseOrThrow(deckParams, request.params);
      const deck = await deps.catalogue.getSubDeck(subDeckId, request.user!.id);
      if (!deck) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
      const startedAt = deps.clock();
      // The deck page's rule: a game starts once the deck has enough learned words (5, fewer in a small deck).
      await assertSessionUnlocked(db, {
        userId: request.user!.id,
        subDeckId,
        wordCount: deck.wordCount,
        words: deck.words,
        kind: "time-rush",
        now: startedAt,
      });
      const [game] = await db
        .insert(timeRushGames)
        .values({ userId: request.user!.id, subDeckId, startedAt })
        .returning({ id: timeRushGames.id });
      const best = await bestOf(request.user!.id, subDeckId);
      return reply.status(201).send({
        gameId: game!.id,
        startedAt: startedAt.toISOString(),
        startSeconds: startingSeconds(deck.isWritingDeck),
        ...best,
      });
    },
  );

  /**
   * Saves a game's score once: the best is kept, games are counted, impossible scores refused. A game
   * played is studying: its time goes to the day's activity and total study time, and it keeps the
   * streak, in the same transaction.
   */
  app.post(
    "/api/me/time-rush/games/:gameId/score",
    route({
      summary: "Save a game's score",
      description: "Refused when impossible in the time played; saving twice counts once.",
      access: "session",
      params: gameParams,
      body: scoreBody,
    }),
    async (request) => {
      const { gameId } = parseOrThrow(gameParams, request.params);
      const { score } = parseOrThrow(scoreBody, request.body);
      return saveTimeRushScore(db, {
        userId: request.user!.id,
        gameId,
        score,
        now: deps.clock(),
        sentTimeZone: sentTimeZone(request),
      });
    },
  );
}
