import { DEFAULT_TARGET_PERCENT, type ExamPlanRequest, examGoalSchema } from "@app/domain/planning/exam-goal";
import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { type FormEvent, useMemo, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { TextField } from "../../../components/ui/TextField";
import { WholeNumberField } from "../../../components/ui/WholeNumberField";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useMyDecks } from "../../decks";
import { useExamPlanPreview, useRemoveExamPlan, useSaveExamPlan } from "../hooks/useExamPlan";
import { OtherDecksChoice } from "./OtherDecksChoice";
import { PlanAnswer } from "./PlanAnswer";

const DEFAULT_MINUTES = 20;
const SAVE_FAILED = "The plan could not be saved. Please try again.";
const PREVIEW_FAILED = "The plan could not be worked out. Please try again.";

interface ExamPlanDialogProps {
  subDeckId: string;
  deckName: string;
  plan: ExamPlanView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A goal to start from instead of the saved plan's (the reader's "plan for this text"). */
  initial?: { examDate: string; targetPercent: number; alsoDecks: string[] };
  /** Said above the form: where the goal came from. */
  intro?: string;
}

/** The goal as typed, checked by the schema the server uses: the goal, or each field's problem. */
function readGoal(fields: { examDate: string; targetPercent: string; minutesCap: string }) {
  const number = (value: string) => (value.trim() === "" ? undefined : Number(value));
  const parsed = examGoalSchema.safeParse({
    examDate: fields.examDate,
    targetPercent: number(fields.targetPercent),
    minutesCap: number(fields.minutesCap),
  });
  if (parsed.success) return { goal: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { goal: null, errors };
}

/** The exam date, target and minutes cap; the planner's answer appears as the learner types; Save, Remove. */
export function ExamPlanDialog({ subDeckId, deckName, plan, open, onOpenChange, initial, intro }: ExamPlanDialogProps) {
  const [fields, setFields] = useState({
    examDate: initial?.examDate ?? plan?.examDate ?? "",
    targetPercent: String(initial?.targetPercent ?? plan?.targetPercent ?? DEFAULT_TARGET_PERCENT),
    minutesCap: String(plan?.minutesCap ?? DEFAULT_MINUTES),
  });
  const [alsoDecks, setAlsoDecks] = useState<string[]>(
    () => initial?.alsoDecks ?? plan?.outcome.decks?.map((d) => d.subDeckId).filter((id) => id !== subDeckId) ?? [],
  );
  const { goal: typedGoal, errors } = readGoal(fields);
  // A deck planned with this one but since taken out of the collection (or emptied) is left out.
  const myDecks = useMyDecks().data;
  const planWith = myDecks
    ? alsoDecks.filter((id) => myDecks.some((deck) => deck.subDeckId === id && deck.wordCount > 0))
    : alsoDecks;
  const goal: ExamPlanRequest | null = typedGoal ? { ...typedGoal, alsoDecks: planWith } : null;
  // Debounced by its text, so an equal goal made again on the next render is not a change.
  const typedText = useDebouncedValue(goal ? JSON.stringify(goal) : null, 400);
  const typed = useMemo(() => (typedText ? (JSON.parse(typedText) as ExamPlanRequest) : null), [typedText]);
  const preview = useExamPlanPreview(subDeckId, goal && typed ? typed : null);
  const save = useSaveExamPlan(subDeckId);
  const remove = useRemoveExamPlan(subDeckId);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));
  // A field's problem is shown once something is typed in it.
  const shown = (name: keyof typeof fields) => (fields[name] === "" ? undefined : errors[name]);

  // Called as a function, not mounted as a component: the input keeps its focus as the learner types.
  const numberField = (label: string, name: "targetPercent" | "minutesCap", max: number) => (
    <WholeNumberField
      label={label}
      max={max}
      value={fields[name]}
      onChange={(value) => setFields((f) => ({ ...f, [name]: value }))}
      error={shown(name)}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!goal) return;
    save.mutate(goal, {
      onSuccess: () => {
        notify.success("Exam plan saved.");
        onOpenChange(false);
      },
    });
  };
  const removePlan = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onOpenChange(false);
      },
      onError: (error) => notify.error(errorMessage(error, "The plan could not be removed. Please try again.")),
    });

  const answerError = save.error ?? preview.error;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Exam date"
      description={`When is your exam, and how much of ${deckName} do you want to know by then?`}
    >
      <form onSubmit={submit} className="flex flex-1 flex-col gap-4" noValidate>
        {intro ? (
          <p className="text-sm text-fg-muted" data-testid="exam-plan-intro">
            {intro}
          </p>
        ) : null}
        <TextField
          label="Exam date"
          type="date"
          value={fields.examDate}
          onChange={set("examDate")}
          error={shown("examDate")}
          required
        />
        <div className="grid grid-cols-2 gap-3">
          {numberField("Target (% of the deck)", "targetPercent", 100)}
          {numberField("Minutes a day at most", "minutesCap", 600)}
        </div>
        <OtherDecksChoice subDeckId={subDeckId} chosen={alsoDecks} onChange={setAlsoDecks} />
        <div aria-live="polite" className="min-h-16">
          {answerError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {errorMessage(answerError, save.error ? SAVE_FAILED : PREVIEW_FAILED)}
            </p>
          ) : goal && preview.data ? (
            <PlanAnswer outcome={preview.data.outcome} goal={goal} busy={preview.isFetching} />
          ) : goal ? (
            <p className="text-sm text-fg-muted">Working out your plan…</p>
          ) : (
            <p className="text-sm text-fg-muted">Enter the exam date to see the plan.</p>
          )}
        </div>
        {plan?.outcome.decks ? (
          <p className="text-sm text-fg-muted">
            This plan covers {plan.outcome.decks.length} decks: removing it here removes it from all of them.
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap justify-end gap-3 sm:mt-2">
          {plan ? (
            <Button variant="secondary" onClick={removePlan} loading={remove.isPending} className="mr-auto">
              Remove plan
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!goal}>
            Save plan
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
