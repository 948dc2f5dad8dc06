import { DAILY_GOAL_LEVELS, type DailyGoalLevel } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { RadioCard, type RadioCardLook } from "../../../components/ui/RadioCard";
import { useReturnFocus } from "../../../components/ui/use-return-focus";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useDailyGoals, useSetDailyGoalLevel } from "../hooks/useDailyGoals";

const SAVE_FAILED = "Failed to save goals. Please try again.";

const LEVEL_LOOK: RadioCardLook = {
  className:
    "flex min-h-14 items-center gap-3 px-4 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
  idleClassName: "border-border hover:border-primary",
};

/** 'Edit Your Goals': Beginner / Intermediate / Advanced with their targets, and Save Goals. */
export function EditGoalsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  useReturnFocus();
  const goals = useDailyGoals();
  const save = useSetDailyGoalLevel();
  const [level, setLevel] = useState<DailyGoalLevel>(goals.data?.level ?? 0);
  const group = { name: "daily-goal-level", chosen: level, onChoose: setLevel };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(level, {
      onSuccess: () => {
        notify.success("Daily goals updated!");
        onOpenChange(false);
      },
      onError: (error) => notify.error(errorMessage(error, SAVE_FAILED)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.goals.editTitle}>
      <form onSubmit={submit} className="flex flex-1 flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm text-fg-muted">How many words a day?</legend>
          {DAILY_GOAL_LEVELS.map((option) => (
            <RadioCard key={option.level} group={group} value={option.level} look={LEVEL_LOOK}>
              <span className="flex-1">
                <span className="block font-medium">{option.name}</span>
                <span className="block text-sm text-fg-muted">
                  Learn {option.learn} · Review {option.review} per day
                </span>
              </span>
            </RadioCard>
          ))}
        </fieldset>
        <div className="mt-auto flex justify-end gap-3 sm:mt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {messages.goals.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
