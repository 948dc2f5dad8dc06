import type { WordStatus, WordStatusKind, WordStatusTone } from "@app/domain/decks/word-status";
import { clsx } from "clsx";
import { AlarmClock, Check, Circle, CircleDashed, Clock, EyeOff, type LucideIcon } from "lucide-react";

/** One icon per kind, so a status never relies on colour alone. */
const ICONS: Record<WordStatusKind, LucideIcon> = {
  "not-learned": Circle,
  building: CircleDashed,
  learned: Check,
  due: Clock,
  overdue: AlarmClock,
  ignored: EyeOff,
};

/** The design's state colours (ui.md): soft background + text for labels, a solid edge for cards. */
const TONES: Record<WordStatusTone, { badge: string; edge: string }> = {
  grey: { badge: "bg-state-new-bg text-state-new-fg", edge: "border-l-state-new" },
  muted: { badge: "bg-state-new-bg text-state-new-fg line-through", edge: "border-l-border" },
  cyan: { badge: "bg-state-building-bg text-state-building-fg", edge: "border-l-state-building" },
  green: { badge: "bg-state-learned-bg text-state-learned-fg", edge: "border-l-state-learned" },
  yellow: { badge: "bg-state-due-bg text-state-due-fg", edge: "border-l-state-due" },
  orange: { badge: "bg-state-overdue-bg text-state-overdue-fg", edge: "border-l-state-overdue" },
};

export function statusEdgeClass(status: WordStatus): string {
  return TONES[status.tone].edge;
}

/** A word's status on the deck page: label, colour and icon together. */
export function WordStatusBadge({ status, className }: { status: WordStatus; className?: string }) {
  const Icon = ICONS[status.kind];
  return (
    <span
      data-status={status.kind}
      data-tone={status.tone}
      className={clsx(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[status.tone].badge,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status.label}
    </span>
  );
}
