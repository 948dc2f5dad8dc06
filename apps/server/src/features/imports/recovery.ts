import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { BatchOptions } from "../../db/batched-delete";
import type { Db } from "../../db/database";
import { undoWritten, type Written } from "./import-writer";
import { IMPORT_SWEEP_MS, type ImportsRepository } from "./repository";
import type { UploadStore } from "./upload";

export interface RecoveryDeps {
  db: Db;
  imports: ImportsRepository;
  uploads: UploadStore;
  workDir: string;
  log: FastifyBaseLogger;
  /** The embedded database is opened by one process only: at a start, every running import was cut off. */
  singleProcess: boolean;
  batch?: BatchOptions;
}

/**
 * At a start, before the server listens (one statement and a directory listing): imports a stop or a crash cut
 * off are marked failed (their learners read that at once; what they wrote stays listed on the row), and
 * stray upload files go.
 */
export async function markInterrupted(deps: RecoveryDeps): Promise<void> {
  await failCutOff(deps, deps.singleProcess);
  const live = await deps.imports.liveUploads();
  for (const name of await readdir(deps.uploads.dir).catch(() => [] as string[])) {
    const id = name.replace(/\.(upload|part)$/, "");
    if (name !== "work" && !live.has(id)) await rm(path.join(deps.uploads.dir, name), { force: true });
  }
  await rm(deps.workDir, { recursive: true, force: true });
  await mkdir(deps.workDir, { recursive: true, mode: 0o700 });
}

/** Marks failed the running imports cut off (all of them, or those silent past IMPORT_STALE_MS); how many. */
async function failCutOff(deps: RecoveryDeps, all: boolean): Promise<number> {
  const cut = await deps.imports.failInterrupted(all);
  for (const row of cut) {
    await deps.uploads.remove(row.id);
    deps.log.warn({ importId: row.id }, "an import cut off by a stop or a crash was marked failed; undoing it");
  }
  return cut.length;
}

/**
 * On PostgreSQL, where several instances share the imports: a run whose instance was killed is silent (no
 * heartbeat) and, once past IMPORT_STALE_MS, marked failed and undone by whichever instance looks next.
 */
export async function sweepCutOffImports(deps: RecoveryDeps, stopped: () => boolean): Promise<number> {
  const cut = await failCutOff(deps, false);
  if (cut > 0) await undoFailedImports(deps, stopped);
  return cut;
}

/**
 * In the background, once the server answers: what failed imports wrote is removed a batch at a time (giving
 * way to learners' requests), each row cleared once its undo is complete, so a stop midway resumes at the next
 * start. `stopped()` ends it between batches (the server is closing).
 */
export async function undoFailedImports(deps: RecoveryDeps, stopped: () => boolean): Promise<number> {
  let undone = 0;
  const turn = deps.batch?.turn;
  const options: BatchOptions = {
    ...deps.batch,
    turn: async () => {
      if (stopped()) throw new RecoveryStopped();
      await turn?.();
    },
  };
  try {
    for (const row of await deps.imports.pendingUndo()) {
      const started = performance.now();
      await undoWritten(deps.db, row.written as Written | null, options);
      await deps.imports.clearWritten(row.id);
      undone++;
      deps.log.warn({ importId: row.id, ms: Math.round(performance.now() - started) }, "a failed import was undone");
    }
  } catch (error) {
    if (!(error instanceof RecoveryStopped)) throw error;
  }
  return undone;
}

class RecoveryStopped extends Error {}

/** Marks cut-off imports failed now; undoes what they wrote in the background once the app is ready. */
export async function registerRecovery(app: FastifyInstance, deps: RecoveryDeps): Promise<void> {
  await markInterrupted(deps);
  let closing = false;
  let undoing: Promise<unknown> = Promise.resolve();
  app.addHook("onReady", async () => {
    undoing = undoFailedImports(deps, () => closing).catch((error: unknown) =>
      deps.log.error({ err: error }, "undoing failed imports failed (tried again at the next start)"),
    );
  });
  // Several instances: the others' cut-off runs are looked for now and then (one look at a time).
  const sweep = deps.singleProcess
    ? undefined
    : setInterval(() => {
        undoing = undoing
          .then(() => (closing ? 0 : sweepCutOffImports(deps, () => closing)))
          .catch((error: unknown) => deps.log.error({ err: error }, "undoing cut-off imports failed"));
      }, IMPORT_SWEEP_MS);
  sweep?.unref();
  app.addHook("onClose", async () => {
    closing = true;
    clearInterval(sweep);
    await undoing;
  });
}
