import { DEFAULT_DAY_START_HOUR, learnerDay } from "@app/domain";
import { planScoreSave, type ScoreSavePlan, type ScoreSaveResponse } from "@app/domain/games/score-save-plan";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import { fsrsSettings, timeRushGames, timeRushScores, userDecks, userInfo } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { chooseTimeZone } from "../daily-goals";
import { readDayActivity, writeStudyDay } from "../study";

export interface ScoreSaveRequest {
  userId: string;
  gameId: string;
  score: number;
  now: Date;
  /** The zone the browser sent with the request, not yet validated. */
  sentTimeZone?: string | undefined;
}

/**
 * Saves a game's score once, in one transaction and three steps: read (the user's row first, as a
 * session save locks it, so one user's saves of either kind take turns), plan (`planScoreSave`), write.
 */
export async function saveTimeRushScore(db: Db, request: ScoreSaveRequest): Promise<ScoreSaveResponse> {
  return db.transaction(async (tx) => {
    const plan = planScoreSave(await readScoreSave(tx, request));
    if (plan.kind === "refused") throw new AppError(plan.code, plan.message);
    if (plan.kind === "write") await writeScoreSave(tx, request, plan);
    return plan.response;
  });
}

/** The learner's standing on a deck (none yet: zero games). */
export async function readBest(db: DbOrTx, userId: string, subDeckId: string, lock = false) {
  const query = db
    .select({
      bestScore: timeRushScores.bestScore,
      gamesPlayed: timeRushScores.gamesPlayed,
      lastPlayed: timeRushScores.lastPlayed,
    })
    .from(timeRushScores)
    .where(and(eq(timeRushScores.userId, userId), eq(timeRushScores.subDeckId, subDeckId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? { bestScore: 0, gamesPlayed: 0, lastPlayed: null };
}

async function readScoreSave(tx: DbOrTx, request: ScoreSaveRequest) {
  const { userId, now } = request;
  const [account] = await tx
    .select({ info: userInfo, dayStartHour: fsrsSettings.dayStartHour })
    .from(userInfo)
    .leftJoin(fsrsSettings, eq(fsrsSettings.userId, userInfo.userId))
    .where(eq(userInfo.userId, userId))
    .for("update", { of: userInfo });
  const [game] = await tx
    .select()
    .from(timeRushGames)
    .where(and(eq(timeRushGames.id, request.gameId), eq(timeRushGames.userId, userId)))
    .for("update");
  const zone = chooseTimeZone(request.sentTimeZone, account?.info.timeZone ?? "UTC");
  const today = learnerDay(now, {
    timeZone: zone.zone,
    dayStartHour: account?.dayStartHour ?? DEFAULT_DAY_START_HOUR,
  });
  return {
    score: request.score,
    now,
    game: game ?? null,
    best: game ? await readBest(tx, userId, game.subDeckId, true) : { bestScore: 0, gamesPlayed: 0, lastPlayed: null },
    account: account?.info ?? null,
    day: { today, newTimeZone: zone.changed ? zone.zone : undefined },
    activity: await readDayActivity(tx, userId, today),
  };
}

async function writeScoreSave(
  tx: DbOrTx,
  { userId, gameId }: ScoreSaveRequest,
  plan: Extract<ScoreSavePlan, { kind: "write" }>,
): Promise<void> {
  const { subDeckId, score, isNewBest, finishedAt: now } = plan.game;
  await tx
    .insert(timeRushScores)
    .values({ userId, subDeckId, bestScore: score, gamesPlayed: 1, lastPlayed: now })
    .onConflictDoUpdate({
      target: [timeRushScores.userId, timeRushScores.subDeckId],
      set: {
        bestScore: sql`GREATEST(${timeRushScores.bestScore}, ${score})`,
        gamesPlayed: sql`${timeRushScores.gamesPlayed} + 1`,
        lastPlayed: now,
      },
    });
  // The collection entry keeps a copy of the best score.
  await tx
    .update(userDecks)
    .set({ timeRushBestScore: sql`GREATEST(${userDecks.timeRushBestScore}, ${score})`, timeRushLastPlayed: now })
    .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId)));
  await tx.update(timeRushGames).set({ finishedAt: now, score, isNewBest }).where(eq(timeRushGames.id, gameId));
  await writeStudyDay(tx, userId, plan.day);
}
