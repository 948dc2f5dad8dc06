import { TIME_RUSH_TICK_MS } from "@app/domain/games/time-rush";
import { deckPath } from "@app/domain/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { CircleCheck, CircleX, X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { AudioButton } from "../../audio/components/AudioButton";
import { recordingOf, usePronunciation } from "../../audio/hooks/usePronunciation";
import { KeyboardHelpDialog } from "../../study/components/KeyboardHelpDialog";
import { MultipleChoiceAnswer } from "../../study/components/MultipleChoiceAnswer";
import { TIME_RUSH_KEYS } from "../../study/components/study-keys";
import { TypingAnswer } from "../../study/components/TypingAnswer";
import { WordPrompt } from "../../study/components/WordPrompt";
import { WritingPrompt } from "../../study/components/WritingCard";
import { WRITING_DIRECTION } from "../../study/lib/session-engine";
import { playFeedbackSound } from "../../study/lib/sounds";
import { typedAnswerKeys } from "../../study/lib/typed-answer-keys";
import type { StudySessionData } from "../../study/types";
import { HanziPractice } from "../../writing/components/HanziPractice";
import { type StartedGame, saveTimeRushScore, startTimeRushGame } from "../api/time-rush-api";
import { type ScoreSave, saveScoreWithRetry } from "../lib/save-score";
import {
  answer,
  canAnswer,
  createGame,
  currentWord,
  secondsLeft,
  startGame,
  type TimeRushEnv,
  type TimeRushState,
  tick,
  written,
} from "../lib/time-rush-engine";
import { CountdownRing } from "./CountdownRing";
import { TimeRushGameOver } from "./TimeRushGameOver";

const clock = () => performance.now();
const env = (): TimeRushEnv => ({ now: clock(), random: Math.random });

