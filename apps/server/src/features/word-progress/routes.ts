import { messages } from "@app/domain";
import { canKeepNotes } from "@app/domain/decks/notes-rule";
import { ignoreBatchSchema, notesSchema } from "@app/domain/decks/validation";
import { itemIdParamSchema } from "@app/domain/ids";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { WordProgressRepository } from "./repository";

export function registerWordProgressRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; progress: WordProgressRepository },
): void {
  const route = featureRoutes(deps.auth, "word-progress");
  const wordParams = z.object({ wordId: itemIdParamSchema });

  /** One request carries a batch of ignore/unignore toggles (the page flushes every 2 s and on leaving). */
  app.post(
    "/api/me/progress/ignore",
    route({ summary: "Ignore and unignore words in one batch", access: "session", body: ignoreBatchSchema }),
    async (request) => {
      const input = parseOrThrow(ignoreBatchSchema, request.body);
      const overlap = input.ignore.filter((id) => input.unignore.includes(id));
      if (overlap.length > 0)
        throw new AppError("VALIDATION_ERROR", messages.decks.batchIgnoreFailed, {
          ignore: "A word cannot be both ignored and unignored",
        });
      const userId = request.user!.id;
      const ignored = await deps.progress.setIgnored(userId, input.subDeckId, input.ignore, true);
      const unignored = await deps.progress.setIgnored(userId, input.subDeckId, input.unignore, false);
      const changed = new Set([...ignored, ...unignored]);
      const skipped = [...input.ignore, ...input.unignore].filter((id) => !changed.has(id));
      return { ignored, unignored, skipped };
    },
  );

  app.put(
    "/api/me/progress/:wordId/notes",
    route({ summary: "Save a word's personal notes", access: "session", params: wordParams, body: notesSchema }),
    async (request) => {
      const { wordId } = parseOrThrow(wordParams, request.params);
      const { notes } = parseOrThrow(notesSchema, request.body);
      const saved = await deps.progress.setNotes(request.user!.id, wordId, notes, canKeepNotes);
      if (!saved) throw new AppError("UNPROCESSABLE", messages.notes.unavailable);
      return { wordId, notes };
    },
  );
}
