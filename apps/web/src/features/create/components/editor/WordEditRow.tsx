import { type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { errorMessage } from "../../../../lib/api";
import { type FieldErrors, fieldErrorsFromApi } from "../../../../lib/forms";
import { checkWord, WORD_FIELDS, type WordDraft, type WordField } from "../../lib/word-form";
import type { OwnWord, WordInput } from "../../types";
import { WordCells } from "./WordCells";

interface WordEditRowProps {
  word: OwnWord;
  number: number;
  hasReading: boolean;
  save: (wordId: number, patch: Partial<WordInput>) => Promise<unknown>;
  /** Leaves edit mode (after a save or a cancel). */
  onDone: () => void;
}

/** A word being edited in place: Enter or leaving the row saves, Escape cancels. */
export function WordEditRow({ word, number, hasReading, save, onDone }: WordEditRowProps) {
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
      const fields = fieldErrorsFromApi(error, WORD_FIELDS);
      setErrors(fields);
      if (!Object.values(fields).some(Boolean)) {
        setFailure(errorMessage(error, "The word could not be saved. Check your connection and try again."));
      }
    } finally {
      saving.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void commit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    finish();
  };
  // Moving between the row's own fields is not leaving it.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    void commit();
  };

  return (
    <li className="border-b border-border bg-surface-muted/50 py-2 last:border-b-0">
      <form
        noValidate
        aria-label={`Edit word ${number}`}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className="flex flex-col gap-2 px-1 sm:flex-row sm:items-start"
      >
        <span className="hidden w-[6.25rem] shrink-0 pt-2.5 text-right text-sm text-fg-muted tabular-nums sm:block">
          {number}
        </span>
        <WordCells
          draft={draft}
          hasReading={hasReading}
          errors={errors}
          termRef={termRef}
          onChange={(field, value) => {
            setDraft((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
        <div className="flex shrink-0 gap-2">
          <Button type="submit" size="compact">
            Save
          </Button>
          <Button variant="ghost" size="compact" onClick={finish}>
            Cancel
          </Button>
        </div>
      </form>
      {failure ? (
        <p role="alert" className="mt-1 px-2 text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
