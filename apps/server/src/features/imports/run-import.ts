import type { ImportMapping } from "@app/domain/create/own-deck";
import { MIN_REVIEWS_TO_OPTIMIZE } from "@app/domain/study/optimizer-items";
import type { DayModel } from "@app/domain/time/learner-day";
import { isImportReadError } from "@app/import-reader";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import type { OwnDecksRepository } from "../own-decks";
import { adoptFsrs } from "./adopt-fsrs";
import { createImportWriter, undoWritten } from "./import-writer";
import { IMPORT_HEARTBEAT_MS, type ImportsRepository } from "./repository";
import { planInWorker } from "./run-in-worker";
import type { StoredUpload } from "./upload";
import { ImportRefused, type MediaTarget } from "./write";

export interface ImportJobDeps {
  db: Db;
  imports: ImportsRepository;
  ownDecks: OwnDecksRepository;
  settings: FsrsSettingsRepository;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Where reading a package may unpack it. */
  workDir: string;
  /** The embedded database (one connection in this process), where history is written in its own way. */
  embedded: boolean;
  /** Waits, between two statements, until learners' requests being answered are done (bounded). */
  turn: () => Promise<void>;
  /** Where the package's recordings are stored, and each learner's room for them. */
  media: Omit<MediaTarget, "userId">;
}

export interface ImportJob {
  id: string;
  userId: string;
  file: StoredUpload;
  mapping: ImportMapping;
  day: DayModel;
  /** Called once the worker runs: a graceful stop calls `stop` to abandon the import. */
  onStarted?: (stop: () => void) => void;
}

const NO_WORDS =
  "No line or note of this file can become a word with this mapping: check which field is the term and which the translation.";
const INTERNAL = "The import failed on our side. Nothing was saved; try again later.";

/**
 * Runs an import to its end: the worker reads and plans a batch of notes at a time, each batch is written
 * in a short transaction of its own (other learners' requests go on in between), and what was written is
 * listed on the import's row; a failure undoes it, so nothing is left half-made. The outcome (or the reason
 * it failed, in the learner's words) lands on the import's row, where any instance can read it.
 */
export async function runImport(deps: ImportJobDeps, job: ImportJob): Promise<void> {
  const writer = createImportWriter(deps.db, deps, {
    importId: job.id,
    userId: job.userId,
    embedded: deps.embedded,
    turn: deps.turn,
  });
  // Touched while it runs, so that on PostgreSQL no other instance takes the run for cut off.
  const heartbeat = setInterval(() => void deps.imports.heartbeat(job.id).catch(() => undefined), IMPORT_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await deps.imports.progress(job.id, 0.05);
    const settings = await deps.settings.get(job.userId);
    const run = planInWorker(
      {
        path: job.file.path,
        fileName: job.file.name,
        kind: job.file.kind,
        workDir: deps.workDir,
        mapping: job.mapping,
        settings,
        day: job.day,
        nowMs: deps.clock().getTime(),
      },
      async (batch) => {
        await writer.writeBatch(
          batch.decks,
          batch.words,
          { read: (name) => batch.media[name] ?? null },
          batch.noteTypes,
        );
        if (!(await deps.imports.progress(job.id, 0.05 + 0.9 * batch.read))) throw new ImportCutOff();
      },
    );
    job.onStarted?.(run.stop);
    const end = await run.result;
    if (writer.totals.words === 0) {
      await deps.imports.fail(job.id, { code: "NO_WORDS", message: NO_WORDS });
      return;
    }
    const deckIds = await writer.finish();
    if (end.fsrs)
      await adoptFsrs(deps.db, deps.settings, { userId: job.userId, adoption: end.fsrs, deckIdOf: writer.deckIdOf });
    await deps.imports.finish(job.id, {
      deckIds,
      notes: end.notes,
      words: writer.totals.words,
      items: writer.totals.items,
      reviews: writer.totals.reviews,
      skipped: end.skipped,
      optimizeSuggested: writer.totals.reviews >= MIN_REVIEWS_TO_OPTIMIZE,
      fsrs: end.fsrs && {
        adopted: end.fsrs.adopted,
        desiredRetention: end.fsrs.desiredRetention,
        parameterCount: end.fsrs.parameterCount,
        message: end.fsrs.message,
      },
    });
  } catch (error) {
    await undoWritten(deps.db, writer.written, { turn: deps.turn }).catch((undoError: unknown) =>
      deps.log.error({ err: undoError, importId: job.id }, "undoing a failed import failed"),
    );
    // Taken for cut off (its row already reads failed): undone above, nothing more to say.
    if (error instanceof ImportCutOff) return;
    if (isImportReadError(error) || error instanceof ImportRefused) {
      await deps.imports.fail(job.id, { code: error.code, message: error.message });
      return;
    }
    deps.log.error({ err: error, importId: job.id }, "import failed");
    await deps.imports.fail(job.id, { code: "INTERNAL", message: INTERNAL }).catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
  }
}

/** The run's row no longer reads running: another instance took it for cut off. */
class ImportCutOff extends Error {}
