import { clsx } from "clsx";
import { type ComponentProps, useId } from "react";

interface TextAreaFieldProps extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  error?: string;
}

/** A labelled textarea with its error message wired through aria-describedby and announced politely. */
export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx("flex flex-col", className)}>
      <label htmlFor={id} className="mb-1.5 text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          "min-h-28 w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted",
          error ? "border-danger" : "border-border-strong",
        )}
        {...props}
      />
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
