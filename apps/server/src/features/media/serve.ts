import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { planRange } from "./range";
import type { MediaStore } from "./store";

export interface ServedMedia {
  hash: string;
  size: number;
  mime: string;
}

/** Types a file is ever sent as: a recording or a picture, never a page. */
const SAFE_TYPE = /^(audio|image)\/[a-z0-9.+-]+$/;

/**
 * Sends a stored file, streamed: the whole of it (200) or the one byte range asked for (206, for seeking
 * players), `416` for a range past its end, `304` when the browser's copy is current. Sent with its sniffed
 * type (never HTML), `nosniff` and a sandboxing policy, so nothing stored can run as a page.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  media: ServedMedia,
  missing: string,
): Promise<FastifyReply> {
  const etag = `"${media.hash}"`;
  reply
    .header(
      "content-type",
      SAFE_TYPE.test(media.mime) && media.mime !== "image/svg+xml" ? media.mime : "application/octet-stream",
    )
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("content-disposition", "inline")
    .header("accept-ranges", "bytes")
    .header("etag", etag)
    // Private to those who may see the deck: cached by the browser only.
    .header("cache-control", "private, max-age=86400");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  const ifRange = request.headers["if-range"];
  const plan = ifRange && ifRange !== etag ? { kind: "all" as const } : planRange(request.headers.range, media.size);
  if (plan.kind === "unsatisfiable") {
    return reply.code(416).header("content-range", `bytes */${media.size}`).send();
  }
  const [start, end] = plan.kind === "part" ? [plan.start, plan.end] : [0, media.size - 1];
  if (media.size === 0) return reply.header("content-length", 0).send(Buffer.alloc(0));
  const stream = await store.open(media.hash, start, end);
  if (!stream) throw new AppError("NOT_FOUND", missing);
  if (plan.kind === "part") reply.code(206).header("content-range", `bytes ${start}-${end}/${media.size}`);
  return reply.header("content-length", end - start + 1).send(stream);
}
