import { clsx } from "clsx";
import type { ReactNode } from "react";

interface RadioCardProps {
  name: string;
  value: string | number;
  checked: boolean;
  onChoose: () => void;
  /** The card's size, layout and focus ring. */
  className: string;
  /** The border when not chosen (a hover colour, say). */
  idleClassName?: string;
  /** The radio's place beside the text. */
  inputClassName?: string;
  /** The id of the text that explains the choice. */
  describedBy?: string;
  /** What the choice says. */
  children: ReactNode;
}

/** One choice of a radio group drawn as a bordered card, filled in when chosen; arrow keys move between them. */
export function RadioCard({
  name,
  value,
  checked,
  onChoose,
  className,
  idleClassName = "border-border",
  inputClassName,
  describedBy,
  children,
}: RadioCardProps) {
  return (
    <label
      className={clsx(
        "cursor-pointer rounded-lg border",
        className,
        checked ? "border-primary bg-primary-soft" : idleClassName,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        aria-describedby={describedBy}
        className={clsx(inputClassName, "size-4 accent-primary")}
      />
      {children}
    </label>
  );
}
