import type { ImportMapping } from "@app/domain/create/own-deck";
import { MIN_REVIEWS_TO_OPTIMIZE } from "@app/domain/study/optimizer-items";
import type { DayModel } from "@app/domain/time/learner-day";
import { isImportReadError } from "@app/import-reader";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import type { OwnDecksRepository } from "../own-decks";
import type { ImportsRepository } from "./repository";
import { readAndPlanInWorker } from "./run-in-worker";
import { ImportRefused, writeImportPlan } from "./write";

export interface ImportJobDeps {
  db: Db;
  imports: ImportsRepository;
  ownDecks: OwnDecksRepository;
  settings: FsrsSettingsRepository;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export interface ImportJob {
  id: string;
  userId: string;
  fileName: string;
  bytes: Uint8Array;
  mapping: ImportMapping;
  day: DayModel;
}

/**
 * Runs an import to its end: read the file, plan the words and their history, write everything in one
 * transaction. The outcome (or the reason it failed, in the learner's words) lands on the import's row,
 * where any instance can read it.
 */
export async function runImport(deps: ImportJobDeps, job: ImportJob): Promise<void> {
  try {
    await deps.imports.progress(job.id, 0.05);
    const settings = await deps.settings.get(job.userId);
    const { plan, media } = await readAndPlanInWorker(
      {
        bytes: job.bytes,
        fileName: job.fileName,
        mapping: job.mapping,
        settings,
        day: job.day,
        nowMs: deps.clock().getTime(),
      },
      (progress) => void deps.imports.progress(job.id, progress).catch(() => undefined),
    );
    if (plan.decks.length === 0) {
      await deps.imports.fail(job.id, {
        code: "NO_WORDS",
        message:
          "No line or note of this file can become a word with this mapping: check which field is the term and which the translation.",
      });
      return;
    }
    await deps.imports.progress(job.id, 0.6);
    const outcome = await writeImportPlan(deps.db, deps.ownDecks, job.userId, plan, {
      read: (name) => media[name] ?? null,
    });
    await deps.imports.finish(job.id, {
      deckIds: outcome.deckIds,
      notes: plan.notes,
      words: outcome.words,
      reviews: outcome.reviews,
      skipped: plan.skipped,
      optimizeSuggested: outcome.reviews >= MIN_REVIEWS_TO_OPTIMIZE,
    });
  } catch (error) {
    if (isImportReadError(error) || error instanceof ImportRefused) {
      await deps.imports.fail(job.id, { code: error.code, message: error.message });
      return;
    }
    deps.log.error({ err: error, importId: job.id }, "import failed");
    await deps.imports
      .fail(job.id, { code: "INTERNAL", message: "The import failed on our side. Nothing was saved; try again later." })
      .catch(() => undefined);
  }
}
