import { type WordValues, wordInputSchema } from "@app/domain/create/own-deck";
import { errorMessage } from "../../../lib/api";
import { type FieldErrors, fieldErrorsFromApi, fieldErrorsFromIssues } from "../../../lib/forms";

export const WORD_FIELDS = ["term", "translation", "reading"] as const;
export type WordField = (typeof WORD_FIELDS)[number];

export interface WordDraft {
  term: string;
  translation: string;
  reading: string;
}

export const EMPTY_WORD: WordDraft = { term: "", translation: "", reading: "" };

/** A typed word checked with the server's schema: the values to send, or a message per field. */
export function checkWord(
  draft: WordDraft,
  hasReading: boolean,
): { ok: true; word: WordValues } | { ok: false; errors: FieldErrors<WordField> } {
  const parsed = wordInputSchema.safeParse({ ...draft, reading: hasReading ? draft.reading : null });
  if (parsed.success) return { ok: true, word: parsed.data };
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, WORD_FIELDS) };
}

/**
 * A word the server refused: the reasons beside the fields it named, or, when it named none (a lost connection,
 * say), one message for the whole word.
 */
export function refusedWord(
  error: unknown,
  fallback: string,
): { errors: FieldErrors<WordField>; failure: string | null } {
  const errors = fieldErrorsFromApi(error, WORD_FIELDS);
  return { errors, failure: Object.values(errors).some(Boolean) ? null : errorMessage(error, fallback) };
}
