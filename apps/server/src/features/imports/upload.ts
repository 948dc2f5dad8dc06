import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { IMPORT_MAX_BYTES, plainText } from "./source";

export interface Upload {
  file: { name: string; bytes: Uint8Array } | null;
  fields: Record<string, string>;
}

export const FILE_TOO_LARGE = "This file is larger than 100 MB, the most that can be imported at once.";

/** Reads a multipart upload: at most one file (field `file`) and a few small text fields. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data, in a field named file.");
  }
  const upload: Upload = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        const name = plainText(part.filename ?? "").slice(0, 200) || "upload";
        if (part.fieldname === "file") upload.file = { name, bytes: new Uint8Array(bytes) };
      } else if (typeof part.value === "string") {
        upload.fields[part.fieldname] = plainText(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", FILE_TOO_LARGE, { file: FILE_TOO_LARGE });
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new AppError("VALIDATION_ERROR", "Send one file at a time.");
    }
    throw new AppError("VALIDATION_ERROR", "The upload could not be read; send the file again.");
  }
  return upload;
}
