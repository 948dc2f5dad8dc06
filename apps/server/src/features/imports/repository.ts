import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { imports } from "../../db/schema";

/** A running import that has not written for this long was cut off (the instance stopped). */
export const IMPORT_STALE_MS = 30 * 60 * 1000;
/** A preview's upload is kept this long for the import that follows it. */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

export interface ImportResult {
  deckIds: string[];
  notes: number;
  words: number;
  reviews: number;
  skipped: Record<string, number>;
  /** Enough reviews to fit the scheduler's parameters to this learner. */
  optimizeSuggested: boolean;
}

/**
 * Every time on an import's row comes from `clock`, the same clock its age is judged by (a run is "cut off"
 * after IMPORT_STALE_MS without progress; a preview is dropped after PREVIEW_KEPT_MS).
 */
/** Uploads a learner may keep waiting as previews: older ones go when a new one comes. */
export const PREVIEWS_KEPT_PER_USER = 2;

export function createImportsRepository(db: Db, clock: () => Date) {
  return {
    /** Whether the learner has an import running now (one at a time: each holds its file in memory). */
    async hasRunning(userId: string): Promise<boolean> {
      const since = new Date(clock().getTime() - IMPORT_STALE_MS);
      const [row] = await db
        .select({ id: imports.id })
        .from(imports)
        .where(and(eq(imports.userId, userId), eq(imports.status, "running"), gt(imports.updatedAt, since)))
        .limit(1);
      return Boolean(row);
    },

    async createPreview(userId: string, fileName: string, kind: "anki" | "delimited", file: Uint8Array) {
      // Only the newest previews are kept: uploads are large, and a learner previews one file at a time.
      const older = await db
        .select({ id: imports.id })
        .from(imports)
        .where(and(eq(imports.userId, userId), eq(imports.status, "preview")))
        .orderBy(desc(imports.createdAt))
        .offset(PREVIEWS_KEPT_PER_USER - 1);
      if (older.length > 0)
        await db.delete(imports).where(
          inArray(
            imports.id,
            older.map((r) => r.id),
          ),
        );
      const [row] = await db
        .insert(imports)
        .values({ userId, fileName, kind, file, status: "preview", createdAt: clock(), updatedAt: clock() })
        .returning({ id: imports.id });
      return row!.id;
    },

    async createRunning(userId: string, fileName: string, kind: "anki" | "delimited", mapping: unknown) {
      const [row] = await db
        .insert(imports)
        .values({ userId, fileName, kind, status: "running", mapping, createdAt: clock(), updatedAt: clock() })
        .returning({ id: imports.id });
      return row!.id;
    },

    /** A preview's upload, taken for an import (only once: the row turns running). */
    async claimPreview(userId: string, id: string, mapping: unknown) {
      const [row] = await db
        .update(imports)
        .set({ status: "running", mapping, updatedAt: clock() })
        .where(and(eq(imports.id, id), eq(imports.userId, userId), eq(imports.status, "preview")))
        .returning({ id: imports.id, file: imports.file, fileName: imports.fileName });
      return row ?? null;
    },

    async progress(id: string, progress: number) {
      await db
        .update(imports)
        .set({ progress, updatedAt: clock() })
        .where(and(eq(imports.id, id), eq(imports.status, "running")));
    },

    /** The words are written: that is the truth, even if a reader meanwhile took the run for cut off. */
    async finish(id: string, result: ImportResult) {
      await db
        .update(imports)
        .set({ status: "done", progress: 1, result, error: null, file: null, updatedAt: clock() })
        .where(eq(imports.id, id));
    },

    async fail(id: string, error: { code: string; message: string }) {
      await db
        .update(imports)
        .set({ status: "failed", error, file: null, updatedAt: clock() })
        .where(and(eq(imports.id, id), eq(imports.status, "running")));
    },

    /** The learner's import, with a cut-off run reported as failed. */
    async get(userId: string, id: string, now: Date) {
      await db
        .update(imports)
        .set({
          status: "failed",
          file: null,
          error: { code: "INTERRUPTED", message: "The import was interrupted. Nothing was saved; start it again." },
        })
        .where(
          and(
            eq(imports.id, id),
            eq(imports.userId, userId),
            eq(imports.status, "running"),
            lt(imports.updatedAt, new Date(now.getTime() - IMPORT_STALE_MS)),
          ),
        );
      const [row] = await db
        .select({
          id: imports.id,
          status: imports.status,
          progress: imports.progress,
          result: imports.result,
          error: imports.error,
          fileName: imports.fileName,
        })
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.userId, userId)));
      return row ?? null;
    },

    /** Drops uploads of previews nobody imported, and the files of imports cut off by a restart (hourly). */
    async deleteStalePreviews(now: Date) {
      await db
        .delete(imports)
        .where(and(eq(imports.status, "preview"), lt(imports.createdAt, new Date(now.getTime() - PREVIEW_KEPT_MS))));
      await db
        .update(imports)
        .set({
          status: "failed",
          file: null,
          error: { code: "INTERRUPTED", message: "The import was interrupted. Nothing was saved; start it again." },
        })
        .where(and(eq(imports.status, "running"), lt(imports.updatedAt, new Date(now.getTime() - IMPORT_STALE_MS))));
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
