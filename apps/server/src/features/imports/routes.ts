import { importMappingSchema } from "@app/domain/create/own-deck";
import { isImportReadError } from "@app/import-reader";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/database";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { resolveDayModel } from "../daily-goals";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { type OwnDecksRepository, requireAccount } from "../own-decks";
import { createRequestLimiter, LIMITS } from "../request-limits";
import type { ImportsRepository } from "./repository";
import { runImport } from "./run-import";
import { readPreviewInWorker } from "./run-in-worker";
import { IMPORT_MAX_BYTES, importKindOf } from "./source";
import { FILE_TOO_LARGE, readUpload } from "./upload";

export interface ImportRouteDeps {
  auth: Auth;
  db: Db;
  imports: ImportsRepository;
  ownDecks: OwnDecksRepository;
  settings: FsrsSettingsRepository;
  clock: () => Date;
}

const NOT_FOUND = "This import does not exist.";
const PREVIEW_GONE = "This upload is no longer kept (or was already imported). Choose the file again.";

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

export async function registerImportRoutes(app: FastifyInstance, deps: ImportRouteDeps): Promise<void> {
  const signedInAccount = requireAccount(deps.auth);
  const limiter = createRequestLimiter(deps.db, deps.clock);
  const account = { preHandler: requireAccount(deps.auth) };
  // Uploads are counted before their bytes are read.
  const uploader = {
    preHandler: async (request: FastifyRequest) => {
      await signedInAccount(request);
      await limiter.enforce([{ rule: LIMITS.uploadsPerUser, subject: request.user!.id }]);
    },
  };
  const idParams = z.object({ id: z.uuid({ message: NOT_FOUND }) });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });

    scope.post(
      "/api/me/imports/preview",
      {
        ...uploader,
        ...describeRoute({
          tag: "create",
          summary: "Read an uploaded file and show its fields and first rows (multipart, field file)",
          access: "registered",
        }),
      },
      async (request) => {
        const upload = await readUpload(request);
        if (!upload.file)
          throw new AppError("VALIDATION_ERROR", "Choose a file to import.", { file: "Choose a file to import." });
        const { name, bytes } = upload.file;
        try {
          const preview = await readPreviewInWorker({ bytes, fileName: name });
          const previewId = await deps.imports.createPreview(request.user!.id, name, importKindOf(name, bytes), bytes);
          return { previewId, ...preview };
        } catch (error) {
          if (isImportReadError(error)) {
            const code = error.code === "FILE_TOO_LARGE" ? "PAYLOAD_TOO_LARGE" : "UNPROCESSABLE";
            throw new AppError(code, error.code === "FILE_TOO_LARGE" ? FILE_TOO_LARGE : error.message, {
              file: error.message,
            });
          }
          throw error;
        }
      },
    );

    scope.post(
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
      async (request, reply) => {
        const userId = request.user!.id;
        if (await deps.imports.hasRunning(userId)) {
          throw new AppError(
            "CONFLICT",
            "An import is already running. Wait for it to finish, then start the next one.",
          );
        }
        const upload = await readUpload(request);
        const mapping = mappingFrom(upload.fields.mapping);
        let file: { name: string; bytes: Uint8Array };
        let id: string;
        if (upload.file) {
          file = upload.file;
          id = await deps.imports.createRunning(userId, file.name, importKindOf(file.name, file.bytes), mapping);
        } else if (upload.fields.previewId) {
          const previewId = z.uuid().safeParse(upload.fields.previewId);
          const claimed = previewId.success ? await deps.imports.claimPreview(userId, previewId.data, mapping) : null;
          if (!claimed?.file) throw new AppError("NOT_FOUND", PREVIEW_GONE);
          file = { name: claimed.fileName, bytes: claimed.file };
          id = claimed.id;
        } else {
          throw new AppError("VALIDATION_ERROR", "Choose a file to import.", { file: "Choose a file to import." });
        }
        const day = await resolveDayModel(deps.db, request, userId);
        // Runs after the answer: the learner watches its progress at GET /api/me/imports/{id}.
        setImmediate(() => {
          void runImport(
            { ...deps, log: request.log },
            { id, userId, fileName: file.name, bytes: file.bytes, mapping, day },
          );
        });
        return reply.status(202).send({ id });
      },
    );
  });

  app.get(
    "/api/me/imports/:id",
    {
      ...account,
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
      return {
        id: row.id,
        status: row.status,
        progress: row.progress,
        fileName: row.fileName,
        result: row.result ?? null,
        error: row.error ?? null,
      };
    },
  );
}
