import Papa from "papaparse";

/** One word of a deck written as CSV. */
export interface DeckCsvWord {
  term: string;
  translation: string;
  reading?: string | null;
}

/** One review of the learner's log, as the CSV export takes it. */
export interface ReviewCsvRow {
  wordId: number;
  reviewedAt: Date;
  /** 1 again, 2 hard, 3 good, 4 easy; anything else (0 for a manual change) is not a review and is left out. */
  rating: number;
  /** The card's state before this review: 0 new, 1 learning, 2 review, 3 relearning. */
  stateBefore: number;
  durationMs: number;
  elapsedDays: number;
}

/** The columns the FSRS optimizer tools read from a review log. */
const REVIEW_COLUMNS = [
  "card_id",
  "review_time",
  "review_rating",
  "review_state",
  "review_duration",
  "elapsed_days",
] as const;

/**
 * A deck as CSV text: header `term,translation[,reading]`, one row per word, quoted per RFC 4180 (fields with
 * commas, quotes, line breaks or edge spaces), every record ending in CRLF. Text is written as it is: no formula
 * escaping, because a leading `=`, `-` or `+` is real vocabulary ("-ness") and the file is meant to be
 * re-imported. The caller adds a UTF-8 byte order mark when a spreadsheet needs one.
 */
export function writeDeckCsv(words: readonly DeckCsvWord[], hasReading: boolean): string {
  return deckCsvHeader(hasReading) + deckCsvRows(words, hasReading);
}

/** The header line of a deck's CSV (with its CRLF): what `writeDeckCsv` starts with. */
export function deckCsvHeader(hasReading: boolean): string {
  return `${hasReading ? "term,translation,reading" : "term,translation"}\r\n`;
}

/**
 * Some words of a deck as CSV records, each ending in CRLF: a file streamed a batch at a time is the header
 * and then these, byte for byte what `writeDeckCsv` writes for the whole deck.
 */
export function deckCsvRows(words: readonly DeckCsvWord[], hasReading: boolean): string {
  if (words.length === 0) return "";
  const data = words.map((word) =>
    hasReading ? [word.term, word.translation, word.reading ?? ""] : [word.term, word.translation],
  );
  return withFinalNewline(Papa.unparse(data, { newline: "\r\n", quotes: false }));
}

/**
 * Every record ends with CRLF, the last one too: Papa Parse ends a header-only file with one but not a file with
 * rows, and tools that append or count lines expect one. A last field with a line break is quoted, so the text
 * then ends with `"`, never with a line break of its own.
 */
function withFinalNewline(csv: string): string {
  return csv.endsWith("\r\n") ? csv : `${csv}\r\n`;
}

function isRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 4;
}

/**
 * The review log as CSV in the shape the FSRS optimizer tools read: `card_id` (our word id), `review_time`
 * (milliseconds since 1970), `review_rating` (1–4), `review_state` (the state before the review),
 * `review_duration` (milliseconds) and `elapsed_days` (whole days). Rows keep their order; rows that are not
 * answers (rating outside 1–4, such as 0 for a manual change) or have no valid time are left out, since the
 * optimizer would read them as reviews.
 */
export function writeReviewsCsv(rows: readonly ReviewCsvRow[]): string {
  return reviewsCsvHeader() + reviewsCsvRows(rows);
}

/** The header line of the review log's CSV (with its CRLF). */
export function reviewsCsvHeader(): string {
  return `${REVIEW_COLUMNS.join(",")}\r\n`;
}

/** Some reviews as CSV records, each ending in CRLF (answers only, as `writeReviewsCsv` keeps them). */
export function reviewsCsvRows(rows: readonly ReviewCsvRow[]): string {
  const data = rows
    .filter((row) => isRating(row.rating) && Number.isFinite(row.reviewedAt.getTime()))
    .map((row) => [
      row.wordId,
      row.reviewedAt.getTime(),
      row.rating,
      row.stateBefore,
      Number.isFinite(row.durationMs) ? Math.max(0, Math.round(row.durationMs)) : 0,
      Number.isFinite(row.elapsedDays) ? Math.floor(row.elapsedDays) : 0,
    ]);
  if (data.length === 0) return "";
  return withFinalNewline(Papa.unparse(data, { newline: "\r\n" }));
}
