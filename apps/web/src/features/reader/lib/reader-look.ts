import type { ReaderStatus } from "../types";

/** Each status's name and look: colour always paired with an underline style, so it is not colour alone. */
export const STATUS_LOOK: Record<ReaderStatus, { label: string; className: string }> = {
  known: { label: "Known", className: "bg-state-learned-bg text-state-learned-fg" },
  fading: { label: "Fading", className: "bg-state-due-bg text-state-due-fg underline decoration-wavy" },
  learning: { label: "Learning", className: "bg-state-building-bg text-state-building-fg underline decoration-dotted" },
  new: { label: "New in your decks", className: "bg-state-new-bg text-state-new-fg underline decoration-dashed" },
  ignored: { label: "Ignored", className: "text-fg-muted line-through" },
  unknown: {
    label: "Not in your decks",
    className: "bg-state-overdue-bg text-state-overdue-fg underline decoration-double",
  },
};

export const STATUS_ORDER: readonly ReaderStatus[] = ["known", "fading", "learning", "new", "unknown", "ignored"];

/** A share as the screens show it: a whole percent. */
export const percent = (share: number) => `${Math.round(share * 100)} %`;

/** A YYYY-MM-DD day as "1 March 2027". */
export function dayLabel(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
