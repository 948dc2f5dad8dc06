import type { ExamGoalInput } from "@app/domain/planning/exam-goal";
import type { ExamPlanOutcome } from "@app/domain/planning/exam-plan-responses";
import { clsx } from "clsx";
import { useId } from "react";
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
  const sharesId = useId();
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
        {/* What the plan takes, not the cap the learner typed: "at most" here read as the cap answered wrong. */}
        <Figure
          label="Minutes a day"
          value={`${Math.ceil(outcome.minutesAverage)} on average, ${Math.ceil(outcome.minutesPeak)} on the busiest day`}
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
      {outcome.decks ? (
        <div className="text-sm">
          <p className="text-fg-muted" id={sharesId}>
            New words a day by deck
          </p>
          <ul aria-labelledby={sharesId} className="flex flex-col" data-testid="exam-plan-decks">
            {outcome.decks.map((deck) => (
              <li key={deck.subDeckId} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{deck.name}</span>
                <span className="shrink-0 font-semibold">{deck.newPerDay}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  const sharesId = useId();
  return (
    <div>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
