import { TIME_RUSH_TICK_MS } from "@app/domain/games/time-rush";
import { useQueryClient } from "@tanstack/react-query";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import {
  claim,
  dialogOpen,
  hasModifier,
  keyPlace,
  optionForKey,
  type Transition,
  useStudyLoop,
  useWindowKeys,
} from "../../../lib/study-loop";
import type { StudySessionData } from "../../study";
import { type StartedGame, saveTimeRushScore, startTimeRushGame } from "../api/time-rush-api";
import { type ScoreSave, saveScoreWithRetry } from "../lib/save-score";
import {
  answer,
  canAnswer,
  createGame,
  startGame,
  type TimeRushEnv,
  type TimeRushState,
  tick,
  written,
} from "../lib/time-rush-engine";

const clock = () => performance.now();
const gameEnv = (): TimeRushEnv => ({ now: clock(), random: Math.random });
/** Whether the answer now showing its feedback is right (null while none shows): its sound plays. */
const feedbackOf = (s: TimeRushState) => s.feedback?.correct ?? null;
type Apply = (transition: Transition<TimeRushState>) => unknown;

/** Waiting: the game starts on the server (retried on request), then play begins. */
function useGameStart(subDeckId: string, apply: Apply, setNow: Dispatch<SetStateAction<number>>) {
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
        const e = gameEnv();
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
  }, [subDeckId, apply, setNow, startAttempt]);
  const retryStart = useCallback(() => setStartAttempt((a) => a + 1), []);
  return { game, startError, retryStart };
}

/** The 100 ms tick; the time itself comes from timestamps, so late ticks don't drift. */
function useGameTick(phase: TimeRushState["phase"], apply: Apply, setNow: Dispatch<SetStateAction<number>>) {
  useEffect(() => {
    if (phase !== "playing") return;
    const step = () => {
      const e = gameEnv();
      setNow(e.now);
      apply((s) => tick(s, e));
    };
    const id = window.setInterval(step, TIME_RUSH_TICK_MS);
    document.addEventListener("visibilitychange", step);
    return () => {
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", step);
    };
  }, [phase, apply, setNow]);
}

/** Game over: the score is saved once (retried after network failures), even if the screen goes. */
function useScoreSave(state: TimeRushState, game: StartedGame | null, subDeckId: string): ScoreSave {
  const queryClient = useQueryClient();
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
  return save;
}

/** Time Rush's keys: 1–4 choose an option (while an answer can be given), ? lists the keys. */
function onGameKey(event: KeyboardEvent, s: TimeRushState, showKeys: () => void, submit: (given: string) => void) {
  if (event.defaultPrevented || hasModifier(event) || keyPlace(event).inField) return;
  if (event.key === "?" && !dialogOpen()) {
    claim(event, showKeys);
    return;
  }
  const option = optionForKey(s.test, event.key);
  if (option === undefined || !canAnswer(s, clock())) return;
  claim(event, () => submit(option));
}

/**
 * One Time Rush game's loop: started on the server (its clock checks the score), played against a
 * countdown computed from timestamps, its score saved once at game over.
 */
export function useTimeRushGame(subDeckId: string, data: StudySessionData) {
  const {
    state,
    stateRef,
    apply,
    answer: give,
  } = useStudyLoop(
    () =>
      createGame({
        words: data.words,
        distractors: data.distractors,
        writing: data.deck.isWritingDeck,
        studyType: data.settings.studyType,
        languageName: data.deck.languageName,
        translationLanguageName: data.deck.translationLanguageName,
      }),
    feedbackOf,
  );
  const [now, setNow] = useState(clock);
  const start = useGameStart(subDeckId, apply, setNow);
  useGameTick(state.phase, apply, setNow);
  const save = useScoreSave(state, start.game, subDeckId);

  const submit = useCallback((given: string) => give((s) => answer(s, given, gameEnv())), [give]);
  const onWritten = useCallback(() => give((s) => written(s, gameEnv())), [give]);
  const [showKeys, setShowKeys] = useState(false);
  useWindowKeys((event) => onGameKey(event, stateRef.current, () => setShowKeys(true), submit));

  return { state, now, ...start, save, submit, onWritten, showKeys, setShowKeys };
}
