import { CircleAlert, RotateCcw, Timer, Trophy } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import type { ScoreSave } from "../lib/save-score";

/** 'Time's Up!': the final score, 'New Best!' when it beats the record, the best score, Back to Deck. */
export function TimeRushGameOver({
  deckName,
  score,
  previousBest,
  save,
  backPath,
  onPlayAgain,
}: {
  deckName: string;
  score: number;
  /** The best before this game. */
  previousBest: number;
  save: ScoreSave;
  backPath: string;
  onPlayAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  // The server's word once saved; until then (or if saving failed) what this game shows.
  const isNewBest = save.kind === "saved" ? save.result.isNewBest : score > previousBest;
  const bestScore = save.kind === "saved" ? save.result.bestScore : Math.max(previousBest, score);

  return (
    <div className="flex flex-col items-center gap-5 pt-6 text-center md:pt-10">
      <Timer aria-hidden="true" className="size-12 text-danger" />
      <div>
        <p className="text-sm font-medium text-fg-muted">Time Rush · {deckName}</p>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none sm:text-4xl">
          Time's Up!
        </h1>
      </div>
      {isNewBest ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-state-due-bg px-4 py-1.5 font-semibold text-state-due-fg animate-view-in motion-reduce:animate-none">
          <Trophy aria-hidden="true" className="size-5" />
          New Best!
        </p>
      ) : null}
      <dl className="grid w-full max-w-sm grid-cols-2 gap-3">
        <ScoreTile label="Final Score" value={score} testId="final-score" />
        <ScoreTile label="Best Score" value={bestScore} testId="best-score" />
      </dl>
      <SaveLine save={save} />
      <div className="flex w-full max-w-sm flex-col gap-3 sm:flex-row-reverse">
        <Link to={backPath} className={buttonClasses("primary", "lg", "flex-1")}>
          Back to Deck
        </Link>
        <Button variant="secondary" size="lg" className="flex-1" onClick={onPlayAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Play Again
        </Button>
      </div>
    </div>
  );
}

function SaveLine({ save }: { save: ScoreSave }) {
  if (save.kind === "saving") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner className="size-4" />
        Saving your score...
      </p>
    );
  }
  if (save.kind === "failed") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-danger">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {errorMessage(save.error, "Your score could not be saved.")}
      </p>
    );
  }
  return (
    <p role="status" className="sr-only">
      {save.kind === "saved" ? "Score saved" : ""}
    </p>
  );
}

function ScoreTile({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-card border border-border bg-surface p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-4xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
