import { ChevronDown } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { LabelledField } from "./LabelledField";

interface SelectFieldProps extends Omit<ComponentProps<"select">, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: ReactNode;
}

/** A labelled native select (the platform's picker on phones), 44 px tall. */
export function SelectField({ label, options, hint, className, ...props }: SelectFieldProps) {
  const id = useId();
  const footer = hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted">
      {hint}
    </p>
  ) : null;
  return (
    <LabelledField id={id} label={label} className={className} footer={footer}>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-h-11 w-full appearance-none rounded-lg border border-border-strong bg-surface pr-10 pl-3 text-base text-fg disabled:opacity-60"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <SelectChevron />
    </LabelledField>
  );
}

/** The down chevron inside a picker's right edge. */
export function SelectChevron() {
  return (
    <ChevronDown
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
    />
  );
}
