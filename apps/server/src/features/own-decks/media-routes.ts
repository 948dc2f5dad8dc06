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
import { deckVisibleTo } from "./access";

/** The recording an imported word came with (Anki's `[sound:…]`), for whoever may see its deck. */
export function registerOwnMediaRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }) {
  const params = z.object({ wordId: rowIdParamSchema });
  app.get(
    "/api/words/:wordId/audio",
    {
      preHandler: requireUser(deps.auth),
      ...describeRoute({
        tag: "audio",
        summary: "The recording that came with an imported word",
        access: "session",
        params,
      }),
    },
    async (request, reply) => {
      const { wordId } = parseOrThrow(params, request.params);
      const [row] = await deps.db
        .select({ mime: ownMedia.mime, bytes: ownMedia.bytes })
        .from(words)
        .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
        .innerJoin(ownMedia, and(eq(ownMedia.ownDeckId, subDecks.ownDeckId), eq(ownMedia.name, words.audioFile)))
        .where(and(eq(words.id, wordId), deckVisibleTo(request.user!.id), sql`${words.audioFile} IS NOT NULL`));
      if (!row) throw new AppError("NOT_FOUND", "This word has no recording.");
      // Private to those who may see the deck: cached by the browser only.
      return reply
        .header("content-type", row.mime)
        .header("cache-control", "private, max-age=86400")
        .send(Buffer.from(row.bytes));
    },
  );
}
