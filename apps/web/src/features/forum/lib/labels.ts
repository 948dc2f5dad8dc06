import type { ForumStatus } from "@app/domain/forum";
import {
  Bug,
  CalendarCheck,
  CircleCheck,
  CircleDot,
  CircleSlash,
  Hammer,
  Lightbulb,
  type LucideIcon,
  SearchCheck,
} from "lucide-react";
import { formatDate } from "../../../lib/format-date";
import type { RequestType } from "../types";

export interface BadgeLook {
  label: string;
  icon: LucideIcon;
  /** Background + text colour classes (AA in both themes). */
  className: string;
}

/**
 * The six statuses (spec §4), each with a word, an icon and a colour. Colours follow the app's
 * meanings: in progress = building (cyan), completed = learned (green).
 */
export const STATUS_LOOK: Record<ForumStatus, BadgeLook> = {
  open: { label: "Open", icon: CircleDot, className: "bg-primary-soft text-primary-soft-fg" },
  "under-review": { label: "Under Review", icon: SearchCheck, className: "bg-state-due-bg text-state-due-fg" },
  "in-progress": {
    label: "In Progress",
    icon: Hammer,
    className: "bg-state-building-bg text-state-building-fg",
  },
  planned: {
    label: "Planned",
    icon: CalendarCheck,
    // No semantic violet in the palette: Tailwind's, paired per theme (≥ 7:1 in both).
    className: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
  },
  completed: { label: "Completed", icon: CircleCheck, className: "bg-state-learned-bg text-state-learned-fg" },
  closed: { label: "Closed", icon: CircleSlash, className: "bg-state-new-bg text-state-new-fg" },
};

/** An unknown status (a newer server) still reads as a word. */
export function statusLook(status: string): BadgeLook {
  return (
    STATUS_LOOK[status as ForumStatus] ?? {
      label: status,
      icon: CircleDot,
      className: "bg-state-new-bg text-state-new-fg",
    }
  );
}

export const REQUEST_TYPE_LOOK: Record<RequestType, { label: string; icon: LucideIcon; iconClass: string }> = {
  feature: { label: "Feature Request", icon: Lightbulb, iconClass: "text-primary" },
  bug: { label: "Bug Report", icon: Bug, iconClass: "text-danger" },
};

export const REQUEST_TYPES: readonly RequestType[] = ["feature", "bug"];

/** "Nov 21, 2026", in the browser's zone and locale (the app's one date format); an unreadable date shows as given. */
export function formatPostDate(iso: string): string {
  return formatDate(iso);
}
