import type HanziWriter from "hanzi-writer";
import { type RefObject, useEffect, useRef, useState } from "react";
import { reasonOf } from "../lib/char-data";
import { loadHanziWriter } from "../lib/load-hanzi-writer";
import { createWriter, disposeWriter, prefersReducedMotion, quizRules, type WritingMode } from "../lib/writer-setup";

export type WriterStatus = "loading" | "ready" | "error" | "done";

interface WriterInput {
  target: RefObject<HTMLDivElement | null>;
  character: string | undefined;
  /** The word's last character: writing it completes the word. */
  last: boolean;
  mode: WritingMode;
  /** Changes to create the writer again after a failed load. */
  attempt: number;
  /** Whether the outline shows when the writer is created. */
  outline: RefObject<boolean>;
  /** The writer is being created (again): nothing of the last one goes on. */
  onReset: () => void;
  onMistake: () => void;
  /** A character was written (`last`: the word's last, which ends the practice). */
  onWritten: (last: boolean) => void;
}

/**
 * hanzi-writer (loaded on first use) over `target` for one character, quizzing it stroke by stroke.
 * Returns where it stands, the writer, and how to start the quiz again (after an animation).
 */
export function useHanziWriter({ target, character, last, mode, attempt, outline, ...on }: WriterInput) {
  const [status, setStatus] = useState<WriterStatus>("loading");
  const [error, setError] = useState<string | null>(null);
  const writerRef = useRef<HanziWriter | null>(null);
  const restartQuiz = useRef<() => void>(() => undefined);
  const handlers = useRef(on);
  handlers.current = on;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-creates the writer after a failed load
  useEffect(() => {
    const node = target.current;
    if (!character || !node) return;
    let disposed = false;
    let writer: HanziWriter | null = null;
    let strokesDone = 0;
    setStatus("loading");
    setError(null);
    handlers.current.onReset();
    const fail = (text: string) => {
      if (disposed) return;
      setStatus("error");
      setError(text);
    };
    const reduced = prefersReducedMotion();

    const startQuiz = () => {
      if (!writer || disposed) return;
      try {
        void writer
          .quiz({
            ...quizRules(mode),
            highlightOnComplete: !reduced,
            quizStartStrokeNum: strokesDone,
            onMistake: () => {
              if (!disposed) handlers.current.onMistake();
            },
            onCorrectStroke: (data) => {
              strokesDone = data.strokeNum + 1;
            },
            onComplete: () => {
              if (disposed) return;
              if (last) setStatus("done");
              handlers.current.onWritten(last);
            },
          })
          ?.catch(() => undefined);
      } catch {
        // Loading failed first: onLoadCharDataError has said so.
      }
    };

    loadHanziWriter().then(
      (Writer) => {
        if (disposed) return;
        try {
          writer = createWriter(Writer, node, character, {
            outline: outline.current,
            reduced,
            onLoaded: () => {
              if (!disposed) setStatus("ready");
            },
            onLoadFailed: fail,
          });
          writerRef.current = writer;
          restartQuiz.current = startQuiz;
          startQuiz();
        } catch (e) {
          fail(`Failed to initialize Hanzi Writer: ${reasonOf(e)}`);
        }
      },
      (e: unknown) => fail(`Failed to initialize Hanzi Writer: ${reasonOf(e)}`),
    );

    return () => {
      disposed = true;
      if (writer) disposeWriter(writer);
      writerRef.current = null;
      restartQuiz.current = () => undefined;
      node.replaceChildren();
    };
  }, [character, last, mode, attempt]);

  /** Runs `action` on the writer once it is ready (its failures are the writer's own, and ignored). */
  const withWriter = (action: (writer: HanziWriter) => unknown) => {
    const writer = writerRef.current;
    if (!writer || status !== "ready") return;
    try {
      const result = action(writer);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // not loaded
    }
  };

  return { status, error, withWriter, restartQuiz };
}
