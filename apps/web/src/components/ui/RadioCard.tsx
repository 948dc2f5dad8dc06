import { clsx } from "clsx";
import type { ReactNode } from "react";

/** What every card of one radio group shares: its name, the choice made, and how to make another. */
export interface RadioGroupState<T extends string | number> {
  name: string;
  chosen: T;
  onChoose: (value: T) => void;
}

/** How a group's cards look: size, layout and focus ring; the border when not chosen; the radio's place. */
export interface RadioCardLook {
  className: string;
  idleClassName?: string;
  inputClassName?: string;
}

/** One choice of a radio group drawn as a bordered card, filled in when chosen; arrow keys move between them. */
export function RadioCard<T extends string | number>({
  group,
  value,
  look,
  describedBy,
  children,
}: {
  group: RadioGroupState<T>;
  value: T;
  look: RadioCardLook;
  /** The id of the text that explains the choice. */
  describedBy?: string;
  /** What the choice says. */
  children: ReactNode;
}) {
  const checked = value === group.chosen;
  const radio = { type: "radio", name: group.name, value, checked, onChange: () => group.onChoose(value) };
  return (
    <label
      className={clsx(
        "cursor-pointer rounded-lg border",
        look.className,
        checked ? "border-primary bg-primary-soft" : (look.idleClassName ?? "border-border"),
      )}
    >
      <input {...radio} aria-describedby={describedBy} className={clsx(look.inputClassName, "size-4 accent-primary")} />
      {children}
    </label>
  );
}
