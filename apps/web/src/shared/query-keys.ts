import type { ExamPlanRequest } from "@app/domain/planning/exam-goal";
import type { SubDeckKind } from "./types";

/*
 * TanStack Query keys that more than one feature reads or invalidates: saving a session makes the
 * collection, the deck page, Home's goals and the leeches out of date; removing a deck, saving a session
 * and deleting an own deck invalidate exam plans. Kept here, below the features, so that none imports
 * another for a key, and so invalidations can't drift from the reads.
 */

/** The catalogue, the learner's collection and a deck's page. */
export const deckKeys = {
  languages: (q: string, page: number, pageSize?: number) => ["languages", { q, page, pageSize }] as const,
  allLanguages: ["languages"] as const,
  subDecks: (languageId: string, kind: SubDeckKind, page: number | "all") =>
    ["sub-decks", languageId, kind, page] as const,
  subDeck: (subDeckId: string) => ["sub-deck", subDeckId] as const,
  words: (subDeckId: string) => ["sub-deck-words", subDeckId] as const,
  myDecks: ["my-decks"] as const,
  search: (q: string) => ["catalogue-search", q] as const,
  progress: (subDeckId: string) => ["deck-progress", subDeckId] as const,
  scheduling: (subDeckId: string) => ["deck-scheduling", subDeckId] as const,
  simulation: (subDeckId: string) => ["deck-scheduling", subDeckId, "simulation"] as const,
};

/** Home's reads. */
export const homeKeys = {
  updates: ["updates"] as const,
  dailyGoals: ["daily-goals"] as const,
  catchUpPlan: ["catch-up-plan"] as const,
};

/** The leeches' cache entries: every list starts with this. */
export const leechKeys = {
  all: ["leeches"] as const,
  list: (subDeckId: string | undefined) => ["leeches", subDeckId ?? "all"] as const,
};

/** Exam plans. */
export const examPlanKeys = {
  all: ["exam-plans"] as const,
  statuses: ["exam-plans", "statuses"] as const,
  plan: (subDeckId: string) => ["exam-plans", "deck", subDeckId] as const,
  preview: (subDeckId: string, goal: ExamPlanRequest) => ["exam-plans", "preview", subDeckId, goal] as const,
};
