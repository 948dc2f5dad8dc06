import { HARD_WORDS_SIZE, LEARN_NEW_WORDS, learnerDay } from "@app/domain";
import { recallChance } from "@app/domain/decks/coming-due";
import { learnNewCount } from "@app/domain/planning/exam-plan";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { readCatchUpPlan, resolveDayModel } from "../daily-goals";
import { createExamPlansRepository, startOfToday, storedPlan } from "../exam-plans";
import type { StudyRepository, StudyWordRow } from "./repository";

export const SESSION_KINDS = ["learn-new", "review", "need-review", "hard-words", "audio-review", "time-rush"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

const REVIEW_SESSION_MAX = 100;

interface SessionWordsInput {
  db: Db;
  repo: StudyRepository;
  request: FastifyRequest;
  userId: string;
  subDeckId: string;
  now: Date;
}

export interface SessionWords {
  entries: { word: StudyWordRow; progress: unknown }[];
  /** Learn New only: the deck's words never studied, these included. */
  newWordsLeft?: number;
}

type ProgressEntries = Awaited<ReturnType<StudyRepository["wordsWithProgress"]>>;

/** Need Review: every due word, or with a backlog the catch-up plan's daily cap, most likely forgotten first. */
async function needReviewWords({ db, repo, request, userId, subDeckId, now }: SessionWordsInput) {
  const due = await repo.wordsWithProgress(userId, subDeckId, "due", now);
  // A backlog (more than three days of the review goal due): the catch-up plan's daily cap,
  // the words most likely to be forgotten first. (The client then shuffles them, as the spec says.)
  const plan = await readCatchUpPlan(db, request, userId, now);
  if (!plan) return due;
  return due
    .map((e) => ({ e, chance: recallChance(e.progress, now) ?? 0 }))
    .sort((a, b) => a.chance - b.chance)
    .slice(0, plan.dailyCap)
    .map(({ e }) => e);
}

/**
 * Learn New's size: with an exam plan for the deck, the plan's new words a day minus those already
 * learned today in the deck (the usual count once today's share is learned); otherwise the usual count.
 */
async function learnNewSize({ db, request, userId, subDeckId, now }: SessionWordsInput): Promise<number> {
  const plans = createExamPlansRepository(db);
  const row = await plans.get(userId, subDeckId);
  if (!row) return LEARN_NEW_WORDS;
  const model = await resolveDayModel(db, request, userId);
  const learnedToday = await plans.learnedSince(userId, subDeckId, startOfToday(now, model));
  return learnNewCount(storedPlan(row), learnerDay(now, model), learnedToday, LEARN_NEW_WORDS);
}

/** The words a session of this kind studies, each with the learner's progress (null for a new word). */
export async function readSessionWords(kind: SessionKind, input: SessionWordsInput): Promise<SessionWords> {
  const { repo, userId, subDeckId, now } = input;
  if (kind === "learn-new") {
    const [unlearned, left] = await Promise.all([
      repo.unlearnedWords(userId, subDeckId, await learnNewSize(input)),
      repo.countUnlearned(userId, subDeckId),
    ]);
    return { entries: unlearned.map((word) => ({ word, progress: null })), newWordsLeft: left };
  }
  if (kind === "need-review") return { entries: await needReviewWords(input) };
  if (kind === "hard-words") {
    // Words with progress, hardest (highest difficulty) first: the ten worst performing.
    const started = await repo.wordsWithProgress(userId, subDeckId, "started", now);
    return { entries: started.filter((e) => !e.progress.isIgnored).slice(0, HARD_WORDS_SIZE) };
  }
  const learned: ProgressEntries = await repo.wordsWithProgress(userId, subDeckId, "review-candidates", now);
  if (kind === "time-rush") {
    // Learned words, those closest to being forgotten (earliest next review) first.
    const nextReview = (e: ProgressEntries[number]) => e.progress.nextReview?.getTime() ?? 0;
    return { entries: learned.sort((a, b) => nextReview(a) - nextReview(b)) };
  }
  return { entries: learned.slice(0, REVIEW_SESSION_MAX) };
}
