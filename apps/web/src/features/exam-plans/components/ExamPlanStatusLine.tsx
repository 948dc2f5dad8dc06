import { clsx } from "clsx";
import { CalendarClock } from "lucide-react";
import { useExamPlanStatuses } from "../hooks/useExamPlan";
import { statusLine } from "../lib/plan-text";

/** A Home card's exam line for the first of its decks with a plan (nothing when none has one). */
export function ExamPlanStatusLine({ subDeckIds }: { subDeckIds: readonly string[] }) {
  const statuses = useExamPlanStatuses();
  const item = statuses.data?.items.find((i) => subDeckIds.includes(i.subDeckId));
  const line = item ? statusLine(item.status) : null;
  if (!item || !line) return null;
  const behind = item.status.kind === "behind";
  return (
    <p
      className={clsx(
        "flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium",
        behind ? "bg-warning-soft text-warning-soft-fg" : "bg-primary-soft text-fg",
      )}
      data-testid="exam-plan-status"
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {line}
    </p>
  );
}
