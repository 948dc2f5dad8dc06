import { DEFAULT_FSRS_SETTINGS, type FsrsSettings } from "@app/domain";
import { effectiveRetention } from "@app/domain/study/effective-retention";
import { itemKeyOf } from "@app/domain/study/items";
import { planUpdateCards, type UpdateCardsPlan, type UpdateCardsReads } from "@app/domain/study/update-cards-plan";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../../db/database";
import { fsrsSettings, reviewLogs, userWordProgress } from "../../db/schema";
import { learnerDeckProgress } from "../../db/selections";
import { resolveDayModel } from "../daily-goals";
import { createDeckSchedulingRepository } from "../deck-scheduling";
import { schedulerCardColumns } from "../study";
import { settingsFromRow } from "./repository";

/** The learner's scheduling settings (the defaults when the row made at sign-up is missing). */
async function readSettings(tx: DbOrTx, userId: string): Promise<FsrsSettings> {
  const [row] = await tx.select().from(fsrsSettings).where(eq(fsrsSettings.userId, userId));
  return row ? settingsFromRow(row) : DEFAULT_FSRS_SETTINGS;
}

/** What the plan needs: the settings (at the deck's retention), the learner's day and the deck's learned words. */
async function readUpdateCards(
  tx: Db,
  request: FastifyRequest,
  ids: { userId: string; subDeckId: string },
  now: Date,
): Promise<UpdateCardsReads> {
  const { userId, subDeckId } = ids;
  const learner = await readSettings(tx, userId);
  // The deck's words are rescheduled at its own desired retention when it has one.
  const deck = await createDeckSchedulingRepository(tx).get(userId, subDeckId);
  const settings = {
    ...learner,
    requestRetention: effectiveRetention(learner.requestRetention, deck?.desiredRetention),
  };
  const day = await resolveDayModel(tx, request, userId);
  const cards = await tx
    .select({
      id: userWordProgress.id,
      wordId: userWordProgress.itemId,
      ...schedulerCardColumns,
      history: userWordProgress.historyCount,
    })
    .from(userWordProgress)
    .where(learnerDeckProgress(userId, subDeckId, inArray(userWordProgress.state, [2, 3])));
  return { userId, subDeckId, settings, day, cards, now };
}

/** Review logs per insert: keeps each statement's parameters well under the protocol's limit. */
const LOG_CHUNK = 1000;

/** Moves the planned next reviews (one statement for all rows) and adds their manual logs. */
async function writeUpdateCards(tx: DbOrTx, userId: string, plan: UpdateCardsPlan): Promise<void> {
  if (plan.moves.length === 0) return;
  const ids = sql.join(
    plan.moves.map((m) => sql`${m.id}`),
    sql`, `,
  );
  const dues = sql.join(
    plan.moves.map((m) => sql`${m.due.toISOString()}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${userWordProgress} AS p SET next_review = c.due, updated_at = now()
    FROM (SELECT unnest(ARRAY[${ids}]::uuid[]) AS id, unnest(ARRAY[${dues}]::timestamptz[]) AS due) AS c
    WHERE p.id = c.id AND p.user_id = ${userId}`);
  for (let i = 0; i < plan.logs.length; i += LOG_CHUNK) {
    // The plan names items by their ids; the rows name the word and the direction.
    const logs = plan.logs.slice(i, i + LOG_CHUNK).map((log) => ({ ...log, ...itemKeyOf(log.wordId) }));
    await tx.insert(reviewLogs).values(logs);
  }
}

/**
 * Update Cards: a deck's learned words rescheduled with the current settings, in one transaction —
 * read what the plan needs, plan without the database (`planUpdateCards`), write what it holds.
 */
export async function updateCards(
  db: Db,
  request: FastifyRequest,
  ids: { userId: string; subDeckId: string },
  now: Date,
): Promise<UpdateCardsPlan["response"]> {
  return db.transaction(async (tx) => {
    const plan = planUpdateCards(await readUpdateCards(tx, request, ids, now));
    await writeUpdateCards(tx, ids.userId, plan);
    return plan.response;
  });
}
