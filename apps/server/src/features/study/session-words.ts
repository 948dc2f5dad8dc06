import { HARD_WORDS_SIZE, LEARN_NEW_WORDS, learnerDay } from "@app/domain";
import { recallChance } from "@app/domain/decks/coming-due";
import { type DailyLimits, isReviewState, leftToday, withinReviewLimit } from "@app/domain/decks/deck-scheduling";
import { learnNewCount, planNewLeftToday } from "@app/domain/planning/exam-plan";
import { spaceSiblings } from "@app/domain/study/siblings";
import { learnerDayNumber, startOfLearnerDay } from "@app/domain/time/learner-day";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { readCatchUpPlan, resolveDayModel } from "../daily-goals";
import type { DeckSchedulingRepository } from "../deck-scheduling";
import { createExamPlansRepository, startOfToday, storedPlan } from "../exam-plans";
import type { ProgressRow, StudyRepository, StudyWordRow } from "./repository";

export const SESSION_KINDS = ["learn-new", "review", "need-review", "hard-words", "audio-review", "time-rush"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

const REVIEW_SESSION_MAX = 100;

interface SessionWordsInput {
  db: Db;
  repo: StudyRepository;
  scheduling: DeckSchedulingRepository;
  request: FastifyRequest;
  userId: string;
  subDeckId: string;
  now: Date;
  /** Learn New: the learner asked for more than their exam plan's words for today. */
  beyondPlan?: boolean;
}

export interface SessionWords {
  entries: { word: StudyWordRow; progress: ProgressRow | null }[];
  /** Learn New only: the deck's words never studied, these included. */
  newWordsLeft?: number;
  /** Learn New with an active exam plan: its new words left for today, before this session. */
  planLeftToday?: number;
  /** The deck's daily limit left nothing for today. */
  dailyLimitReached?: boolean;
  /** The deck's daily limits and what they leave today (absent: none), for sessions built offline. */
  dailyLimits?: DailyLimits;
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
 * What the deck's daily limits leave for today (null: no limit): its new words and reviews a day, less
 * the words learned and reviewed in it since the learner's day began; undefined when it has no limit.
 */
async function deckLimitsToday(input: SessionWordsInput): Promise<DailyLimits | undefined> {
  const { db, scheduling, request, userId, subDeckId, now } = input;
  const deck = await scheduling.get(userId, subDeckId);
  const newPerDay = deck?.newPerDay ?? null;
  const reviewsPerDay = deck?.reviewsPerDay ?? null;
  if (newPerDay === null && reviewsPerDay === null) return undefined;
  const model = await resolveDayModel(db, request, userId);
  const today = learnerDayNumber(now, model);
  const done = await scheduling.doneSince(userId, subDeckId, startOfLearnerDay(today, model));
  return {
    dayEndsAt: startOfLearnerDay(today + 1, model).toISOString(),
    newPerDay,
    reviewsPerDay,
    newLeft: leftToday(newPerDay, done.learned),
    reviewsLeft: leftToday(reviewsPerDay, done.reviewed),
  };
}

/**
 * Learn New's size: the usual count, within what the deck's exam plan leaves for today (none once
 * today's share is learned, unless the learner asked to go beyond the plan; more than its words a day while
 * days missed are made up); with it, what the plan left. `newNow`: the deck's new words now, read only with a plan.
 */
async function learnNewSize(
  input: SessionWordsInput,
  newNow: Promise<number>,
): Promise<{ size: number; planLeft: number | null }> {
  const { db, request, userId, subDeckId, now } = input;
  const plans = createExamPlansRepository(db);
  const row = await plans.get(userId, subDeckId);
  if (!row) return { size: LEARN_NEW_WORDS, planLeft: null };
  const model = await resolveDayModel(db, request, userId);
  const learnedToday = await plans.learnedSince(userId, subDeckId, startOfToday(now, model));
  const plan = storedPlan(row);
  const today = learnerDay(now, model);
  const learned = { today: learnedToday, newNow: await newNow };
  return {
    size: learnNewCount(plan, today, learned, LEARN_NEW_WORDS, input.beyondPlan === true),
    planLeft: planNewLeftToday(plan, today, learned.today, learned.newNow),
  };
}

/**
 * The words a session of this kind studies, each with the learner's progress (null for a new word), and
 * the deck's daily limits where they apply:
 * - Learn New introduces new words: the new-words limit.
 * - Review, Audio Review and Need Review (due words) are reviews: the reviews limit (words still being
 *   learned come regardless, see `withinReviewLimit`).
 * - Hard Words is practice the learner asks for, of at most ten words already studied: it never
 *   introduces a new word (a word back at new is not taken) and, like Anki's custom study, is not cut by
 *   the reviews limit; its answers are reviews, though, and count against that limit for the rest of the day.
 * - Time Rush is a game: it changes no word's schedule and writes no review, so no limit is concerned;
 *   its list (every learned word) is also what a deck keeps for offline study, which applies the limits
 *   itself from `dailyLimits`.
 */
export async function readSessionWords(kind: SessionKind, input: SessionWordsInput): Promise<SessionWords> {
  const limits = await deckLimitsToday(input);
  const read = await sessionWords(kind, input, limits);
  const words =
    kind === "learn-new" || kind === "time-rush" ? read : { ...read, entries: spacedEntries(read, input.now) };
  return limits ? { ...words, dailyLimits: limits } : words;
}

/** Two items of one note (a word and its reversed direction, two clozes) only together when both are due. */
function spacedEntries(read: SessionWords, now: Date): SessionWords["entries"] {
  const due = (entry: SessionWords["entries"][number]) =>
    !!entry.progress?.nextReview && entry.progress.nextReview.getTime() <= now.getTime();
  return spaceSiblings(read.entries, (entry) => entry.word, due);
}

async function sessionWords(
  kind: SessionKind,
  input: SessionWordsInput,
  limits: DailyLimits | undefined,
): Promise<SessionWords> {
  const { repo, userId, subDeckId, now } = input;
  if (kind === "learn-new") {
    const left = limits?.newLeft ?? null;
    // The count is read alongside the plan: an exam plan needs it to size the session, the overview always does.
    const counting = repo.countUnlearned(userId, subDeckId);
    // Awaited below; should the plan's read fail first, its failure is the request's, not an unhandled one.
    counting.catch(() => undefined);
    const { size, planLeft } = await learnNewSize(input, counting);
    const take = Math.min(size, left ?? size);
    // Twice as many read: a note's other items (its reversed direction, its other clozes) wait for another session.
    const [unlearned, unlearnedCount] = await Promise.all([repo.unlearnedWords(userId, subDeckId, take * 2), counting]);
    const spaced = spaceSiblings(
      unlearned,
      (word) => word,
      () => false,
    ).slice(0, take);
    return {
      entries: spaced.map((word) => ({ word, progress: null })),
      // The overview offers more only while the deck has some and its daily limit allows them.
      newWordsLeft: Math.min(unlearnedCount, left ?? unlearnedCount),
      ...(planLeft === null ? {} : { planLeftToday: planLeft }),
      ...(left === 0 && unlearnedCount > 0 ? { dailyLimitReached: true } : {}),
    };
  }
  const reviewsLeft = limits?.reviewsLeft ?? null;
  if (kind === "need-review") return reviewLimited(await needReviewWords(input), reviewsLeft);
  if (kind === "hard-words") {
    // Words with progress (never one back at new), leeches first, then the hardest: the ten worst performing.
    const started = await repo.wordsWithProgress(userId, subDeckId, "started", now);
    return { entries: started.filter((e) => !e.progress.isIgnored).slice(0, HARD_WORDS_SIZE) };
  }
  const learned: ProgressEntries = await repo.wordsWithProgress(userId, subDeckId, "review-candidates", now);
  if (kind === "time-rush") {
    // Learned words, those closest to being forgotten (earliest next review) first.
    const nextReview = (e: ProgressEntries[number]) => e.progress.nextReview?.getTime() ?? 0;
    return { entries: learned.sort((a, b) => nextReview(a) - nextReview(b)) };
  }
  return reviewLimited(learned.slice(0, REVIEW_SESSION_MAX), reviewsLeft);
}

/** A review session's words cut to what the deck's reviews-a-day limit leaves today. */
function reviewLimited(entries: ProgressEntries, left: number | null): SessionWords {
  const kept = withinReviewLimit(entries, left, (e) => isReviewState(e.progress.state));
  return {
    entries: kept,
    ...(left === 0 && kept.length < entries.length ? { dailyLimitReached: true } : {}),
  };
}
