import { clsx } from "clsx";
import { CalendarClock } from "lucide-react";
import { useExamPlanStatuses } from "../hooks/useExamPlan";
import { statusLine } from "../lib/plan-text";

/**
 * A Home card's exam lines: one per plan made on one of its decks (decks planned together are one plan,
 * shown on the card of the deck it was made on, with the decks it covers); nothing when none has one.
 */
export function ExamPlanStatusLine({ subDeckIds }: { subDeckIds: readonly string[] }) {
  const statuses = useExamPlanStatuses();
  const items = (statuses.data?.items ?? []).flatMap((item) => {
    const line = subDeckIds.includes(item.subDeckId) ? statusLine(item.status) : null;
    return line ? [{ ...item, line }] : [];
  });
  return items.map((item) => (
    <div
      key={item.subDeckId}
      className={clsx(
        "flex flex-col rounded-lg px-2 py-1 text-sm",
        item.status.kind === "behind" ? "bg-warning-soft text-warning-soft-fg" : "bg-primary-soft text-fg",
      )}
    >
      <p className="flex items-center gap-1.5 font-medium">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        <span data-testid="exam-plan-status">{item.line}</span>
      </p>
      {item.deckNames.length > 1 ? (
        <p className="pl-5.5 break-words" data-testid="exam-plan-decks">
          Exam plan for {item.deckNames.join(" + ")}
        </p>
      ) : null}
    </div>
  ));
}
