import type { ReactNode } from "react";
import { TextField } from "./TextField";

interface WholeNumberFieldProps {
  label: string;
  /** As typed: the form checks it when it reads it. */
  value: string | number;
  onChange: (value: string) => void;
  max: number;
  min?: number;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A whole number between `min` (1) and `max`, with the phone's number pad; the value is kept as typed. */
export function WholeNumberField({
  label,
  value,
  onChange,
  max,
  min = 1,
  error,
  hint,
  className,
}: WholeNumberFieldProps) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
      className={className}
    />
  );
}
