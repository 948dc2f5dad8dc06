import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { examPlans } from "../../db/schema";
import { readWordCounts } from "../word-counts";

/**
 * Runs `change` (a change of the learner's settings that may switch Production practice) with their exam plans
 * kept true. A plan counts the words introduced since it was made as the deck's new words then, less its new
 * words now; switching Production practice adds (or takes away) the deck's new production items at once, so each
 * plan's count of new words then moves by the same number: the switch puts no plan behind, or ahead.
 */
export async function keepingExamPlans<T>(db: Db, userId: string, now: Date, change: () => Promise<T>): Promise<T> {
  const planned = (
    await db.select({ subDeckId: examPlans.subDeckId }).from(examPlans).where(eq(examPlans.userId, userId))
  ).map((p) => p.subDeckId);
  if (planned.length === 0) return change();
  const newWords = async () =>
    new Map((await readWordCounts(db, userId, now, { subDeckIds: planned })).map((d) => [d.subDeckId, d.counts.new]));
  const before = await newWords();
  const result = await change();
  const after = await newWords();
  const moves: Record<string, number> = {};
  for (const subDeckId of planned) {
    const moved = (after.get(subDeckId) ?? 0) - (before.get(subDeckId) ?? 0);
    if (moved !== 0) moves[subDeckId] = moved;
  }
  if (Object.keys(moves).length > 0) {
    // Every plan in one statement.
    await db.execute(sql`
      UPDATE exam_plans SET new_at_plan = greatest(0, new_at_plan + (${JSON.stringify(moves)}::jsonb ->> sub_deck_id)::int)
      WHERE user_id = ${userId} AND ${JSON.stringify(moves)}::jsonb ? sub_deck_id`);
  }
  return result;
}
