import type { Clock } from "@app/domain";
import { analyseText } from "@app/domain/reader/analyse";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { readLanguageTag, readLearnerWords } from "./repository";

/**
 * Characters a text may have: about 8,000 words, analysed in well under 100 ms here (the analysis runs on the
 * request's thread, so its cost is bounded by the text's size; `npm run bench -- reader`).
 */
export const READER_TEXT_MAX = 50_000;

const analyseBody = z
  .object({
    text: z
      .string({ error: "Paste a text to read." })
      .trim()
      .min(1, { error: "Paste a text to read." })
      .max(READER_TEXT_MAX, { error: `A text can have ${READER_TEXT_MAX.toLocaleString("en")} characters at most.` }),
    languageId: z.string({ error: "Choose the text's language." }).min(1).max(64),
    /** The date to forecast for (YYYY-MM-DD), e.g. an exam's. */
    on: z.iso.date({ error: "Enter a valid date." }).optional(),
  })
  .strict();

/** POST /api/me/reader/analyse: a text against the learner's memory (nothing is stored). */
export function registerReaderRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; clock: Clock; settings: FsrsSettingsRepository },
): void {
  const route = featureRoutes(deps.auth, "reader");
  app.post(
    "/api/me/reader/analyse",
    route({
      summary: "A text's words against what the learner knows: comprehension today and on a date",
      access: "session",
      body: analyseBody,
    }),
    async (request) => {
      const { text, languageId, on } = parseOrThrow(analyseBody, request.body);
      const userId = request.user!.id;
      const lang = await readLanguageTag(deps.db, languageId);
      if (!lang)
        throw new AppError("VALIDATION_ERROR", "Choose the text's language.", { languageId: "Unknown language." });
      const now = deps.clock();
      const onDate = on ? new Date(`${on}T12:00:00Z`) : null;
      if (onDate && onDate.getTime() <= now.getTime()) {
        throw new AppError("VALIDATION_ERROR", "Choose a date after today.", { on: "Choose a date after today." });
      }
      const [words, settings] = await Promise.all([
        readLearnerWords(deps.db, userId, languageId),
        deps.settings.get(userId),
      ]);
      const analysis = analyseText({ text, lang, words, retention: settings.requestRetention, now, on: onDate });
      return { languageId, lang, ...analysis };
    },
  );
}
