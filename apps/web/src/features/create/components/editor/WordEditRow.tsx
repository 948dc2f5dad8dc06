import type { FocusEvent, FormEvent, KeyboardEvent } from "react";
import { Button } from "../../../../components/ui/Button";
import { useWordEdit } from "../../hooks/useWordEdit";
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
  const { termRef, draft, errors, failure, change, commit, finish } = useWordEdit(word, hasReading, save, onDone);

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
        <WordCells draft={draft} hasReading={hasReading} errors={errors} termRef={termRef} onChange={change} />
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
