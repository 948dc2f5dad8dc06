/** What the deck page needs to know about a word's progress (null: never studied). */
export interface WordProgressView {
  state: number | string;
  learningSteps: number;
  nextReview: Date | string | null;
  isIgnored: boolean;
}

export type WordStatusKind = "not-learned" | "ignored" | "building" | "learned" | "due" | "overdue";
/** Colour names from the design: grey, muted, cyan, green, yellow, orange. */
export type WordStatusTone = "grey" | "muted" | "cyan" | "green" | "yellow" | "orange";

export interface WordStatus {
  kind: WordStatusKind;
  label: string;
  tone: WordStatusTone;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** State may arrive as a string; 0–2 are themselves, anything else counts as review (2). */
export function normaliseState(state: number | string): number {
  const n = typeof state === "string" ? Number.parseInt(state, 10) : state;
  return n === 0 || n === 1 || n === 2 ? n : 2;
}

function dueTone(nextReview: Date | null, now: Date, notDue: WordStatusTone): WordStatusTone {
  if (!nextReview || nextReview.getTime() > now.getTime()) return notDue;
  return now.getTime() - nextReview.getTime() > DAY_MS ? "orange" : "yellow";
}

/**
 * The deck page's word status: not learned (no record, or back at new); ignored; Building (n/3) while in the
 * building phase (cyan, yellow when due, orange when overdue by more than a day); Learned
 * (not yet due); Due (past next review); Overdue (more than 24 hours past).
 */
export function wordStatus(
  progress: WordProgressView | null,
  now: Date,
  /** Vacation mode: due words wait without turning overdue. */
  options: { vacation?: boolean } = {},
): WordStatus {
  // No record, or one back at new (a leech learned again from the start).
  if (!progress || (normaliseState(progress.state) === 0 && !progress.isIgnored)) {
    return { kind: "not-learned", label: "Not learned", tone: "grey" };
  }
  if (progress.isIgnored) return { kind: "ignored", label: "Ignored", tone: "muted" };
  const state = normaliseState(progress.state);
  const next = progress.nextReview ? new Date(progress.nextReview) : null;
  if (state === 1 && progress.learningSteps > 0) {
    const done = Math.max(0, Math.min(3, 3 - progress.learningSteps));
    const tone = dueTone(next, now, "cyan");
    return {
      kind: "building",
      label: `Building (${done}/3)`,
      tone: options.vacation && tone === "orange" ? "yellow" : tone,
    };
  }
  if (!next || next.getTime() > now.getTime()) return { kind: "learned", label: "Learned", tone: "green" };
  if (!options.vacation && now.getTime() - next.getTime() > DAY_MS) {
    return { kind: "overdue", label: "Overdue", tone: "orange" };
  }
  return { kind: "due", label: "Due", tone: "yellow" };
}

/**
 * Past Learn New: any state but new. Learn New saves a word only once it finishes (5 correct answers or
 * "Already know"), so a word in its building steps is learned (see word-counts).
 */
export function isPastLearnNew(state: number | string): boolean {
  return normaliseState(state) !== 0;
}

/** A review candidate: learned (building, review or relearning) and not ignored. */
export function isReviewCandidate(progress: WordProgressView | null): boolean {
  return progress !== null && !progress.isIgnored && isPastLearnNew(progress.state);
}

/** Due for Need Review: next review at or before now, not ignored. */
export function isDue(progress: WordProgressView | null, now: Date): boolean {
  if (!progress || progress.isIgnored || !progress.nextReview) return false;
  return new Date(progress.nextReview).getTime() <= now.getTime();
}

/** Ignore can be toggled only on learned or ignored words. */
export function canToggleIgnore(progress: WordProgressView | null): boolean {
  return progress !== null && (progress.isIgnored || isPastLearnNew(progress.state));
}
