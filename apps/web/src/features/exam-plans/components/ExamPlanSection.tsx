import { CalendarClock } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { offlineCopyOf } from "../../offline";
import { useExamPlan } from "../hooks/useExamPlan";
import { rangeLine, statusLine } from "../lib/plan-text";
import { LazyExamPlanDialog as ExamPlanDialog } from "./LazyExamPlanDialog";
import { PlanAnswer } from "./PlanAnswer";

/** The deck page's "Exam date": the saved plan and its status, or an offer to set one. */
export function ExamPlanSection({ subDeckId, deckName }: { subDeckId: string; deckName: string }) {
  const query = useExamPlan(subDeckId);
  const [open, setOpen] = useState(false);
  const plan = query.data?.plan ?? null;
  // With no network the plan comes from the deck's copy on this device: shown, not changed until back online.
  const fromCopy = query.data ? offlineCopyOf(query.data) !== undefined : false;
  const status = plan ? statusLine(plan.status) : null;
  const range = plan ? rangeLine(plan.status) : null;
  return (
    <section aria-labelledby="exam-plan-heading" className="mb-8">
      <h2 id="exam-plan-heading" className="mb-3 text-lg font-semibold">
        Exam date
      </h2>
      <Card className="flex flex-col gap-3">
        {query.isPending ? (
          <p className="text-sm text-fg-muted">Loading your exam plan…</p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-danger">
            Your exam plan could not be loaded.
          </p>
        ) : plan ? (
          <>
            {status ? (
              <p className="font-semibold" data-testid="exam-plan-status">
                {status}
              </p>
            ) : null}
            {range ? (
              <p className="text-sm text-fg-muted" data-testid="exam-plan-range">
                {range}
              </p>
            ) : null}
            <PlanAnswer outcome={plan.outcome} goal={plan} />
            {fromCopy ? (
              <p className="text-sm text-fg-muted" data-testid="exam-plan-offline">
                Offline: your plan as this device kept it. It can be changed once you are back online.
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-fg-muted">
            Set the date of your exam: the planner says how many new words a day it takes, and Learn New follows it.
          </p>
        )}
        <div>
          <Button
            variant={plan ? "secondary" : "primary"}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            onPointerEnter={ExamPlanDialog.preload}
            disabled={query.isPending || fromCopy}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {plan ? "Change exam plan" : "Set exam date"}
          </Button>
        </div>
      </Card>
      {open ? (
        <Suspense fallback={null}>
          <ExamPlanDialog subDeckId={subDeckId} deckName={deckName} plan={plan} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
