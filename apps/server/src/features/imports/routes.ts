import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { importMappingSchema } from "@app/domain/create/own-deck";
import { isImportReadError } from "@app/import-reader";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import type { BatchOptions } from "../../db/batched-delete";
import type { Db } from "../../db/database";
import type { RequestsInFlight } from "../../http/requests-in-flight";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { resolveDayModel } from "../daily-goals";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { type OwnDecksRepository, requireAccount } from "../own-decks";
import { createRequestLimiter, LIMITS } from "../request-limits";
import { describeTargets } from "./import-writer";
import { registerRecovery } from "./recovery";
import type { ImportsRepository } from "./repository";
import { runImport } from "./run-import";
import { readPreviewInWorker } from "./run-in-worker";
import { createReadingSlots, type ReadingSlots } from "./slots";
import { IMPORT_MAX_BYTES } from "./source";
import { createUploadStore, FILE_TOO_LARGE, type StoredUpload, type UploadStore } from "./upload";
import type { MediaTarget } from "./write";

export interface ImportRouteDeps {
  auth: Auth;
  db: Db;
  imports: ImportsRepository;
  ownDecks: OwnDecksRepository;
  settings: FsrsSettingsRepository;
  clock: () => Date;
  dataDir: string;
  /** The embedded database is opened by one process only: at a start, every running import was cut off. */
  singleProcess: boolean;
  slots?: ReadingSlots;
  /** Between its statements an import gives way to learners' requests being answered. */
  requestsInFlight: RequestsInFlight;
  /** How slowly an upload may arrive before it is cut off. */
  watch?: { windowMs: number; minBytes: number };
  /** How the undo of failed imports deletes (tests watch its batches). */
  recoveryBatch?: BatchOptions;
  /** Where a package's recordings are stored, and each learner's room for them. */
  media: Omit<MediaTarget, "userId">;
}

const NOT_FOUND = "This import does not exist.";
const PREVIEW_GONE = "This upload is no longer kept (or was already imported). Choose the file again.";
const CHOOSE_FILE = "Choose a file to import.";

function mappingFrom(text: string | undefined) {
  if (text === undefined || text.trim() === "") return parseOrThrow(importMappingSchema, { term: 0, translation: 1 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_ERROR", "The mapping is not valid JSON.", {
      mapping: "The mapping is not valid JSON.",
    });
  }
  return parseOrThrow(importMappingSchema, json);
}

function readErrorToAppError(error: unknown): unknown {
  if (!isImportReadError(error)) return error;
  const code = error.code === "FILE_TOO_LARGE" ? "PAYLOAD_TOO_LARGE" : "UNPROCESSABLE";
  const message = error.code === "FILE_TOO_LARGE" && /100 MB/.test(error.message) ? FILE_TOO_LARGE : error.message;
  return new AppError(code, message, { file: error.message });
}

interface Scope {
  deps: ImportRouteDeps;
  uploads: UploadStore;
  slots: ReadingSlots;
  workDir: string;
  running: Map<string, () => void>;
}

export async function registerImportRoutes(app: FastifyInstance, deps: ImportRouteDeps): Promise<void> {
  const uploads = createUploadStore(deps.dataDir, deps.watch);
  const workDir = path.join(deps.dataDir, "imports", "work");
  const scope: Scope = { deps, uploads, slots: deps.slots ?? createReadingSlots(), workDir, running: new Map() };
  await mkdir(workDir, { recursive: true, mode: 0o700 });
  await registerRecovery(app, {
    ...deps,
    uploads,
    workDir,
    log: app.log,
    batch: { ...deps.recoveryBatch, turn: deps.requestsInFlight.turn },
  });
  app.addHook("onClose", async () => abandonRunning(app, scope));
  const signedInAccount = requireAccount(deps.auth);
  const limiter = createRequestLimiter(deps.db, deps.clock);
  // Uploads are counted before their bytes are read.
  const uploader = {
    preHandler: async (request: FastifyRequest) => {
      await signedInAccount(request);
      await limiter.enforce([{ rule: LIMITS.uploadsPerUser, subject: request.user!.id }]);
    },
  };
  await app.register(async (multipartScope) => {
    await multipartScope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });
    multipartScope.post(
      "/api/me/imports/preview",
      {
        ...uploader,
        ...describeRoute({
          tag: "create",
          summary: "Read an uploaded file and show its fields, first rows and decks (multipart, field file)",
          access: "registered",
        }),
      },
      (request) => previewRoute(scope, request),
    );
    multipartScope.post(
      "/api/me/imports",
      {
        ...uploader,
        ...describeRoute({
          tag: "create",
          summary: "Start an import (multipart: file or previewId, optional mapping as JSON)",
          description: "Answers 202 with the import's id; its status is at GET /api/me/imports/{id}.",
          access: "registered",
        }),
      },
      (request, reply) => startRoute(scope, request, reply),
    );
  });
  registerStatusRoute(app, deps);
}

