import { clsx } from "clsx";
import { type ReactNode, useId } from "react";
import { FieldMessage, fieldDescribedBy } from "./FieldMessage";

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** How the value reads beside the label, e.g. "90 %". */
  format?: (value: number) => string;
  /** A neutral help text under the slider. */
  hint?: ReactNode;
  /** Shown under the slider and announced; marks the field invalid. */
  error?: string;
  className?: string;
}

/** A labelled range input with its value shown, a help text and an error wired through aria-describedby. */
export function SliderField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  format,
  hint,
  error,
  className,
}: SliderFieldProps) {
  const id = useId();
  const shown = format ? format(value) : String(value);
  const decimals = (String(step).split(".")[1] ?? "").length;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        // Steps like 0.05 drift in binary (0.9500000001): round to the step's decimals.
        onChange={(e) => onChange(Number(Number(e.target.value).toFixed(decimals)))}
        className="h-11 w-full cursor-pointer accent-primary"
      />
      <div className="flex justify-between text-xs text-fg-muted" aria-hidden="true">
        <span>{format ? format(min) : min}</span>
        <span>{format ? format(max) : max}</span>
      </div>
      <FieldMessage id={id} error={error} hint={hint} spacing="" />
    </div>
  );
}
