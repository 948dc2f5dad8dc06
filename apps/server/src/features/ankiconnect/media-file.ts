import { isSafeMediaName } from "@app/import-reader";
import { z } from "zod";
import { bodyFromBase64 } from "../media";
import { mediaMime } from "./models";
import { ActionError, type Params } from "./params";
import type { MiningRepository } from "./repository";

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** The longest base64 text of a file of MEDIA_MAX_BYTES (with its padding). */
const MAX_BASE64_LENGTH = Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 4;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const TOO_LARGE = "media file is larger than 5 MB";

/** A file as a tool sends it, its name, type and encoding checked (before its bytes are decoded). */
export interface MediaFile {
  filename: string;
  mime: string;
  data: string;
}

/** AnkiConnect's texts name `storeMediaFile` also for a note's own `audio` / `picture` entries. */
const fileName = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? "storeMediaFile() missing required argument: 'filename'"
        : 'storeMediaFile(): parameter "filename" has the wrong type',
  })
  .refine(isSafeMediaName, { error: (issue) => `media file name is not a plain file name: ${issue.input}` });

/** Only `data` is read: the server never downloads a `url` or reads a `path` of its own disk for a tool. */
function refuseUnlessData(file: Params, ctx: z.RefinementCtx): void {
  if (typeof file.data === "string") return;
  const message =
    file.url !== undefined || file.path !== undefined
      ? 'only "data" is accepted: this server never downloads a "url" or reads a "path"'
      : 'You must provide a "data" field.';
  ctx.addIssue({ code: "custom", message, input: file });
}

/**
 * `storeMediaFile`'s params (and a note's `audio` / `picture` entry), checked in AnkiConnect's order: the name,
 * that `data` is given, the file's type (audio and pictures, by extension), its size, its base64.
 */
export const MEDIA_FILE = z
  .looseObject({ filename: fileName })
  .superRefine(refuseUnlessData)
  .pipe(
    z.object({
      filename: z.string().refine((name) => Boolean(mediaMime(name)), {
        error: (issue) => `media file type is not supported (audio and pictures only): ${issue.input}`,
      }),
      data: z
        .string()
        .max(MAX_BASE64_LENGTH, { error: TOO_LARGE })
        .regex(BASE64, { error: "data is not valid base64" }),
    }),
  )
  .transform(({ filename, data }): MediaFile => ({ filename, mime: mediaMime(filename) ?? "", data }));

export interface MediaContext {
  userId: string;
  repo: Pick<MiningRepository, "storeMedia">;
}

/** Stores a checked file (its bytes decoded a slice at a time, never as a second whole copy); answers its name. */
export async function writeMedia(ctx: MediaContext, { filename, mime, data }: MediaFile): Promise<string> {
  const body = await bodyFromBase64(data);
  if (body.size === 0) throw new ActionError("media file is empty");
  if (body.size > MEDIA_MAX_BYTES) throw new ActionError(TOO_LARGE);
  await ctx.repo.storeMedia(ctx.userId, { name: filename, mime, body });
  return filename;
}

export async function storeFiles(ctx: MediaContext, files: readonly MediaFile[]): Promise<void> {
  for (const file of files) await writeMedia(ctx, file);
}
