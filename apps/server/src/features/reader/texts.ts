import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type ReaderReading, readerTexts } from "../../db/schema";

/** Texts one learner may keep: with 50,000 characters each, at most about 5 MB of theirs. */
export const SAVED_TEXTS_MAX = 100;
/** Readings kept per text: enough for a line of progress, bounded. */
export const READINGS_KEPT = 50;

export interface SavedTextSummary {
  id: string;
  title: string;
  languageId: string;
  characters: number;
  readings: ReaderReading[];
  createdAt: Date;
  updatedAt: Date;
}

/** A learner's saved texts: every query is filtered by the learner. */
export function createSavedTexts(db: Db) {
  const mine = (userId: string, id: string) => and(eq(readerTexts.userId, userId), eq(readerTexts.id, id));
  return {
    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(readerTexts).where(eq(readerTexts.userId, userId));
      return row?.n ?? 0;
    },

    async save(userId: string, text: { title: string; languageId: string; body: string }): Promise<{ id: string }> {
      const [row] = await db
        .insert(readerTexts)
        .values({ userId, ...text })
        .returning({ id: readerTexts.id });
      return row!;
    },

    /** The learner's texts, last read or saved first, without their bodies. */
    async list(userId: string): Promise<SavedTextSummary[]> {
      return db
        .select({
          id: readerTexts.id,
          title: readerTexts.title,
          languageId: readerTexts.languageId,
          characters: sql<number>`length(${readerTexts.body})::int`,
          readings: readerTexts.readings,
          createdAt: readerTexts.createdAt,
          updatedAt: readerTexts.updatedAt,
        })
        .from(readerTexts)
        .where(eq(readerTexts.userId, userId))
        .orderBy(desc(readerTexts.updatedAt))
        .limit(SAVED_TEXTS_MAX);
    },

    async get(userId: string, id: string) {
      const [row] = await db.select().from(readerTexts).where(mine(userId, id));
      return row ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db.delete(readerTexts).where(mine(userId, id)).returning({ id: readerTexts.id });
      return removed.length > 0;
    },

    /** Adds a reading to the learner's text (the oldest dropped past READINGS_KEPT); false if not theirs. */
    async addReading(userId: string, id: string, reading: ReaderReading): Promise<boolean> {
      const updated = await db
        .update(readerTexts)
        .set({
          readings: sql`(SELECT coalesce(jsonb_agg(r ORDER BY n), '[]'::jsonb) FROM (
            SELECT r, n FROM jsonb_array_elements(${readerTexts.readings} || ${JSON.stringify([reading])}::jsonb)
              WITH ORDINALITY AS e(r, n)
            ORDER BY n DESC LIMIT ${READINGS_KEPT}) kept)`,
          updatedAt: new Date(),
        })
        .where(mine(userId, id))
        .returning({ id: readerTexts.id });
      return updated.length > 0;
    },
  };
}

export type SavedTexts = ReturnType<typeof createSavedTexts>;