/**
 * One Time Rush game: started on the server (its clock checks the score), played against a
 * countdown computed from timestamps, its score saved once at game over.
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
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const backPath = deckPath(subDeckId);
  const [state, setState] = useState<TimeRushState>(() =>
    createGame({
      words: data.words,
      distractors: data.distractors,
      writing: data.deck.isWritingDeck,
      studyType: data.settings.studyType,
      languageName: data.deck.languageName,
      translationLanguageName: data.deck.translationLanguageName,
    }),
  );
  const stateRef = useRef(state);
  const apply = useCallback((transition: (s: TimeRushState) => TimeRushState) => {
    const before = stateRef.current;
    const after = transition(before);
    if (after !== before) {
      stateRef.current = after;
      setState(after);
    }
    return { before, after };
  }, []);
  const [now, setNow] = useState(clock);

  // Waiting: the game starts on the server, then play begins.
  const [game, setGame] = useState<StartedGame | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [startAttempt, setStartAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: startAttempt retries on purpose
  useEffect(() => {
    let cancelled = false;
    setStartError(null);
    startTimeRushGame(subDeckId).then(
      (started) => {
        if (cancelled) return;
        setGame(started);
        const e = env();
        setNow(e.now);
        apply((s) => startGame(s, e));
      },
      (error: unknown) => {
        if (!cancelled) setStartError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [subDeckId, apply, startAttempt]);

  // The 100 ms tick; the time itself comes from timestamps, so late ticks don't drift.
  useEffect(() => {
    if (state.phase !== "playing") return;
    const step = () => {
      const e = env();
      setNow(e.now);
      apply((s) => tick(s, e));
    };
    const id = window.setInterval(step, TIME_RUSH_TICK_MS);
    document.addEventListener("visibilitychange", step);
    return () => {
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", step);
    };
  }, [state.phase, apply]);

  // Game over: the score is saved once (retried after network failures), even if the screen goes.
  const [save, setSave] = useState<ScoreSave>({ kind: "idle" });
  const savedGame = useRef<string | null>(null);
  useEffect(() => {
    if (state.phase !== "gameOver" || !game || savedGame.current === game.gameId) return;
    savedGame.current = game.gameId;
    setSave({ kind: "saving" });
    saveScoreWithRetry(() => saveTimeRushScore(game.gameId, state.score)).then(
      (result) => {
        setSave({ kind: "saved", result });
        void queryClient.invalidateQueries({ queryKey: ["time-rush-record", subDeckId] });
      },
      (error: unknown) => setSave({ kind: "failed", error }),
    );
  }, [state.phase, state.score, game, queryClient, subDeckId]);

  const submit = useCallback(
    (given: string) => {
      const { before, after } = apply((s) => answer(s, given, env()));
      if (after !== before && after.feedback) playFeedbackSound(after.feedback.correct);
    },
    [apply],
  );
  const onWritten = useCallback(() => {
    const { before, after } = apply((s) => written(s, env()));
    if (after !== before && after.feedback) playFeedbackSound(true);
  }, [apply]);

  // Keys 1–4 choose an option; ? lists the keys.
  const [showKeys, setShowKeys] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
      if (event.key === "?" && !document.querySelector("[role='dialog']")) {
        event.preventDefault();
        setShowKeys(true);
        return;
      }
      if (!/^[1-4]$/.test(event.key)) return;
      const s = stateRef.current;
      const option = s.test?.options[Number(event.key) - 1];
      if (option === undefined || !canAnswer(s, clock())) return;
      event.preventDefault();
      submit(option);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [submit]);

  const best = Math.max(knownBest ?? 0, game?.bestScore ?? 0);

  const frame = (children: ReactNode) => (
    <div
      data-testid="study-screen"
      className={clsx(
        "fixed inset-x-0 bottom-0 z-40 overflow-y-auto bg-bg md:static md:z-auto md:overflow-visible md:bg-transparent",
        online ? "top-0" : "top-9",
      )}
    >
      <div className="mx-auto flex min-h-full w-full max-w-2xl flex-col gap-3 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] md:px-0 md:pt-0">
        {children}
      </div>
    </div>
  );

  if (state.phase === "gameOver") {
    const previousBest = game?.bestScore ?? knownBest ?? 0;
    return frame(
      <TimeRushGameOver
        deckName={data.deck.name}
        score={state.score}
        previousBest={previousBest}
        save={save}
        backPath={backPath}
        onPlayAgain={onPlayAgain}
      />,
    );
  }

  const exit = (
    <Link
      to={backPath}
      aria-label="Exit Time Rush"
      className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
    >
      <X aria-hidden="true" className="size-6" />
    </Link>
  );
  const heading = (
    <h1 className="truncate text-sm font-medium text-fg-muted">
      <span className="font-semibold text-fg">Time Rush</span> · {data.deck.name}
    </h1>
  );

  if (state.phase === "waiting") {
    return frame(
      <>
        <header className="flex items-center gap-2">
          {exit}
          {heading}
        </header>
        {startError ? (
          <ErrorState
            title={errorMessage(startError, "The game could not start. Please check your connection and try again.")}
            onRetry={() => setStartAttempt((a) => a + 1)}
          />
        ) : (
          <div role="status" className="flex min-h-[40dvh] flex-col items-center justify-center gap-3 text-fg-muted">
            <Spinner className="size-8 text-primary" />
            <p>Get ready...</p>
          </div>
        )}
      </>,
    );
  }

  const left = secondsLeft(state, now);
  return frame(
    <>
      <header className="flex flex-col gap-1">
        {heading}
        <div className="flex items-center gap-3">
          {exit}
          <CountdownRing secondsLeft={left} startSeconds={state.startSeconds} />
          <dl className="grid flex-1 grid-cols-3 gap-2 text-center">
            <Stat label="Score" value={state.score} />
            <Stat label="Words" value={state.answered} />
            <Stat label="Best" value={Math.max(best, state.score)} />
          </dl>
        </div>
      </header>
      <TimeRushPrompt state={state} data={data} onSubmit={submit} onWritten={onWritten} />
      <div aria-live="polite" className="sr-only">
        {state.feedback ? (state.feedback.correct ? "Correct" : "Incorrect") : ""}
      </div>
      {showKeys ? <KeyboardHelpDialog keys={TIME_RUSH_KEYS} onOpenChange={setShowKeys} /> : null}
    </>,
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-card border border-border bg-surface px-1 py-1.5 sm:px-2 sm:py-2">
      <dt className="text-xs font-medium text-fg-muted sm:text-sm">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}

/** The word being asked: its prompt (with the tick or cross over it while feedback shows) and the answer area. */
function TimeRushPrompt({
  state,
  data,
  onSubmit,
  onWritten,
}: {
  state: TimeRushState;
  data: StudySessionData;
  onSubmit: (given: string) => void;
  onWritten: () => void;
}) {
  const word = currentWord(state);
  const { deck } = data;
  const test = state.test;
  const promptKey = `${state.current}:${state.promptShownAt}`;
  const audio = usePronunciation(
    {
      word: word?.originalWord ?? "",
      languageId: deck.languageId,
      speechLang: deck.speechLang,
      recording: word ? recordingOf(word) : null,
    },
    test?.isAudioPrompt && !state.feedback ? promptKey : null,
  );
  if (!word) return null;
  const lang = deck.speechLang || undefined;
  const answering = state.feedback === null;

  const overlay = state.feedback ? (
    <div
      data-testid="time-rush-feedback"
      className={clsx(
        "absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-card bg-surface/90 animate-fade-in motion-reduce:animate-none",
        state.feedback.correct ? "text-state-learned-fg" : "text-danger",
      )}
    >
      {state.feedback.correct ? (
        <CircleCheck aria-hidden="true" className="size-16" />
      ) : (
        <CircleX aria-hidden="true" className="size-16" />
      )}
      <span className="text-lg font-semibold">{state.feedback.correct ? "Correct!" : "Incorrect"}</span>
    </div>
  ) : null;

  if (state.writing) {
    return (
      <div className="flex flex-col gap-2">
        <WritingPrompt
          direction={WRITING_DIRECTION}
          word={word}
          lang={lang}
          audio={<AudioButton status={audio.status} onPlay={audio.play} />}
        >
          {overlay}
        </WritingPrompt>
        <HanziPractice key={promptKey} word={word.originalWord} mode="test" onComplete={onWritten} />
      </div>
    );
  }

  if (!test) return null;
  // An audio prompt hides the word unless there is no audio to hear.
  const hideWord = test.isAudioPrompt && audio.status !== "unavailable";
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Prompt"
        className="relative flex min-h-36 flex-col items-center justify-center gap-3 rounded-card border border-border bg-surface px-4 py-5 sm:min-h-44"
      >
        <p className="text-center text-sm font-medium text-fg-muted">{test.directionText}</p>
        {hideWord ? (
          <AudioButton status={audio.status} onPlay={audio.play} large />
        ) : (
          <WordPrompt
            text={test.isAudioPrompt ? word.originalWord : test.prompt}
            reading={test.isAudioPrompt ? word.pinyin : test.promptReading}
            lang={test.isForward ? lang : (deck.translationLang ?? "en")}
          />
        )}
        {overlay}
      </section>
      {test.options.length > 0 ? (
        <MultipleChoiceAnswer
          options={test.options}
          label={test.directionText}
          lang={test.isForward ? undefined : deck.speechLang}
          disabled={!answering}
          onChoose={onSubmit}
        />
      ) : (
        <TypingAnswer
          promptKey={promptKey}
          label={test.directionText}
          specialCharacters={typedAnswerKeys(deck, test, word)}
          placeholder="Type your answer and press Enter..."
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}
