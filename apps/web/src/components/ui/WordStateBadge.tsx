import { clsx } from "clsx";
import { AlarmClock, Check, Circle, CircleDashed, Clock, EyeOff, type LucideIcon } from "lucide-react";

/** The word states of the deck page (spec §4); colours from ui.md, always paired with a label and icon. */
export type WordState = "not-learned" | "building" | "learned" | "due" | "overdue" | "ignored";

const LOOK: Record<WordState, { label: string; icon: LucideIcon; className: string }> = {
  "not-learned": { label: "Not learned", icon: Circle, className: "bg-state-new-bg text-state-new-fg" },
  building: { label: "Building", icon: CircleDashed, className: "bg-state-building-bg text-state-building-fg" },
  learned: { label: "Learned", icon: Check, className: "bg-state-learned-bg text-state-learned-fg" },
  due: { label: "Due", icon: Clock, className: "bg-state-due-bg text-state-due-fg" },
  overdue: { label: "Overdue", icon: AlarmClock, className: "bg-state-overdue-bg text-state-overdue-fg" },
  ignored: { label: "Ignored", icon: EyeOff, className: "bg-state-new-bg text-state-new-fg line-through" },
};

/** Edge colour for cards of a given state. */
export const WORD_STATE_EDGE: Record<WordState, string> = {
  "not-learned": "border-l-state-new",
  building: "border-l-state-building",
  learned: "border-l-state-learned",
  due: "border-l-state-due",
  overdue: "border-l-state-overdue",
  ignored: "border-l-state-new",
};

/** `label` overrides the text, e.g. "Building (2/3)". */
export function WordStateBadge({ state, label }: { state: WordState; label?: string }) {
  const look = LOOK[state];
  const Icon = look.icon;
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        look.className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label ?? look.label}
    </span>
  );
}
