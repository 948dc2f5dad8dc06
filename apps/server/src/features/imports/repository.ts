import type { ImportResult } from "@app/domain/create/responses";
import { and, desc, eq, gt, inArray, isNotNull, lt, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import { imports } from "../../db/schema";

/** A running import's row is touched this often while it runs (even while a batch takes long). */
export const IMPORT_HEARTBEAT_MS = 30 * 1000;
/**
 * A running import whose row has not been touched for this long was cut off (its instance stopped): six
 * heartbeats missed. On PostgreSQL, where another instance may be running it, nothing shorter is safe.
 */
export const IMPORT_STALE_MS = 3 * 60 * 1000;
/** How often an instance on PostgreSQL looks for imports another instance's stop or crash cut off. */
export const IMPORT_SWEEP_MS = 60 * 1000;
/** A preview's upload is kept this long for the import that follows it. */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

export type { ImportResult };

/**
 * Every time on an import's row comes from `clock`, the same clock its age is judged by (a run is "cut off"
 * after IMPORT_STALE_MS without progress; a preview is dropped after PREVIEW_KEPT_MS).
 */
/** Uploads a learner may keep waiting as previews: older ones go when a new one comes. */
export const PREVIEWS_KEPT_PER_USER = 2;

const INTERRUPTED = { code: "INTERRUPTED", message: "The import was interrupted. Nothing was saved; start it again." };

/** Marks the running imports (of those `which` picks) that have not written since IMPORT_STALE_MS as failed. */
async function failCutOffRuns(db: DbOrTx, now: Date, which?: SQL) {
  await db
    .update(imports)
    .set({ status: "failed", file: null, error: INTERRUPTED })
    .where(and(which, eq(imports.status, "running"), lt(imports.updatedAt, new Date(now.getTime() - IMPORT_STALE_MS))));
}

export function createImportsRepository(db: Db, clock: () => Date) {
  return { ...startingRows(db, clock), ...runningRows(db, clock) };
}

/** Previews and the start of runs. */
function startingRows(db: Db, clock: () => Date) {
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

    /** A preview's row (its upload waits on disk under its id); the previews it pushes out, to drop their files. */
    async createPreview(id: string, userId: string, fileName: string, kind: "anki" | "delimited"): Promise<string[]> {
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
      await db
        .insert(imports)
        .values({ id, userId, fileName, kind, status: "preview", createdAt: clock(), updatedAt: clock() });
      return older.map((r) => r.id);
    },

    async createRunning(id: string, userId: string, fileName: string, kind: "anki" | "delimited", mapping: unknown) {
      await db
        .insert(imports)
        .values({ id, userId, fileName, kind, status: "running", mapping, createdAt: clock(), updatedAt: clock() });
      return id;
    },

    /** What the running import has written so far, in the transaction that wrote it. */
    async recordWritten(id: string, written: unknown, tx: DbOrTx = db) {
      await tx.update(imports).set({ written, updatedAt: clock() }).where(eq(imports.id, id));
    },

    /**
     * Imports left running by a stop or a crash (everything still running, at a start with the embedded
     * database, which only one process opens; on PostgreSQL, runs silent past IMPORT_STALE_MS): marked failed,
     * with what they had written.
     */
    async failInterrupted(all: boolean) {
      const stale = new Date(clock().getTime() - IMPORT_STALE_MS);
      return db
        .update(imports)
        .set({ status: "failed", file: null, error: INTERRUPTED, updatedAt: clock() })
        .where(all ? eq(imports.status, "running") : and(eq(imports.status, "running"), lt(imports.updatedAt, stale)))
        .returning({ id: imports.id, written: imports.written });
    },
  };
}

/** A run's progress, outcome and reads, and the clean-ups. */
function runningRows(db: Db, clock: () => Date) {
  return {
    /** A preview's upload, taken for an import (only once: the row turns running). */
    async claimPreview(userId: string, id: string, mapping: unknown) {
      const [row] = await db
        .update(imports)
        .set({ status: "running", mapping, updatedAt: clock() })
        .where(and(eq(imports.id, id), eq(imports.userId, userId), eq(imports.status, "preview")))
        .returning({ id: imports.id, fileName: imports.fileName, kind: imports.kind });
      return row ?? null;
    },

    /**
     * The run's progress; false when its row no longer reads running (another instance took it for cut off
     * and is undoing it): the run then stops and undoes what it wrote.
     */
    async progress(id: string, progress: number): Promise<boolean> {
      const rows = await db
        .update(imports)
        .set({ progress, updatedAt: clock() })
        .where(and(eq(imports.id, id), eq(imports.status, "running")))
        .returning({ id: imports.id });
      return rows.length > 0;
    },

    /** The run is alive: its row is touched, so no instance takes it for cut off. */
    async heartbeat(id: string) {
      await db
        .update(imports)
        .set({ updatedAt: clock() })
        .where(and(eq(imports.id, id), eq(imports.status, "running")));
    },

    /** The words are written: that is the truth, even if a reader meanwhile took the run for cut off. */
    async finish(id: string, result: ImportResult) {
      await db
        .update(imports)
        .set({ status: "done", progress: 1, result, error: null, file: null, written: null, updatedAt: clock() })
        .where(eq(imports.id, id));
    },

    async fail(id: string, error: { code: string; message: string }) {
      await db
        .update(imports)
        .set({ status: "failed", error, file: null, written: null, updatedAt: clock() })
        .where(and(eq(imports.id, id), eq(imports.status, "running")));
    },

    /** Failed imports whose writes are not undone yet (the undo runs in the background after a start). */
    async pendingUndo() {
      return db
        .select({ id: imports.id, written: imports.written })
        .from(imports)
        .where(and(eq(imports.status, "failed"), isNotNull(imports.written)))
        .orderBy(imports.updatedAt);
    },

    /** What a failed import wrote is undone. */
    async clearWritten(id: string) {
      await db
        .update(imports)
        .set({ written: null })
        .where(and(eq(imports.id, id), eq(imports.status, "failed")));
    },

    /** Ids of the rows whose upload is still needed (previews and running imports): other files can go. */
    async liveUploads(): Promise<Set<string>> {
      const rows = await db
        .select({ id: imports.id })
        .from(imports)
        .where(inArray(imports.status, ["preview", "running"]));
      return new Set(rows.map((r) => r.id));
    },

    /** The learner's import, with a cut-off run reported as failed. */
    async get(userId: string, id: string, now: Date) {
      await failCutOffRuns(db, now, and(eq(imports.id, id), eq(imports.userId, userId)));
      const [row] = await db
        .select({
          id: imports.id,
          status: imports.status,
          progress: imports.progress,
          fileName: imports.fileName,
          result: imports.result,
          error: imports.error,
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
      await failCutOffRuns(db, now);
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
