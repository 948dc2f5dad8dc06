import type { CatchUpChoice } from "@app/domain/study/catch-up";
import { planCatchUp, planCatchUpChoice } from "@app/domain/study/catch-up-plan";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { userInfo } from "../../db/schema";
import { readCatchUpReads } from "./catch-up-plan";

/**
 * Snoozes or dismisses the catch-up plan in one transaction: the learner's row is locked first (two
 * choices at once take turns), then what the plan needs is read, the choice planned
 * (`planCatchUpChoice`, without the database) and its day written.
 */
export async function saveCatchUpChoice(
  db: Db,
  request: FastifyRequest,
  userId: string,
  now: Date,
  choice: CatchUpChoice,
): Promise<{ hiddenThrough: string }> {
  return db.transaction(async (tx) => {
    await tx.select({ userId: userInfo.userId }).from(userInfo).where(eq(userInfo.userId, userId)).for("update");
    const written = planCatchUpChoice(planCatchUp(await readCatchUpReads(tx, request, userId, now)), choice);
    await tx.update(userInfo).set({ catchUpHiddenThrough: written.hiddenThrough }).where(eq(userInfo.userId, userId));
    return written;
  });
}
