import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { type ProgressWatch, TRANSFER_WATCH, watchProgress } from "../../lib/progress-watch";
import { IMPORT_MAX_BYTES, plainText } from "./source";

/** An uploaded file, kept on disk under DATA_DIR/imports (never whole in memory, never in the database). */
export interface StoredUpload {
  name: string;
  path: string;
  size: number;
  kind: "anki" | "delimited";
}

export interface Upload {
  file: StoredUpload | null;
  fields: Record<string, string>;
}

export const FILE_TOO_LARGE = "This file is larger than 100 MB, the most that can be imported at once.";

export const UPLOAD_TOO_SLOW = "The upload stalled and was stopped. Check your connection and send the file again.";
export const UPLOADING = "A file of yours is being uploaded. Wait for it to finish, then try again.";

/**
 * Where uploads wait for their preview and import: one file per import row, named by its id. A learner sends
 * one file at a time; an upload that stalls (less than `watch.minBytes` in `watch.windowMs`) is cut off.
 */
export function createUploadStore(dataDir: string, watch: { windowMs: number; minBytes: number } = TRANSFER_WATCH) {
  const dir = path.join(dataDir, "imports");
  const receiving = new Set<string>();
  return {
    dir,
    pathOf: (id: string) => path.join(dir, `${id}.upload`),
    /** Gives a received file its import's name. */
    async keep(upload: StoredUpload, id: string): Promise<StoredUpload> {
      const target = path.join(dir, `${id}.upload`);
      await rename(upload.path, target);
      return { ...upload, path: target };
    },
    async remove(id: string): Promise<void> {
      await rm(path.join(dir, `${id}.upload`), { force: true });
    },
    /** Reads a multipart upload: the file (field `file`) streamed to disk, stopped at the size limit. */
    async receive(request: FastifyRequest, userId: string): Promise<Upload> {
      if (receiving.has(userId)) throw new AppError("CONFLICT", UPLOADING);
      receiving.add(userId);
      let stalled = false;
      const progress = watchProgress({
        ...watch,
        onStall: () => {
          stalled = true;
          request.log.warn("an upload stalled: the connection was ended");
          request.raw.destroy();
        },
      });
      try {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        return await receiveUpload(request, dir, progress);
      } catch (error) {
        throw stalled ? new AppError("VALIDATION_ERROR", UPLOAD_TOO_SLOW, { file: UPLOAD_TOO_SLOW }) : error;
      } finally {
        progress.stop();
        receiving.delete(userId);
      }
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

async function receiveUpload(request: FastifyRequest, dir: string, progress: ProgressWatch): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data, in a field named file.");
  }
  const upload: Upload = { file: null, fields: {} };
  const received: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === "file") {
        const target = path.join(dir, `${randomUUID()}.part`);
        received.push(target);
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, next) {
            progress.add(chunk.length);
            next(null, chunk);
          },
        });
        await pipeline(part.file, counted, createWriteStream(target, { mode: 0o600 }));
        if (part.file.truncated) throw Object.assign(new Error("too large"), { code: "FST_REQ_FILE_TOO_LARGE" });
        if (part.fieldname !== "file") continue;
        const name = plainText(part.filename ?? "").slice(0, 200) || "upload";
        upload.file = await describe(target, name);
      } else if (typeof part.value === "string") {
        upload.fields[part.fieldname] = plainText(part.value);
      }
    }
  } catch (error) {
    await Promise.all(received.map((file) => rm(file, { force: true })));
    throw uploadError(error);
  }
  return upload;
}

async function describe(target: string, name: string): Promise<StoredUpload> {
  const handle = await open(target, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
    return { name, path: target, size, kind: /\.(apkg|colpkg)$/i.test(name) || zip ? "anki" : "delimited" };
  } finally {
    await handle.close();
  }
}

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("PAYLOAD_TOO_LARGE", FILE_TOO_LARGE, { file: FILE_TOO_LARGE });
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new AppError("VALIDATION_ERROR", "Send one file at a time.");
  }
  return new AppError("VALIDATION_ERROR", "The upload could not be read; send the file again.");
}
