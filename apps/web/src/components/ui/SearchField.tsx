import { clsx } from "clsx";
import { Search, X } from "lucide-react";
import { type ComponentProps, useId } from "react";

interface SearchFieldProps extends Omit<ComponentProps<"input">, "id" | "type" | "onChange" | "value"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shows the label visually (default: screen readers only; the placeholder says what to type). */
  showLabel?: boolean;
}

/** A labelled search box with a clear button. */
export function SearchField({ label, value, onValueChange, showLabel = false, className, ...props }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={showLabel ? "text-sm font-medium" : "sr-only"}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-border-strong bg-surface pr-11 pl-9 text-base text-fg placeholder:text-fg-muted [&::-webkit-search-cancel-button]:hidden"
          {...props}
        />
        {value ? (
          <button
            type="button"
            onClick={() => onValueChange("")}
            aria-label="Clear search"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-lg text-fg-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
