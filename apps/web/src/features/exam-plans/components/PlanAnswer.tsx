import type { ExamGoalInput } from "@app/domain/planning/exam-goal";
import type { ExamPlanOutcome } from "@app/domain/planning/exam-plan-responses";
import { clsx } from "clsx";
import { outcomeSentence } from "../lib/plan-text";

/** The planner's answer: the plain sentence, then its figures. */
export function PlanAnswer({
  outcome,
  goal,
  busy = false,
}: {
  outcome: ExamPlanOutcome;
  goal: ExamGoalInput;
  busy?: boolean;
}) {
  return (
    <div className={clsx("flex flex-col gap-2", busy && "opacity-70")} aria-busy={busy}>
      <p
        className={clsx(
          "font-medium",
          outcome.feasible ? "text-fg" : "rounded-lg bg-warning-soft px-3 py-2 text-warning-soft-fg",
        )}
        data-testid="exam-plan-sentence"
      >
        {outcomeSentence(outcome, goal)}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Figure label="New words a day" value={String(outcome.newPerDay)} />
        <Figure
          label="Minutes a day"
          value={`${Math.ceil(outcome.minutesAverage)} (at most ${Math.ceil(outcome.minutesPeak)})`}
        />
        <Figure label="Known on the day" value={`${outcome.predictedPercent} %`} />
        <Figure
          label="Last weeks"
          value={
            outcome.boost
              ? `${Math.round(outcome.boost.retention * 100)} % retention, last ${outcome.boost.lastDays} days`
              : "Usual retention"
          }
        />
      </dl>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
