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
      {/* The fill slides in rather than widening: a transform animates on the compositor, where a
          width transition would lay out and repaint on the main thread in every frame, right when
          the study screen moves to the next view. */}
      <div
        className={clsx("h-full w-full rounded-full transition-transform duration-300", barClassName ?? "bg-primary")}
        style={{ transform: `translateX(${clamped - 100}%)` }}
      />
    </div>
  );
}
