/**
 * A learner's memory of a card and its review history as Anki's `cards` and `revlog` rows (schema 11, the
 * way Anki 23.10+ keeps FSRS: the memory state in the card's `data` JSON). Pure: no database, no clock.
 */

/** One review of a card, as the app logged it (the memory fields are those after the review). */
export interface ExportReview {
  reviewedAt: Date;
  /** 1 again, 2 hard, 3 good, 4 easy; 0 for a manual change (no button pressed). */
  rating: number;
  /** learn, review, relearn, building, manual or known. */
  kind: string;
  /** 0 new, 1 learning, 2 review, 3 relearning: before the review. */
  stateBefore: number;
  /** The same, after it. */
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  durationMs: number;
}

/** The card's memory now: FSRS state, due date and counters. */
export interface ExportMemory {
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  nextReview: Date | null;
  lastReview: Date | null;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  /** Set aside by the learner: a suspended card in Anki. */
  suspended: boolean;
}

/** One card of a note: its template (0 term → meaning, 1 meaning → term, …), memory and history. */
export interface ExportCard {
  ord: number;
  memory: ExportMemory | null;
  reviews: readonly ExportReview[];
}

/** What every card of a package shares: the collection's creation and the scheduling settings. */
export interface CardContext {
  /** `crt`: seconds; review cards' due days count from it. */
  collectionCreatedSecs: number;
  nowSecs: number;
  /** The deck's desired retention, written on each card with a memory state (`dr`). */
  desiredRetention: number;
  /** FSRS's decay (FSRS-6: the 21st parameter; 0.5 before). */
  decay: number;
}

const DAY_SECS = 86_400;
const STATE = { NEW: 0, LEARNING: 1, REVIEW: 2, RELEARNING: 3 } as const;
/** Anki's revlog types. */
export const REVLOG_TYPE = { LEARN: 0, REVIEW: 1, RELEARN: 2, FILTERED: 3, MANUAL: 4 } as const;
/** Anki's queues: suspended, new, learning (due in seconds), review, learning across days (due in days). */
const QUEUE = { SUSPENDED: -1, NEW: 0, LEARNING: 1, REVIEW: 2, DAY_LEARNING: 3 } as const;
/** The ease factor Anki gives a card that leaves learning (250 %), kept for its SM-2 fallback. */
const DEFAULT_FACTOR = 2500;
/** Anki's revlog and cards columns are 32-bit. */
const INT32_MAX = 2_147_483_647;

const secs = (date: Date) => Math.floor(date.getTime() / 1000);
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const clampInt = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

/** The card's `data`: FSRS memory as Anki stores it (`s`, `d`, `dr`, `decay`, `lrt`), rounded as Anki rounds. */
export function cardDataJson(memory: ExportMemory | null, ctx: CardContext): string {
  if (!memory || memory.state === STATE.NEW || !(memory.stability > 0) || !(memory.difficulty > 0)) return "";
  const data: Record<string, number> = {
    s: round(memory.stability, 4),
    d: round(Math.min(10, Math.max(1, memory.difficulty)), 3),
    dr: round(ctx.desiredRetention, 2),
    decay: round(ctx.decay, 3),
  };
  if (memory.lastReview) data.lrt = secs(memory.lastReview);
  return JSON.stringify(data);
}

/** Anki's day number of an instant: whole days since the collection's creation. */
function dayNumber(date: Date, ctx: CardContext): number {
  return Math.max(0, Math.floor((secs(date) - ctx.collectionCreatedSecs) / DAY_SECS));
}

/** The scheduling columns of a card: type, queue, due, ivl, factor, reps, lapses, left. */
export interface CardSchedule {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  left: number;
}

/**
 * The card's place in Anki's scheduler. A new card is due by its position among new cards; a learning or
 * relearning card due within a day is in the learning queue (due in seconds), one due later in the
 * day-learning queue (due in days); a review card is due on a day number. Suspended cards keep type and due.
 */
