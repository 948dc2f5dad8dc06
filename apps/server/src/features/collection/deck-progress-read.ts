import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { executeRows } from "../../db/execute-rows";
import { userWordProgress } from "../../db/schema";
import { studiedBySql } from "../../db/selections";
import { markedKnownSql } from "../word-counts";

type DeckProgressTuple = [
  number,
  number,
  number,
  string | null,
  string | null,
  boolean,
  string | null,
  number,
  number,
  number,
  number,
  number,
  number,
  boolean,
];

export interface DeckProgressRow {
  wordId: number;
  state: number;
  learningSteps: number;
  nextReview: Date | null;
  lastReview: Date | null;
  isIgnored: boolean;
  userNotes: string | null;
  correctCount: number;
  reviewedCount: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** Marked "Already know" in Learn New: counted as known (see word-counts). */
  markedKnown: boolean;
}

const date = (v: string | null) => (v ? new Date(v) : null);

function fromTuple(r: DeckProgressTuple): DeckProgressRow {
  return {
    wordId: r[0],
    state: r[1],
    learningSteps: r[2],
    nextReview: date(r[3]),
    lastReview: date(r[4]),
    isIgnored: r[5],
    userNotes: r[6],
    correctCount: r[7],
    reviewedCount: r[8],
    stability: r[9],
    difficulty: r[10],
    reps: r[11],
    lapses: r[12],
    markedKnown: r[13],
  };
}

/**
 * The user's progress rows of one deck: what the deck page shows per word (of what they study: see studiedBySql). Read as one JSON
 * array built by the database: for thousands of rows this is several times faster than row
 * decoding on the embedded database (5,000 rows: ~12 ms instead of ~67 ms).
 */
export async function readDeckProgress(q: DbOrTx, userId: string, subDeckId: string): Promise<DeckProgressRow[]> {
  const [result] = await executeRows<{ rows: string }>(
    q,
    sql`
      SELECT coalesce(json_agg(json_build_array(
        item_id, state, learning_steps, next_review, last_review, is_ignored, user_notes,
        correct_count, reviewed_count, stability, difficulty, reps, lapses, ${markedKnownSql("p")})), '[]')::text AS rows
      FROM ${userWordProgress} p
      WHERE p.user_id = ${userId} AND p.sub_deck_id = ${subDeckId} AND ${studiedBySql("p", userId)}`,
  );
  return (JSON.parse(result?.rows ?? "[]") as DeckProgressTuple[]).map(fromTuple);
}
