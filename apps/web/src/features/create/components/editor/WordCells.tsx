import { clsx } from "clsx";
import { type Ref, useId } from "react";
import type { FieldErrors } from "../../../../lib/forms";
import type { WordDraft, WordField } from "../../lib/word-form";

interface WordCellsProps {
  draft: WordDraft;
  hasReading: boolean;
  errors: FieldErrors<WordField>;
  onChange: (field: WordField, value: string) => void;
  termRef?: Ref<HTMLInputElement>;
  /** Prefix of the inputs' accessible names, e.g. "New" → "New term". */
  labelPrefix?: string;
}

const COLUMNS: readonly { field: WordField; label: string }[] = [
  { field: "term", label: "Term" },
  { field: "reading", label: "Reading" },
  { field: "translation", label: "Translation" },
];

/** The term, reading (when the deck has one) and translation inputs of a word row, each with its error. */
export function WordCells({ draft, hasReading, errors, onChange, termRef, labelPrefix }: WordCellsProps) {
  const id = useId();
  return (
    <div className={clsx("grid min-w-0 flex-1 gap-2", hasReading ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
      {COLUMNS.filter((column) => hasReading || column.field !== "reading").map(({ field, label }) => {
        const error = errors[field];
        const name = labelPrefix ? `${labelPrefix} ${label.toLowerCase()}` : label;
        return (
          <div key={field} className="flex min-w-0 flex-col">
            <input
              ref={field === "term" ? termRef : undefined}
              name={field}
              aria-label={name}
              placeholder={label}
              value={draft[field]}
              onChange={(event) => onChange(field, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field}` : undefined}
              autoComplete="off"
              className={clsx(
                "min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-fg placeholder:text-fg-muted",
                error ? "border-danger" : "border-border-strong",
              )}
            />
            {error ? (
              <p id={`${id}-${field}`} role="alert" className="mt-1 text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