async function previewRoute(scope: Scope, request: FastifyRequest) {
  const { deps, uploads } = scope;
  const userId = request.user!.id;
  // The file is received first, then a reading slot is taken: a slow upload holds no slot.
  let file: StoredUpload | null = (await uploads.receive(request, userId)).file;
  let release = () => {};
  try {
    if (!file) throw new AppError("VALIDATION_ERROR", CHOOSE_FILE, { file: CHOOSE_FILE });
    release = scope.slots.take(userId);
    const preview = await readPreviewInWorker({
      path: file.path,
      fileName: file.name,
      kind: file.kind,
      workDir: scope.workDir,
    }).catch((error: unknown) => {
      throw readErrorToAppError(error);
    });
    const targets = await describeTargets(deps.db, userId, preview.decks);
    const previewId = randomUUID();
    await uploads.keep(file, previewId);
    file = null;
    const pushedOut = await deps.imports.createPreview(previewId, userId, preview.fileName, preview.kind);
    await Promise.all(pushedOut.map((id) => uploads.remove(id)));
    const decks = preview.decks.map(({ keys: _keys, ...deck }, i) => ({ ...deck, notes: deck.words, ...targets[i] }));
    return { previewId, ...preview, decks };
  } finally {
    if (file) await rm(file.path, { force: true });
    release();
  }
}

async function startRoute(scope: Scope, request: FastifyRequest, reply: FastifyReply) {
  const { deps, uploads } = scope;
  const userId = request.user!.id;
  if (await deps.imports.hasRunning(userId)) {
    throw new AppError("CONFLICT", "An import is already running. Wait for it to finish, then start the next one.");
  }
  const upload = await uploads.receive(request, userId);
  let release = () => {};
  let kept = false;
  try {
    const mapping = mappingFrom(upload.fields.mapping);
    // Taken once the file is here (a slow upload holds no slot), before it is kept under its import's id.
    release = scope.slots.take(userId);
    let file: StoredUpload;
    let id: string;
    if (upload.file) {
      id = randomUUID();
      file = await uploads.keep(upload.file, id);
      kept = true;
      await deps.imports.createRunning(id, userId, file.name, file.kind, mapping);
    } else if (upload.fields.previewId) {
      const previewId = z.uuid().safeParse(upload.fields.previewId);
      const claimed = previewId.success ? await deps.imports.claimPreview(userId, previewId.data, mapping) : null;
      if (!claimed) throw new AppError("NOT_FOUND", PREVIEW_GONE);
      id = claimed.id;
      const kind = claimed.kind === "anki" ? "anki" : "delimited";
      file = { name: claimed.fileName, path: uploads.pathOf(id), size: 0, kind };
    } else {
      throw new AppError("VALIDATION_ERROR", CHOOSE_FILE, { file: CHOOSE_FILE });
    }
    const day = await resolveDayModel(deps.db, request, userId);
    const job = {
      id,
      userId,
      file,
      mapping,
      day,
      onStarted: (stop: () => void) => scope.running.set(id, stop),
    };
    // Runs after the answer: the learner watches its progress at GET /api/me/imports/{id}.
    setImmediate(() => {
      void runImport(
        {
          ...deps,
          log: request.log,
          workDir: scope.workDir,
          embedded: deps.singleProcess,
          turn: deps.requestsInFlight.turn,
        },
        job,
      ).finally(() => {
        scope.running.delete(id);
        release();
        void uploads.remove(id);
      });
    });
    return reply.status(202).send({ id });
  } catch (error) {
    release();
    if (upload.file && !kept) await rm(upload.file.path, { force: true });
    throw error;
  }
}

function registerStatusRoute(app: FastifyInstance, deps: ImportRouteDeps) {
  const idParams = z.object({ id: z.uuid({ message: NOT_FOUND }) });
  app.get(
    "/api/me/imports/:id",
    {
      preHandler: requireAccount(deps.auth),
      ...describeRoute({
        tag: "create",
        summary: "An import's progress and outcome",
        access: "registered",
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = parseOrThrow(idParams, request.params);
      const row = await deps.imports.get(request.user!.id, id, deps.clock());
      if (!row || row.status === "preview") throw new AppError("NOT_FOUND", NOT_FOUND);
      return { ...row, result: row.result ?? null, error: row.error ?? null };
    },
  );
}

/** A graceful stop abandons the imports running here: their workers stop, what they wrote is undone. */
async function abandonRunning(app: FastifyInstance, scope: Scope): Promise<void> {
  for (const [id, stop] of scope.running) {
    stop();
    app.log.warn({ importId: id }, "stopping: the running import is abandoned (it reads failed; start it again)");
  }
  // The workers' failures reach runImport, which undoes and marks each failed before the database closes.
  const deadline = Date.now() + 5000;
  while (scope.running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}
