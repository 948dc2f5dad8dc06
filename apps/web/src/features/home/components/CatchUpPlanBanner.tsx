import { studyPath } from "@app/domain/navigation";
import type { CatchUpChoice } from "@app/domain/study/catch-up";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { buttonClasses } from "../../../components/ui/button-styles";
import { formatDay } from "../../../lib/format-date";
import { notify } from "../../../lib/toast";
import { homeKeys } from "../../../shared/query-keys";
import { getCatchUpPlan, putCatchUpChoice } from "../api/catch-up-plan";

/**
 * Backlog triage: when more than three days of reviews are due (after a week away, say), a plan to
 * catch up — a soft daily cap, the words most likely to be forgotten first (Need Review takes them in
 * that order while the plan lasts), and the day it ends. It advises; the learner decides: new words stay
 * open, and the plan can wait until tomorrow or be dismissed until it would end (remembered on the server).
 */
export function CatchUpPlanBanner() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: homeKeys.catchUpPlan, queryFn: getCatchUpPlan });
  const choose = useMutation({
    mutationFn: (choice: CatchUpChoice) => putCatchUpChoice(choice),
    onSuccess: () => {
      queryClient.setQueryData(homeKeys.catchUpPlan, { plan: null });
      // Deck pages show the plan's warning beside Learn New: read them again.
      void queryClient.invalidateQueries({ queryKey: ["deck-progress"] });
    },
    onError: () => notify.error("The plan could not be put aside. Please try again."),
  });
  const plan = query.data?.plan;
  if (!plan) return null;
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
          {plan.days === 1 ? "today" : formatDay(plan.endDay)}. New words will add to the reviews; it is your call.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {plan.subDeckId ? (
          <Link to={studyPath("need-review", plan.subDeckId)} className={buttonClasses("primary", "md")}>
            Start catching up
          </Link>
        ) : null}
        <Button variant="secondary" disabled={choose.isPending} onClick={() => choose.mutate("snooze")}>
          Not today
        </Button>
        <Button variant="ghost" disabled={choose.isPending} onClick={() => choose.mutate("dismiss")}>
          Dismiss plan
        </Button>
      </div>
    </section>
  );
}
