import { clsx } from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";

interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  /** A neutral note under the field (e.g. "Username is available"), shown when there is no error. */
  hint?: ReactNode;
  /** Placed inside the field's right edge (e.g. a show/hide password button). */
  trailing?: ReactNode;
  /** Receives the input's id (e.g. for a button's aria-controls). */
  renderTrailing?: (inputId: string) => ReactNode;
}

/**
 * A labelled input with its error message wired through aria-describedby. The message area is
 * a polite live region that is always present, so an error is announced as it appears.
 */
export function TextField({ label, error, hint, trailing, renderTrailing, className, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const trailingContent = renderTrailing ? renderTrailing(id) : trailing;
  return (
    <div className={clsx("flex flex-col", className)}>
      <label htmlFor={id} className="mb-1.5 text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            "min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-fg placeholder:text-fg-muted",
            error ? "border-danger" : "border-border-strong",
            trailingContent ? "pr-12" : null,
          )}
          {...props}
        />
        {trailingContent ? <div className="absolute inset-y-0 right-0 flex items-center">{trailingContent}</div> : null}
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : hint ? (
          <p id={hintId} className="mt-1.5 text-sm text-fg-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
