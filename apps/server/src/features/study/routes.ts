import { type Clock, HARD_WORDS_SIZE, LEARN_NEW_WORDS, messages } from "@app/domain";
import { recallChance } from "@app/domain/decks/coming-due";
import { subDeckIdSchema } from "@app/domain/decks/validation";
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
import { readCatchUpPlan, sentTimeZone } from "../daily-goals";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import { readDeckLanguages } from "./deck-languages";
import { createStudyRepository } from "./repository";
import { saveStudySession } from "./save-session";
import { assertSessionUnlocked } from "./unlock-check";

const KINDS = ["learn-new", "review", "need-review", "hard-words", "audio-review", "time-rush"] as const;
const REVIEW_SESSION_MAX = 100;
const DISTRACTOR_SAMPLE = 40;

export interface StudyRouteDeps {
  auth: Auth;
  db: Db;
  catalogue: CatalogueRepository;
  settings: FsrsSettingsRepository;
  clock: Clock;
}

export function registerStudyRoutes(app: FastifyInstance, deps: StudyRouteDeps): void {
  const signedIn = { preHandler: requireUser(deps.auth) };
  const repo = createStudyRepository(deps.db);
  const sessionParams = z.object({ kind: z.enum(KINDS), subDeckId: subDeckIdSchema });

  /** Everything a session screen needs to start: the words, their progress, distractors, settings. */
  app.get(
    "/api/me/study/:kind/:subDeckId",
    {
      ...signedIn,
      ...describeRoute({
        tag: "study",
        summary: "What a session of this kind needs to start",
        access: "session",
        params: sessionParams,
      }),
    },
    async (request) => {
      const { kind, subDeckId } = parseOrThrow(sessionParams, request.params);
      const userId = request.user!.id;
      const deck = await deps.catalogue.getSubDeck(subDeckId, request.user!.id);
      if (!deck) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
      const now = deps.clock();
      // Time Rush is checked when a game starts: its word list is also what a deck keeps for offline study.
      if (kind !== "time-rush") {
        await assertSessionUnlocked(deps.db, { userId, subDeckId, wordCount: deck.wordCount, kind, now });
      }
      const settings = await deps.settings.get(userId);

      let newWordsLeft: number | undefined;
      let entries: {
        word: { id: number; order: number; originalWord: string; translation: string; pinyin: string | null };
        progress: unknown;
      }[];
      if (kind === "learn-new") {
        const [unlearned, left] = await Promise.all([
          repo.unlearnedWords(userId, subDeckId, LEARN_NEW_WORDS),
          repo.countUnlearned(userId, subDeckId),
        ]);
        entries = unlearned.map((word) => ({ word, progress: null }));
        newWordsLeft = left;
      } else if (kind === "need-review") {
        let due = await repo.wordsWithProgress(userId, subDeckId, "due", now);
        // A backlog (more than three days of the review goal due): the catch-up plan's daily cap,
        // the words most likely to be forgotten first. (The client then shuffles them, as the spec says.)
        const plan = await readCatchUpPlan(deps.db, request, userId, now);
        if (plan) {
          due = due
            .map((e) => ({ e, chance: recallChance(e.progress, now) ?? 0 }))
            .sort((a, b) => a.chance - b.chance)
            .slice(0, plan.dailyCap)
            .map(({ e }) => e);
        }
        entries = due;
      } else if (kind === "hard-words") {
        // Words with progress, hardest (highest difficulty) first: the ten worst performing.
        entries = (await repo.wordsWithProgress(userId, subDeckId, "started", now))
          .filter((e) => !e.progress.isIgnored)
          .slice(0, HARD_WORDS_SIZE);
      } else if (kind === "time-rush") {
        // Learned words, those closest to being forgotten (earliest next review) first.
        entries = (await repo.wordsWithProgress(userId, subDeckId, "review-candidates", now)).sort(
          (a, b) => (a.progress.nextReview?.getTime() ?? 0) - (b.progress.nextReview?.getTime() ?? 0),
        );
      } else {
        entries = (await repo.wordsWithProgress(userId, subDeckId, "review-candidates", now)).slice(
          0,
          REVIEW_SESSION_MAX,
        );
      }
      const [distractors, languages] = await Promise.all([
        repo.sampleWords(subDeckId, DISTRACTOR_SAMPLE),
        readDeckLanguages(deps.db, deck),
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
        words: entries.map((e) => ({ ...e.word, progress: e.progress })),
        distractors,
        // Learn New: the deck's words never studied, these included (the overview offers more only when some remain).
        ...(newWordsLeft === undefined ? {} : { newWordsLeft }),
      };
    },
  );

  /** Saves a finished session: idempotent on its id (retries, double clicks and offline replays count once). */
  app.post(
    "/api/me/study-sessions",
    {
      ...signedIn,
      ...describeRoute({
        tag: "study",
        summary: "Save a finished session",
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
