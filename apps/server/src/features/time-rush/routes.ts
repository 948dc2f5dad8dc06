import { type Clock, DEFAULT_DAY_START_HOUR, learnerDay, messages } from "@app/domain";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import {
  longestGameSeconds,
  maxPossibleScore,
  startingSeconds,
  TIME_RUSH_WRITING_START_SECONDS,
} from "@app/domain/games/time-rush";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db, DbOrTx } from "../../db/database";
import { fsrsSettings, timeRushGames, timeRushScores, userDecks, userInfo } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { CatalogueRepository } from "../catalogue";
import { chooseTimeZone, sentTimeZone } from "../daily-goals";
import { assertSessionUnlocked, creditStudyDay } from "../study";

export const IMPOSSIBLE_SCORE = "This score is not possible in the time played.";

export function registerTimeRushRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; catalogue: CatalogueRepository; clock: Clock },
): void {
  const signedIn = { preHandler: requireUser(deps.auth) };
  const { db } = deps;
  const deckParams = z.object({ subDeckId: subDeckIdSchema });
  const gameParams = z.object({ gameId: z.uuid() });
  const scoreBody = z.object({ score: z.number().int().min(0).max(100_000) });

  const bestOf = async (userId: string, subDeckId: string, q: DbOrTx = db) => {
    const [row] = await q
      .select({
        bestScore: timeRushScores.bestScore,
        gamesPlayed: timeRushScores.gamesPlayed,
        lastPlayed: timeRushScores.lastPlayed,
      })
      .from(timeRushScores)
      .where(and(eq(timeRushScores.userId, userId), eq(timeRushScores.subDeckId, subDeckId)));
    return row ?? { bestScore: 0, gamesPlayed: 0, lastPlayed: null };
  };

  app.get(
    "/api/me/time-rush/:subDeckId",
    {
      ...signedIn,
      ...describeRoute({
        tag: "time-rush",
        summary: "The best score on a deck",
        access: "session",
        params: deckParams,
      }),
    },
    async (request) => {
      const { subDeckId } = parseOrThrow(deckParams, request.params);
      return bestOf(request.user!.id, subDeckId);
    },
  );

  /** Starts a game: its start time is the server's, so a score can be checked against it. */
  app.post(
    "/api/me/time-rush/:subDeckId/games",
    {
      ...signedIn,
      ...describeRoute({
        tag: "time-rush",
        summary: "Start a game (the server keeps its start time)",
        access: "session",
        params: deckParams,
      }),
    },
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
    {
      ...signedIn,
      ...describeRoute({
        tag: "time-rush",
        summary: "Save a game's score",
        description: "Refused when impossible in the time played; saving twice counts once.",
        access: "session",
        params: gameParams,
        body: scoreBody,
      }),
    },
    async (request) => {
      const { gameId } = parseOrThrow(gameParams, request.params);
      const { score } = parseOrThrow(scoreBody, request.body);
      const userId = request.user!.id;
      const now = deps.clock();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        // The user's row first, as a session save locks it: one user's saves of either kind take turns.
        const [account] = await tx
          .select({ info: userInfo, dayStartHour: fsrsSettings.dayStartHour })
          .from(userInfo)
          .leftJoin(fsrsSettings, eq(fsrsSettings.userId, userInfo.userId))
          .where(eq(userInfo.userId, userId))
          .for("update", { of: userInfo });
        const [game] = await tx
          .select()
          .from(timeRushGames)
          .where(and(eq(timeRushGames.id, gameId), eq(timeRushGames.userId, userId)))
          .for("update");
        if (!game) throw new AppError("NOT_FOUND", messages.generic.notFound);
        if (game.finishedAt) {
          if (game.score !== score) throw new AppError("CONFLICT", "This game's score was already saved.");
          const best = await bestOf(userId, game.subDeckId, tx);
          return { success: true, isNewBest: game.isNewBest ?? false, ...best };
        }
        const elapsedSeconds = (now.getTime() - game.startedAt.getTime()) / 1000;
        if (score > maxPossibleScore(elapsedSeconds)) throw new AppError("UNPROCESSABLE", IMPOSSIBLE_SCORE);
        const [previous] = await tx
          .select({ bestScore: timeRushScores.bestScore })
          .from(timeRushScores)
          .where(and(eq(timeRushScores.userId, userId), eq(timeRushScores.subDeckId, game.subDeckId)));
        const isNewBest = score > (previous?.bestScore ?? 0);
        const [saved] = await tx
          .insert(timeRushScores)
          .values({ userId, subDeckId: game.subDeckId, bestScore: score, gamesPlayed: 1, lastPlayed: now })
          .onConflictDoUpdate({
            target: [timeRushScores.userId, timeRushScores.subDeckId],
            set: {
              bestScore: sql`GREATEST(${timeRushScores.bestScore}, ${score})`,
              gamesPlayed: sql`${timeRushScores.gamesPlayed} + 1`,
              lastPlayed: now,
            },
          })
          .returning({
            bestScore: timeRushScores.bestScore,
            gamesPlayed: timeRushScores.gamesPlayed,
            lastPlayed: timeRushScores.lastPlayed,
          });
        // The collection entry keeps a copy of the best score.
        await tx
          .update(userDecks)
          .set({ timeRushBestScore: sql`GREATEST(${userDecks.timeRushBestScore}, ${score})`, timeRushLastPlayed: now })
          .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, game.subDeckId)));
        await tx.update(timeRushGames).set({ finishedAt: now, score, isNewBest }).where(eq(timeRushGames.id, gameId));
        const zone = chooseTimeZone(sentTimeZone(request), account?.info.timeZone ?? "UTC");
        const day = { timeZone: zone.zone, dayStartHour: account?.dayStartHour ?? DEFAULT_DAY_START_HOUR };
        // Time played: start to score, never more than a game with this score can last.
        const seconds = Math.round(
          Math.min(elapsedSeconds, longestGameSeconds(score, TIME_RUSH_WRITING_START_SECONDS)),
        );
        await creditStudyDay(tx, {
          userId,
          info: account?.info ?? null,
          today: learnerDay(now, day),
          added: { learned: 0, reviewed: 0, seconds },
          now,
          newTimeZone: zone.changed ? zone.zone : undefined,
        });
        return { success: true, isNewBest, ...saved! };
      });
    },
  );
}
