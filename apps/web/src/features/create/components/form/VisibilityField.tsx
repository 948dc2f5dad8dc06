import { clsx } from "clsx";
import { useId } from "react";
import { VISIBILITY_OPTIONS } from "../../lib/visibility";
import type { Visibility } from "../../types";

/** Who can see the deck: three radios (arrow keys move between them), each with what it means. */
export function VisibilityField({
  value,
  onChange,
  error,
}: {
  value: Visibility;
  onChange: (value: Visibility) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Who can see it</legend>
      <div className="flex flex-col gap-2">
        {VISIBILITY_OPTIONS.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5",
              value === option.value ? "border-primary bg-primary-soft" : "border-border",
            )}
          >
            <input
              type="radio"
              name="visibility"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={`${id}-${option.value}`}
              className="mt-1 size-4 accent-primary"
            />
            <span>
              <span className="block text-sm font-medium">{option.label}</span>
              <span id={`${id}-${option.value}`} className="block text-sm text-fg-muted">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
