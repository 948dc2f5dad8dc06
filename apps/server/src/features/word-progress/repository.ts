import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userWordProgress } from "../../db/schema";

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
          and(
            eq(userWordProgress.userId, userId),
            eq(userWordProgress.subDeckId, subDeckId),
            inArray(userWordProgress.wordId, wordIds),
            or(inArray(userWordProgress.state, [2, 3]), eq(userWordProgress.isIgnored, true)),
          ),
        )
        .returning({ wordId: userWordProgress.wordId });
      return rows.map((r) => r.wordId);
    },

    /** Saves the notes of a word the user has started; false when there is no progress row. */
    async setNotes(userId: string, wordId: number, notes: string | null): Promise<boolean> {
      const rows = await db
        .update(userWordProgress)
        .set({ userNotes: notes, updatedAt: new Date() })
        .where(and(eq(userWordProgress.userId, userId), eq(userWordProgress.wordId, wordId)))
        .returning({ wordId: userWordProgress.wordId });
      return rows.length > 0;
    },
  };
}

export type WordProgressRepository = ReturnType<typeof createWordProgressRepository>;