export function cardSchedule(memory: ExportMemory | null, newPosition: number, ctx: CardContext): CardSchedule {
  if (!memory || memory.state === STATE.NEW || !memory.nextReview) {
    return {
      type: 0,
      queue: memory?.suspended ? QUEUE.SUSPENDED : QUEUE.NEW,
      due: newPosition,
      ivl: 0,
      factor: 0,
      reps: memory?.reps ?? 0,
      lapses: 0,
      left: 0,
    };
  }
  const counters = {
    factor: DEFAULT_FACTOR,
    reps: clampInt(memory.reps, 0, INT32_MAX),
    lapses: clampInt(memory.lapses, 0, INT32_MAX),
  };
  const suspended = (queue: number) => (memory.suspended ? QUEUE.SUSPENDED : queue);
  if (memory.state === STATE.REVIEW) {
    return {
      type: STATE.REVIEW,
      queue: suspended(QUEUE.REVIEW),
      due: dayNumber(memory.nextReview, ctx),
      ivl: clampInt(memory.scheduledDays, 1, 36_500),
      left: 0,
      ...counters,
    };
  }
  const type = memory.state === STATE.RELEARNING ? STATE.RELEARNING : STATE.LEARNING;
  const dueSecs = secs(memory.nextReview);
  const acrossDays = dueSecs - (memory.lastReview ? secs(memory.lastReview) : ctx.nowSecs) >= DAY_SECS;
  return {
    type,
    queue: suspended(acrossDays ? QUEUE.DAY_LEARNING : QUEUE.LEARNING),
    due: acrossDays ? dayNumber(memory.nextReview, ctx) : dueSecs,
    ivl: type === STATE.RELEARNING ? clampInt(memory.scheduledDays, 1, 36_500) : 0,
    // One step left today and in all (Anki's `left`: today's steps × 1000 + the steps left).
    left: 1001,
    ...counters,
  };
}

/** Anki's revlog type of one of our reviews. */
export function revlogType(review: ExportReview): number {
  if (review.kind === "manual" || review.rating === 0) return REVLOG_TYPE.MANUAL;
  if (review.kind === "learn" || review.kind === "building") return REVLOG_TYPE.LEARN;
  if (review.kind === "review") return REVLOG_TYPE.REVIEW;
  if (review.kind === "relearn") return REVLOG_TYPE.RELEARN;
  // "Already know" and anything else: by the state the card was in.
  if (review.stateBefore === STATE.REVIEW) return REVLOG_TYPE.REVIEW;
  if (review.stateBefore === STATE.RELEARNING) return REVLOG_TYPE.RELEARN;
  return REVLOG_TYPE.LEARN;
}

/** The interval after a review as Anki logs it: days for a review card, minus the seconds to due otherwise. */
function intervalAfter(review: ExportReview): number {
  if (review.state === STATE.REVIEW) return clampInt(review.scheduledDays, 1, 36_500);
  if (review.state === STATE.NEW) return 0;
  const seconds = secs(review.due) - secs(review.reviewedAt);
  return -clampInt(seconds, 1, INT32_MAX);
}

/** FSRS difficulty as Anki writes it in the revlog: normalised to 0.1–1.1, × 1000 (so 0 still means SM-2 learning). */
function revlogFactor(review: ExportReview): number {
  if (!(review.difficulty > 0)) return 0;
  const d = Math.min(10, Math.max(1, review.difficulty));
  return Math.round(((d - 1) / 9 + 0.1) * 1000);
}

/** One revlog row, before its id is made unique: `[id, cid, usn, ease, ivl, lastIvl, factor, time, type]`. */
export type RevlogRow = [number, number, number, number, number, number, number, number, number];

/** A card's reviews as revlog rows, oldest first; `lastIvl` is the interval the previous row gave. */
export function revlogRows(cardId: number, reviews: readonly ExportReview[]): RevlogRow[] {
  const sorted = [...reviews].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
  let lastIvl = 0;
  const rows: RevlogRow[] = [];
  for (const review of sorted) {
    const ms = review.reviewedAt.getTime();
    if (!Number.isSafeInteger(ms) || ms <= 0) continue;
    const ease = review.rating >= 1 && review.rating <= 4 ? review.rating : 0;
    const type = revlogType(review);
    const ivl = intervalAfter(review);
    rows.push([
      ms,
      cardId,
      -1,
      ease,
      ivl,
      lastIvl,
      revlogFactor(review),
      clampInt(review.durationMs, 0, INT32_MAX),
      type,
    ]);
    lastIvl = ivl;
  }
  return rows;
}
