import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { readLanguageTag } from "./repository";
import { READER_TEXT_MAX } from "./text-limits";
import { SAVED_TEXTS_MAX, type SavedTexts } from "./texts";

const TEXT_NOT_FOUND = "Text not found.";

const saveBody = z
  .object({
    title: z
      .string({ error: "Give the text a title." })
      .trim()
      .min(1, { error: "Give the text a title." })
      .max(120, { error: "A title can have 120 characters at most." }),
    languageId: z.string({ error: "Choose the text's language." }).min(1).max(64),
    text: z
      .string({ error: "Paste a text to read." })
      .trim()
      .min(1, { error: "Paste a text to read." })
      .max(READER_TEXT_MAX, { error: `A text can have ${READER_TEXT_MAX.toLocaleString("en")} characters at most.` }),
  })
  .strict();

const textParams = z.object({ textId: z.uuid({ error: TEXT_NOT_FOUND }) });

/**
 * A learner's saved texts: POST /api/me/reader/texts (save), GET …/texts (list, without bodies),
 * GET …/texts/:textId (one, with its body and readings), DELETE …/texts/:textId.
 */
export function registerSavedTextRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db; texts: SavedTexts }): void {
  const route = featureRoutes(deps.auth, "reader");
  const url = "/api/me/reader/texts";

  app.post(
    url,
    route({ summary: "Save a text to read again", access: "registered", body: saveBody }),
    async (request, reply) => {
      const { title, languageId, text } = parseOrThrow(saveBody, request.body);
      const userId = request.user!.id;
      if (!(await readLanguageTag(deps.db, languageId))) {
        throw new AppError("VALIDATION_ERROR", "Choose the text's language.", { languageId: "Unknown language." });
      }
      if ((await deps.texts.count(userId)) >= SAVED_TEXTS_MAX) {
        throw new AppError("CONFLICT", `You can keep ${SAVED_TEXTS_MAX} texts: delete one first.`);
      }
      const saved = await deps.texts.save(userId, { title, languageId, body: text });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    url,
    route({ summary: "The learner's saved texts, last read first", access: "registered" }),
    async (request) => ({
      items: await deps.texts.list(request.user!.id),
    }),
  );

  app.get(
    `${url}/:textId`,
    route({ summary: "One saved text with its readings", access: "registered", params: textParams }),
    async (request) => {
      const { textId } = parseOrThrow(textParams, request.params);
      const row = await deps.texts.get(request.user!.id, textId);
      if (!row) throw new AppError("NOT_FOUND", TEXT_NOT_FOUND);
      const { userId: _owner, body, ...rest } = row;
      return { ...rest, text: body };
    },
  );

  app.delete(
    `${url}/:textId`,
    route({ summary: "Delete a saved text", access: "registered", params: textParams }),
    async (request, reply) => {
      const { textId } = parseOrThrow(textParams, request.params);
      if (!(await deps.texts.remove(request.user!.id, textId))) throw new AppError("NOT_FOUND", TEXT_NOT_FOUND);
      return reply.status(204).send();
    },
  );
}
