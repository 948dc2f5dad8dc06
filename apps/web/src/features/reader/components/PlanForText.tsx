import { planForText } from "@app/domain/reader/text-plan";
import { type FormEvent, Suspense, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { FormNotice } from "../../../components/ui/FormNotice";
import { TextField } from "../../../components/ui/TextField";
import { WholeNumberField } from "../../../components/ui/WholeNumberField";
import { useMyDecks } from "../../decks";
import { LazyExamPlanDialog, useExamPlan } from "../../exam-plans";
import type { ReaderResponse } from "../types";

const DEFAULT_TARGET = 90;

/**
 * "Plan for this text": a comprehension to reach by a date, handed to the exam planner as a goal for the decks
 * that hold the text's words (`planForText` says how the one becomes the other); the planner's dialog shows the
 * plan, and saving it makes Learn New follow it.
 */
export function PlanForText({ analysis, on }: { analysis: ReaderResponse; on: string | null }) {
  const [target, setTarget] = useState(String(DEFAULT_TARGET));
  const [date, setDate] = useState(on ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const topDeck = analysis.decks[0]?.subDeckId ?? null;
  const myDecks = useMyDecks().data ?? [];
  const targetPercent = Number(target);
  const plan = planForText({ words: analysis.words, decks: analysis.decks, targetPercent });
  // The deck's saved plan (its minutes cap, its Remove) is read only once the learner asks for a plan.
  const existing = useExamPlan(plan.ok ? plan.subDeckId : "", open && plan.ok);
  const ready = existing.isFetched || existing.isError;
  const nameOf = (id: string) => myDecks.find((d) => d.subDeckId === id)?.name ?? "your deck";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(targetPercent) || targetPercent < 1 || targetPercent > 100) {
      return setProblem("Enter a comprehension from 1 to 100 %.");
    }
    if (date === "") return setProblem("Choose the date to reach it by.");
    if (!plan.ok) return setProblem(plan.message);
    setProblem(null);
    setOpen(true);
  };

  const names = plan.ok ? [plan.subDeckId, ...plan.alsoDecks].map(nameOf).join(", ") : "";
  return (
    <Card className="space-y-3">
      <p className="text-sm text-fg-muted">
        Choose how much of this text you want to follow and by when: the exam planner plans the decks that hold its
        words.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4" noValidate>
        <WholeNumberField
          label="Comprehension to reach (%)"
          max={100}
          value={target}
          onChange={setTarget}
          className="w-56"
        />
        <TextField label="By" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={topDeck === null}>
          Plan for this text
        </Button>
      </form>
      {topDeck === null ? (
        <p className="text-sm text-fg-muted">
          None of this text's words are in your decks yet: add the words to learn first.
        </p>
      ) : null}
      {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      {open && plan.ok && !ready ? <p className="text-sm text-fg-muted">Loading your exam plan…</p> : null}
      {open && plan.ok && ready ? (
        <Suspense fallback={null}>
          <LazyExamPlanDialog
            subDeckId={plan.subDeckId}
            deckName={nameOf(plan.subDeckId)}
            plan={existing.data?.plan ?? null}
            initial={{ examDate: date, targetPercent: plan.deckPercent, alsoDecks: plan.alsoDecks }}
            intro={`For ${targetPercent} % of this text: your decks hold ${plan.heldPercent} % of its words, so the plan asks for ${plan.deckPercent} % of ${names}, its words taken to be known as well as the rest of the decks.`}
            open
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
