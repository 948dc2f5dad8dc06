import { clsx } from "clsx";
import { EyeOff, Globe2, Link2, Lock, type LucideIcon } from "lucide-react";
import { visibilityLabel } from "../lib/visibility";
import type { Visibility } from "../types";

const LOOK: Record<Visibility, { icon: LucideIcon; className: string }> = {
  private: { icon: Lock, className: "bg-state-new-bg text-state-new-fg" },
  unlisted: { icon: Link2, className: "bg-state-building-bg text-state-building-fg" },
  public: { icon: Globe2, className: "bg-state-learned-bg text-state-learned-fg" },
};

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Who can see a deck, as a word and an icon (never colour alone). */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { icon: Icon, className } = LOOK[visibility];
  return (
    <span className={clsx(badge, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {visibilityLabel(visibility)}
    </span>
  );
}

/** An operator hid the deck: nobody but its owner sees it, whatever its visibility says. */
export function HiddenBadge() {
  return (
    <span className={clsx(badge, "bg-warning-soft text-warning-soft-fg")}>
      <EyeOff aria-hidden="true" className="size-3.5" />
      Hidden by an operator
    </span>
  );
}
