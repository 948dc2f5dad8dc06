import { type Clock, messages } from "@app/domain";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import { sessionSaveResultSchema, studySessionStartSchema } from "@app/domain/study/responses";
import { studiedAt } from "@app/domain/study/studied-at";
import { sessionSaveSchema } from "@app/domain/study/validation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { CatalogueRepository } from "../catalogue";
import { sentTimeZone } from "../daily-goals";
import { createDeckSchedulingRepository, type DeckSchedulingRepository } from "../deck-scheduling";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { readDeckLanguages } from "./deck-languages";
import { readRatingPreviews } from "./rating-previews";
import { createStudyRepository, type StudyRepository } from "./repository";
import { saveStudySession } from "./save-session";
import { readSessionWords, SESSION_KINDS } from "./session-words";
import { assertSessionUnlocked } from "./unlock-check";

const DISTRACTOR_SAMPLE = 40;

export interface StudyRouteDeps {
  auth: Auth;
  db: Db;
  catalogue: CatalogueRepository;
  settings: FsrsSettingsRepository;
  clock: Clock;
}

interface StudyRouteContext extends StudyRouteDeps {
  repo: StudyRepository;
  scheduling: DeckSchedulingRepository;
  signedIn: { preHandler: ReturnType<typeof requireUser> };
}

const sessionParams = z.object({ kind: z.enum(SESSION_KINDS), subDeckId: subDeckIdSchema });
/** `beyond=plan`: Learn New past the exam plan's words for today, asked for by the learner. */
const sessionQuery = z.object({ beyond: z.literal("plan").optional() });

/** Everything a session screen needs to start: the words, their progress, distractors, settings. */
function startSession(app: FastifyInstance, deps: StudyRouteContext): void {
  app.get(
    "/api/me/study/:kind/:subDeckId",
    {
      ...deps.signedIn,
      ...describeRoute({
        tag: "study",
        summary: "What a session of this kind needs to start",
        responses: { 200: studySessionStartSchema },
        access: "session",
        params: sessionParams,
        querystring: sessionQuery,
      }),
    },
    async (request) => {
      const { kind, subDeckId } = parseOrThrow(sessionParams, request.params);
      const { beyond } = parseOrThrow(sessionQuery, request.query);
      const userId = request.user!.id;
      const deck = await deps.catalogue.getSubDeck(subDeckId, userId);
      if (!deck) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
      const now = deps.clock();
      // Time Rush is checked when a game starts: its word list is also what a deck keeps for offline study.
      if (kind !== "time-rush") {
        await assertSessionUnlocked(deps.db, {
          userId,
          subDeckId,
          wordCount: deck.wordCount,
          words: deck.words,
          kind,
          now,
        });
      }
      const settings = await deps.settings.get(userId);
      const { entries, newWordsLeft, planLeftToday, dailyLimitReached, dailyLimits } = await readSessionWords(kind, {
        db: deps.db,
        repo: deps.repo,
        scheduling: deps.scheduling,
        request,
        userId,
        subDeckId,
        now,
        beyondPlan: beyond === "plan",
      });
      const [distractors, languages, previews] = await Promise.all([
        deps.repo.sampleWords(userId, subDeckId, DISTRACTOR_SAMPLE),
        readDeckLanguages(deps.db, deck),
        // Only MANUAL asks for ratings; Time Rush never does.
        settings.studyAlgorithm === "MANUAL" && kind !== "time-rush"
          ? readRatingPreviews(
              deps.db,
              request,
              { userId, subDeckId, now, settings },
              entries.map((e) => ({ id: e.word.id, card: e.progress })),
            )
          : new Map(),
      ]);
      return {
        kind,
        now: now.toISOString(),
        deck: { ...deck, ...languages },
        settings: {
          studyAlgorithm: settings.studyAlgorithm,
          studyType: settings.studyType,
          productionPractice: settings.productionPractice,
        },
        words: entries.map((e) => {
          const intervals = previews.get(e.word.id);
          return { ...e.word, progress: e.progress, ...(intervals ? { intervals } : {}) };
        }),
        distractors,
        // Learn New: the deck's words never studied, these included (the overview offers more only when some remain).
        ...(newWordsLeft === undefined ? {} : { newWordsLeft }),
        ...(planLeftToday === undefined ? {} : { planLeftToday }),
        ...(dailyLimitReached ? { dailyLimitReached } : {}),
        ...(dailyLimits ? { dailyLimits } : {}),
      };
    },
  );
}

/** Saves a finished session: idempotent on its id (retries, double clicks and offline replays count once). */
function saveSession(app: FastifyInstance, deps: StudyRouteContext): void {
  app.post(
    "/api/me/study-sessions",
    {
      ...deps.signedIn,
      ...describeRoute({
        tag: "study",
        summary: "Save a finished session",
        responses: { 200: sessionSaveResultSchema },
        description: "Idempotent on the session's id.",
        access: "session",
        body: sessionSaveSchema,
      }),
    },
    async (request) => {
      const session = parseOrThrow(sessionSaveSchema, request.body);
      return saveStudySession(deps.db, {
        userId: request.user!.id,
        session,
        // Graded when it was studied (a session queued offline arrives later), never in the future.
        now: studiedAt(session, deps.clock()),
        sentTimeZone: sentTimeZone(request),
      });
    },
  );
}

export function registerStudyRoutes(app: FastifyInstance, deps: StudyRouteDeps): void {
  const context = {
    ...deps,
    repo: createStudyRepository(deps.db),
    scheduling: createDeckSchedulingRepository(deps.db),
    signedIn: { preHandler: requireUser(deps.auth) },
  };
  for (const register of [startSession, saveSession]) register(app, context);
}
