import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The id a field's aria-describedby points at: its error's, else its hint's, else none. */
export function fieldDescribedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/**
 * The error under a field, else its hint, in a polite live region that is always present, so an error
 * is announced as it appears. `spacing` is the gap above the message ("mt-1.5" unless the frame has one).
 */
export function FieldMessage({
  id,
  error,
  hint,
  spacing = "mt-1.5",
}: {
  id: string;
  error?: string;
  hint?: ReactNode;
  spacing?: string;
}) {
  return (
    <div aria-live="polite">
      {error ? (
        <p id={`${id}-error`} className={clsx(spacing, "text-sm text-danger")}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={clsx(spacing, "text-sm text-fg-muted")}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
