import { clsx } from "clsx";
import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/Button";
import type { PendingAnswer } from "../lib/session-engine";

/**
 * Correct or incorrect, the correct answer, what was given (a written word: its mistakes), the
 * word's audio button, then the word's notes and Continue.
 */
export function FeedbackPanel({
  answer,
  correctAnswer,
  notes,
  audio,
  onContinue,
  onClaimCorrect,
  ratedAgain = false,
}: {
  answer: PendingAnswer;
  correctAnswer: string;
  notes: ReactNode;
  audio?: ReactNode;
  onContinue: () => void;
  /** "I was right": offered on a typed answer the check marked wrong (key R). */
  onClaimCorrect?: (() => void) | undefined;
  /** MANUAL: a wrong first answer is rated Again without asking; say so. */
  ratedAgain?: boolean;
}) {
  const Icon = answer.correct ? CircleCheck : CircleX;
  return (
    <div className="flex flex-col gap-3">
      <div
        className={clsx(
          "flex flex-col gap-1 rounded-lg border-2 px-4 py-3",
          answer.correct
            ? "border-state-learned bg-state-learned-bg text-state-learned-fg"
            : "border-danger bg-danger-soft text-fg",
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <p className={clsx("flex items-center gap-2 text-lg font-semibold", !answer.correct && "text-danger")}>
            <Icon aria-hidden="true" className="size-6 shrink-0" />
            {answer.correct ? "Correct!" : "Incorrect"}
          </p>
          {audio ? <div className="-my-2 shrink-0">{audio}</div> : null}
        </div>
        {answer.overridden ? (
          <p className="text-sm" data-testid="claimed-note">
            Counted as right: your answer is accepted for this word from now on.
          </p>
        ) : null}
        {answer.typo ? (
          <p className="text-sm" data-testid="typo-note">
            Almost — check the spelling: <span className="font-semibold break-words">{correctAnswer}</span>
          </p>
        ) : null}
        {answer.mistakes !== undefined ? (
          <p className="text-sm">
            Mistakes: <span className="font-semibold tabular-nums">{answer.mistakes}</span>
          </p>
        ) : !answer.correct || answer.typo ? (
          <p className="text-sm">
            Your answer: <span className="font-medium break-words">{answer.given}</span>
          </p>
        ) : null}
        {answer.typo ? null : (
          <p className="text-base">
            Correct answer: <span className="font-semibold break-words">{correctAnswer}</span>
          </p>
        )}
      </div>
      {ratedAgain ? (
        <p className="text-sm text-fg-muted" data-testid="rated-again">
          Rated Again: a missed word comes back sooner. Press Enter to continue.
        </p>
      ) : null}
      {notes}
      {onClaimCorrect ? (
        <Button variant="secondary" onClick={onClaimCorrect} className="w-full" aria-keyshortcuts="R">
          I was right
        </Button>
      ) : null}
      <Button size="lg" onClick={onContinue} className="w-full">
        Continue
      </Button>
    </div>
  );
}
