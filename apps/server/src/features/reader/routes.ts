import type { Clock } from "@app/domain";
import { analyseText } from "@app/domain/reader/analyse";
import { likeliestLanguage, sampleKeys } from "@app/domain/reader/language-guess";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { addReaderWords, READER_PICKS_MAX } from "../ankiconnect";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { countKnownKeys, readLanguageTag, readLearnerLanguages, readLearnerWords } from "./repository";
import { READER_TEXT_MAX } from "./text-limits";
import { registerSavedTextRoutes } from "./text-routes";
import type { SavedTexts } from "./texts";

export { READER_TEXT_MAX } from "./text-limits";

const analyseBody = z
  .object({
    text: z
      .string({ error: "Paste a text to read." })
      .trim()
      .min(1, { error: "Paste a text to read." })
      .max(READER_TEXT_MAX, { error: `A text can have ${READER_TEXT_MAX.toLocaleString("en")} characters at most.` }),
    /** The text's language; left out, it is guessed among the learner's. */
    languageId: z.string({ error: "Choose the text's language." }).min(1).max(64).optional(),
    /** The date to forecast for (YYYY-MM-DD), e.g. an exam's. */
    on: z.iso.date({ error: "Enter a valid date." }).optional(),
    /** A saved text of the learner's being read: this reading is added to its record. */
    textId: z.uuid({ error: "Text not found." }).optional(),
  })
  .strict();

const wordsBody = z
  .object({
    deckId: z.string({ error: "Choose a deck." }).min(1, { error: "Choose a deck." }).max(64),
    words: z
      .array(
        z
          .object({
            term: z.string().trim().min(1).max(500),
            meaning: z
              .string({ error: "Give each word its meaning." })
              .trim()
              .min(1, { error: "Give each word its meaning." })
              .max(500),
            sentence: z.string().trim().max(2_000).nullable().optional(),
          })
          .strict(),
        { error: "Choose words to add." },
      )
      .min(1, { error: "Choose words to add." })
      .max(READER_PICKS_MAX, { error: `Add ${READER_PICKS_MAX} words at a time at most.` }),
  })
  .strict();

type Deps = { auth: Auth; db: Db; clock: Clock; settings: FsrsSettingsRepository; texts: SavedTexts };

/** The text's language: the one asked, or the learner's language whose decks hold most of its words. */
async function textLanguage(
  db: Db,
  userId: string,
  text: string,
  languageId: string | undefined,
  languages: { languageId: string; lang: string }[],
) {
  if (languageId) {
    const lang = await readLanguageTag(db, languageId);
    if (!lang)
      throw new AppError("VALIDATION_ERROR", "Choose the text's language.", { languageId: "Unknown language." });
    return { languageId, lang, guessed: false };
  }
  if (languages.length === 0) throw new AppError("VALIDATION_ERROR", "Add a deck in the text's language first.");
  const known = await countKnownKeys(
    db,
    userId,
    languages.map((l) => ({ languageId: l.languageId, keys: sampleKeys(text, l.lang) })),
  );
  const found = languages.map((l) => ({ ...l, words: known.get(l.languageId) ?? 0 }));
  const best = found.find((l) => l.languageId === likeliestLanguage(found)) ?? found[0]!;
  return { languageId: best.languageId, lang: best.lang, guessed: true };
}

/**
 * POST /api/me/reader/analyse: a text against the learner's memory (nothing is stored).
 * POST /api/me/reader/words: words chosen from a text added to an own deck, each with its sentence.
 */
export function registerReaderRoutes(app: FastifyInstance, deps: Deps): void {
  const route = featureRoutes(deps.auth, "reader");
  registerSavedTextRoutes(app, deps);
  app.post(
    "/api/me/reader/analyse",
    route({
      summary: "A text's words against what the learner knows: comprehension today and on a date",
      access: "session",
      body: analyseBody,
    }),
    async (request) => {
      const { text, languageId, on, textId } = parseOrThrow(analyseBody, request.body);
      const userId = request.user!.id;
      const languages = await readLearnerLanguages(deps.db, userId);
      const language = await textLanguage(deps.db, userId, text, languageId, languages);
      const now = deps.clock();
      const onDate = on ? new Date(`${on}T12:00:00Z`) : null;
      if (onDate && onDate.getTime() <= now.getTime()) {
        throw new AppError("VALIDATION_ERROR", "Choose a date after today.", { on: "Choose a date after today." });
      }
      const [words, settings] = await Promise.all([
        readLearnerWords(deps.db, userId, language.languageId),
        deps.settings.get(userId),
      ]);
      const analysis = analyseText({
        text,
        lang: language.lang,
        words,
        retention: settings.requestRetention,
        now,
        on: onDate,
      });
      if (textId) {
        const forecast = on && analysis.onDate ? { on, keep: analysis.onDate.keep } : {};
        const reading = { at: now.toISOString(), today: analysis.today, ...forecast };
        if (!(await deps.texts.addReading(userId, textId, reading))) throw new AppError("NOT_FOUND", "Text not found.");
      }
      // The learner's languages: what the screen offers when the guess is wrong.
      const choices = languages.map((l) => l.languageId);
      return { ...language, languages: choices, retention: settings.requestRetention, ...analysis };
    },
  );

  app.post(
    "/api/me/reader/words",
    route({
      summary: "Words chosen from a text added to one of the learner's own decks, with their sentences",
      access: "session",
      body: wordsBody,
    }),
    async (request) => {
      const { deckId, words } = parseOrThrow(wordsBody, request.body);
      const picks = words.map((w) => ({ term: w.term, meaning: w.meaning, sentence: w.sentence ?? null }));
      const result = await addReaderWords(deps.db, request.user!.id, deckId, picks, deps.clock());
      if (!result) throw new AppError("NOT_FOUND", "Deck not found.");
      return result;
    },
  );
}
