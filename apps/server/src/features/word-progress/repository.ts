import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userWordProgress } from "../../db/schema";
import { learnerDeckProgress } from "../../db/selections";

export function createWordProgressRepository(db: Db) {
  return {
    /**
     * Sets is_ignored on the user's words of one deck; only learned (state 2) or already ignored
     * words change. Returns the word ids that changed.
     */
    async setIgnored(userId: string, subDeckId: string, wordIds: number[], ignored: boolean): Promise<number[]> {
      if (wordIds.length === 0) return [];
      const rows = await db
        .update(userWordProgress)
        .set({ isIgnored: ignored, updatedAt: new Date() })
        .where(
          learnerDeckProgress(
            userId,
            subDeckId,
            inArray(userWordProgress.itemId, wordIds),
            or(inArray(userWordProgress.state, [1, 2, 3]), eq(userWordProgress.isIgnored, true)),
          ),
        )
        .returning({ wordId: userWordProgress.itemId });
      return rows.map((r) => r.wordId);
    },

    /**
     * Saves the notes of a word whose progress passes `allowed` (the domain's notes rule); false when
     * there is no progress row or the rule refuses. Read and write share a transaction, with the row
     * locked, so a session save in between cannot change the word's state under the check.
     */
    async setNotes(
      userId: string,
      wordId: number,
      notes: string | null,
      allowed: (progress: { state: number; isIgnored: boolean }) => boolean,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const mine = and(eq(userWordProgress.userId, userId), eq(userWordProgress.itemId, wordId));
        const rows = await tx
          .select({ state: userWordProgress.state, isIgnored: userWordProgress.isIgnored })
          .from(userWordProgress)
          .where(mine)
          .for("update");
        if (rows.length === 0 || !rows.every(allowed)) return false;
        await tx.update(userWordProgress).set({ userNotes: notes, updatedAt: new Date() }).where(mine);
        return true;
      });
    },
  };
}

export type WordProgressRepository = ReturnType<typeof createWordProgressRepository>;
