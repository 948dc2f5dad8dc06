import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../../lib/forms";
import { checkWord, refusedWord, type WordDraft, type WordField } from "../lib/word-form";
import type { OwnWord, WordInput } from "../types";

/**
 * A word edited in place: its draft, the errors, and `commit`, which saves a changed word once (an
 * unchanged one just closes) and `finish`, which closes the row.
 */
export function useWordEdit(
  word: OwnWord,
  hasReading: boolean,
  save: (wordId: number, patch: Partial<WordInput>) => Promise<unknown>,
  onDone: () => void,
) {
  const termRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<WordDraft>({
    term: word.term,
    translation: word.translation,
    reading: word.reading ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors<WordField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useRef(false);
  // Some browsers report a blur when the row is taken away: once closed, nothing more is saved.
  const closed = useRef(false);
  const finish = () => {
    closed.current = true;
    onDone();
  };

  useEffect(() => {
    termRef.current?.focus();
    termRef.current?.select();
  }, []);

  const change = (field: WordField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const commit = async () => {
    if (saving.current || closed.current) return;
    const checked = checkWord(draft, hasReading);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const next = checked.word;
    const unchanged =
      next.term === word.term && next.translation === word.translation && (next.reading ?? null) === word.reading;
    if (unchanged) {
      finish();
      return;
    }
    saving.current = true;
    setFailure(null);
    try {
      await save(word.id, hasReading ? next : { term: next.term, translation: next.translation });
      finish();
    } catch (error) {
      const refused = refusedWord(error, "The word could not be saved. Check your connection and try again.");
      setErrors(refused.errors);
      setFailure(refused.failure);
    } finally {
      saving.current = false;
    }
  };

  return { termRef, draft, errors, failure, change, commit, finish };
}
