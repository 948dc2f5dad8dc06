import { recommendedChoice } from "@app/domain/planning/retention-recommendation";
import { Dialog } from "../../../components/ui/Dialog";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useDeckScheduling } from "../hooks/useDeckScheduling";
import { useRetentionChoices } from "../hooks/useRetentionChoices";
import { type ChoicesRunner, runInWorker } from "../lib/run-retention-choices";
import { simulationBasis } from "../lib/simulation-basis";
import { DeckSchedulingForm } from "./DeckSchedulingForm";
import { percent, RetentionChoicesChart } from "./RetentionChoicesChart";

interface DeckSchedulingDialogProps {
  subDeckId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the simulations (a Web Worker; tests pass their own). */
  runner?: ChoicesRunner;
}

/** "Help me decide": what each desired retention costs and gives for this deck, and the deck's scheduling form. */
export function DeckSchedulingDialog({
  subDeckId,
  open,
  onOpenChange,
  runner = runInWorker,
}: DeckSchedulingDialogProps) {
  const scheduling = useDeckScheduling(subDeckId);
  const current = scheduling.data?.effectiveRetention;
  const choices = useRetentionChoices(subDeckId, current, runner);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Scheduling"
      description="Desired retention is the chance of remembering a word when it comes up for review. Higher costs more reviews a day and keeps more words known."
    >
      {scheduling.isError ? (
        <ErrorState
          title="Could not load this deck's scheduling"
          retrying={scheduling.isFetching}
          onRetry={() => void scheduling.refetch()}
        />
      ) : scheduling.data ? (
        <div className="flex flex-col gap-6">
          <DeckSchedulingForm key={subDeckId} subDeckId={subDeckId} saved={scheduling.data} />
          <section aria-labelledby="help-me-decide" className="flex flex-col gap-3">
            <h3 id="help-me-decide" className="text-lg font-semibold">
              Help me decide
            </h3>
            <p className="text-sm text-fg-muted">
              A year of this deck simulated from your memory of its words, your answer times and its limits
              {choices.inputs ? `: ${simulationBasis(choices.inputs, scheduling.data)}` : ""}. Current choice:{" "}
              {percent(scheduling.data.effectiveRetention)}
              {scheduling.data.desiredRetention === null ? " (your default)" : ""}.
            </p>
            <ChoicesBody choices={choices} current={scheduling.data.effectiveRetention} />
          </section>
        </div>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </Dialog>
  );
}

function ChoicesBody({ choices, current }: { choices: ReturnType<typeof useRetentionChoices>; current: number }) {
  if (choices.status === "failed") {
    return <ErrorState title="Could not simulate this deck" onRetry={choices.retry} />;
  }
  if (choices.inputs && choices.inputs.studied.length + choices.inputs.newWords === 0) {
    return <p className="text-sm">This deck has no words to simulate.</p>;
  }
  const recommended = choices.status === "done" ? recommendedChoice(choices.points) : undefined;
  return (
    <>
      <p role="status" className="text-sm text-fg-muted">
        {choices.status === "done"
          ? `Simulated ${choices.points.length} choices.`
          : choices.status === "loading"
            ? "Reading your deck…"
            : `Simulating… ${choices.points.length} done.`}
      </p>
      {recommended ? (
        <p className="text-sm">
          <span className="font-semibold">Recommended: {percent(recommended.retention)}.</span> The fewest minutes a day
          ({recommended.minutesPerDay.toFixed(1)}) among the choices that keep at least 95 % of the most words known.
        </p>
      ) : null}
      {/* Kept while it simulates again after a save, so an open table stays open. */}
      {choices.points.length > 0 || choices.status === "running" ? (
        <>
          <RetentionChoicesChart points={choices.points} current={current} recommended={recommended} />
          <p className="text-xs text-fg-muted">
            Words known: on an average day once the year is over, each word counted by its chance of recall. Both charts
            start at 0.
          </p>
        </>
      ) : null}
    </>
  );
}
