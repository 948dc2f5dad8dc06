import { clsx } from "clsx";
import { type ReactNode, useId } from "react";

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}

/** An on/off switch (role="switch") with its label and help text; the whole row is a 44 px target. */
export function SwitchField({ label, checked, onChange, hint, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-fg-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-11 shrink-0 items-center disabled:opacity-60"
      >
        <span
          className={clsx(
            "relative inline-flex h-7 w-12 rounded-full border transition-colors duration-200",
            checked ? "border-primary bg-primary" : "border-border-strong bg-surface-muted",
          )}
        >
          <span
            className={clsx(
              "absolute top-0.5 size-5.5 rounded-full bg-surface shadow transition-[left] duration-200",
              checked ? "left-[1.45rem]" : "left-0.5",
            )}
          />
        </span>
      </button>
    </div>
  );
}
