import { studyPath } from "@app/domain/navigation";
import { monthDayLabel } from "@app/domain/stats";
import { catchUpPlan } from "@app/domain/study/catch-up";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button-styles";
import { useMyDecks } from "../../decks/hooks/useMyDecks";
import { useDailyGoals } from "../hooks/useDailyGoals";

/**
 * Backlog triage: when more than three days of reviews are due (after a week away, say), a plan to
 * catch up — a soft daily cap, the words most likely to be forgotten first (Need Review takes them
 * in that order while the plan lasts), new words held back, and the day it ends.
 */
export function CatchUpPlanBanner() {
  const decks = useMyDecks();
  const goals = useDailyGoals();
  if (!decks.data || !goals.data) return null;
  const due = decks.data.reduce((sum, d) => sum + (d.dueCount ?? 0), 0);
  const plan = catchUpPlan(due, goals.data.targets.review, goals.data.day);
  if (!plan) return null;
  const deck = [...decks.data].sort((a, b) => (b.dueCount ?? 0) - (a.dueCount ?? 0))[0];
  return (
    <section
      aria-labelledby="catch-up-heading"
      className="mb-6 flex flex-col gap-3 rounded-card border border-state-due bg-state-due-bg p-4 sm:flex-row sm:items-center"
    >
      <CalendarClock aria-hidden="true" className="size-8 shrink-0 text-state-due-fg" />
      <div className="min-w-0 flex-1">
        <h2 id="catch-up-heading" className="font-semibold">
          {plan.due.toLocaleString("en-US")} reviews are waiting: here is a plan
        </h2>
        <p className="text-sm">
          About {plan.dailyCap} a day, the words you are most likely to forget first, and you are caught up by{" "}
          {plan.days === 1 ? "today" : monthDayLabel(plan.endDay)}. Hold off on new words until then.
        </p>
      </div>
      {deck ? (
        <Link to={studyPath("need-review", deck.subDeckId)} className={buttonClasses("primary", "md", "shrink-0")}>
          Start catching up
        </Link>
      ) : null}
    </section>
  );
}
