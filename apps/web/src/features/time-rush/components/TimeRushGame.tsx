import { deckPath } from "@app/domain/navigation";
import { X } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Figure, type FigureLook } from "../../../components/ui/Figure";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { KeyboardHelpDialog, StudyFrame, type StudySessionData, TIME_RUSH_KEYS } from "../../study";
import { useTimeRushGame } from "../hooks/useTimeRushGame";
import { secondsLeft } from "../lib/time-rush-engine";
import { CountdownRing } from "./CountdownRing";
import { TimeRushGameOver } from "./TimeRushGameOver";
import { TimeRushPrompt } from "./TimeRushPrompt";

function ExitLink({ backPath }: { backPath: string }) {
  return (
    <Link
      to={backPath}
      aria-label="Exit Time Rush"
      className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
    >
      <X aria-hidden="true" className="size-6" />
    </Link>
  );
}

function Heading({ deckName }: { deckName: string }) {
  return (
    <h1 className="truncate text-sm font-medium text-fg-muted">
      <span className="font-semibold text-fg">Time Rush</span> · {deckName}
    </h1>
  );
}

/** Before play: "Get ready..." while the server starts the game, or why it could not. */
function Waiting({
  backPath,
  deckName,
  startError,
  onRetry,
}: {
  backPath: string;
  deckName: string;
  startError: unknown;
  onRetry: () => void;
}) {
  return (
    <>
      <header className="flex items-center gap-2">
        <ExitLink backPath={backPath} />
        <Heading deckName={deckName} />
      </header>
      {startError ? (
        <ErrorState
          title={errorMessage(startError, "The game could not start. Please check your connection and try again.")}
          onRetry={onRetry}
        />
      ) : (
        <div role="status" className="flex min-h-[40dvh] flex-col items-center justify-center gap-3 text-fg-muted">
          <Spinner className="size-8 text-primary" />
          <p>Get ready...</p>
        </div>
      )}
    </>
  );
}

const STAT_LOOK: FigureLook = {
  box: "rounded-card border border-border bg-surface px-1 py-1.5 sm:px-2 sm:py-2",
  label: "text-xs font-medium text-fg-muted sm:text-sm",
  value: "text-xl font-semibold tabular-nums sm:text-2xl",
};

/**
 * One Time Rush game on the study loop (`useTimeRushGame`): waiting for the server, then the
 * countdown, the score and the word asked, then the game-over screen.
 */
export function TimeRushGame({
  subDeckId,
  data,
  knownBest,
  onPlayAgain,
}: {
  subDeckId: string;
  data: StudySessionData;
  /** The best score known before this game (null while unknown). */
  knownBest: number | null;
  onPlayAgain: () => void;
}) {
  const backPath = deckPath(subDeckId);
  const game = useTimeRushGame(subDeckId, data);
  const { state } = game;

  if (state.phase === "gameOver") {
    return (
      <StudyFrame spacing="game">
        <TimeRushGameOver
          deckName={data.deck.name}
          score={state.score}
          previousBest={game.game?.bestScore ?? knownBest ?? 0}
          save={game.save}
          backPath={backPath}
          onPlayAgain={onPlayAgain}
        />
      </StudyFrame>
    );
  }
  if (state.phase === "waiting") {
    return (
      <StudyFrame spacing="game">
        <Waiting backPath={backPath} deckName={data.deck.name} startError={game.startError} onRetry={game.retryStart} />
      </StudyFrame>
    );
  }

  const best = Math.max(knownBest ?? 0, game.game?.bestScore ?? 0);
  return (
    <StudyFrame spacing="game">
      <header className="flex flex-col gap-1">
        <Heading deckName={data.deck.name} />
        <div className="flex items-center gap-3">
          <ExitLink backPath={backPath} />
          <CountdownRing secondsLeft={secondsLeft(state, game.now)} startSeconds={state.startSeconds} />
          <dl className="grid flex-1 grid-cols-3 gap-2 text-center">
            <Figure look={STAT_LOOK} label="Score" value={state.score} />
            <Figure look={STAT_LOOK} label="Words" value={state.answered} />
            <Figure look={STAT_LOOK} label="Best" value={Math.max(best, state.score)} />
          </dl>
        </div>
      </header>
      <TimeRushPrompt state={state} data={data} onSubmit={game.submit} onWritten={game.onWritten} />
      <div aria-live="polite" className="sr-only">
        {state.feedback ? (state.feedback.correct ? "Correct" : "Incorrect") : ""}
      </div>
      {game.showKeys ? <KeyboardHelpDialog keys={TIME_RUSH_KEYS} onOpenChange={game.setShowKeys} /> : null}
    </StudyFrame>
  );
}
