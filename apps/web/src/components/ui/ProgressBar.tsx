import { clsx } from "clsx";

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** Accessible name, e.g. "Learned today". */
  label: string;
  /** Read out instead of the bare percentage, e.g. "3 of 5". */
  valueText?: string;
  className?: string;
  /** Fill colour class (defaults to the primary colour). */
  barClassName?: string;
}

/** A horizontal progress bar with progressbar semantics. */
export function ProgressBar({ value, label, valueText, className, barClassName }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={clsx("h-2.5 w-full overflow-hidden rounded-full bg-surface-muted", className)}
    >
      <div
        className={clsx("h-full rounded-full transition-[width] duration-300", barClassName ?? "bg-primary")}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
