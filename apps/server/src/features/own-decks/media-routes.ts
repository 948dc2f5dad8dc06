import { rowIdParamSchema } from "@app/domain/ids";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { ownMedia, subDecks, words } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { type MediaStore, sendMedia } from "../media";
import { deckVisibleTo } from "./access";

const NO_RECORDING = "This word has no recording.";

/** A file stored before the blob store, still in its row until the move at start reaches it. */
async function legacyRow(db: Db, id: string) {
  const [row] = await db
    .select({ bytes: ownMedia.bytes, hash: ownMedia.hash, size: ownMedia.size, mime: ownMedia.mime })
    .from(ownMedia)
    .where(eq(ownMedia.id, id));
  return row;
}

/**
 * The recording a word came with (Anki's `[sound:…]`, a mining tool's WordAudio), for whoever may see its
 * deck: streamed from the media store, with byte ranges for players that seek.
 */
export function registerOwnMediaRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; media: MediaStore }) {
  const params = z.object({ wordId: rowIdParamSchema });
  app.get(
    "/api/words/:wordId/audio",
    {
      preHandler: requireUser(deps.auth),
      ...describeRoute({
        tag: "audio",
        summary: "The recording that came with an imported or mined word (byte ranges supported)",
        access: "session",
        params,
      }),
    },
    async (request, reply) => {
      const { wordId } = parseOrThrow(params, request.params);
      const [row] = await deps.db
        .select({ id: ownMedia.id, mime: ownMedia.mime, hash: ownMedia.hash, size: ownMedia.size })
        .from(words)
        .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
        .innerJoin(ownMedia, and(eq(ownMedia.ownDeckId, subDecks.ownDeckId), eq(ownMedia.name, words.audioFile)))
        .where(and(eq(words.id, wordId), deckVisibleTo(request.user!.id), sql`${words.audioFile} IS NOT NULL`));
      if (!row) throw new AppError("NOT_FOUND", NO_RECORDING);
      // A row stored before the blob store keeps its bytes until moved (maybe just now).
      if (row.hash) return sendMedia(request, reply, deps.media, { ...row, hash: row.hash }, NO_RECORDING);
      const stored = await legacyRow(deps.db, row.id);
      if (stored?.hash) return sendMedia(request, reply, deps.media, { ...stored, hash: stored.hash }, NO_RECORDING);
      if (!stored?.bytes) throw new AppError("NOT_FOUND", NO_RECORDING);
      return reply
        .header("content-type", stored.mime)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=86400")
        .send(Buffer.from(stored.bytes));
    },
  );
}
