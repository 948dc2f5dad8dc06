import {
  HANZI_CANVAS_SIZE,
  HANZI_DELAY_BETWEEN_LOOPS_MS,
  HANZI_DELAY_BETWEEN_STROKES_MS,
  HANZI_HINT_AFTER_MISSES,
  HANZI_LENIENCY,
  HANZI_STROKE_WIDTH,
  HANZI_TEST_HINT_AFTER_MISSES,
  HANZI_TEST_LENIENCY,
} from "@app/domain/games/hanzi-rating";
import type HanziWriter from "hanzi-writer";
import { Eye, EyeOff, Play, Square, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { fetchCharData, reasonOf, writableCharacters } from "../lib/char-data";
import { loadHanziWriter } from "../lib/load-hanzi-writer";

/**
 * learn: the outline shows, a hint after 3 misses, leniency 1 (presentation and practice);
 * test: the outline starts hidden, a hint after 5 misses, leniency 0.8 (tests and Time Rush).
 */
export type WritingMode = "learn" | "test";

const PADDING = 20;

function cssColour(name: string, fallback: string): string {
  if (typeof document === "undefined") return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return /^#([0-9a-f]{3}){1,2}$/i.test(value) ? value : fallback;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Chinese writing practice: the word's characters drawn one by one in a 300×300 area with a grid,
 * checked stroke by stroke by hanzi-writer (loaded on first use; stroke data from our own server).
 * Reports the total mistakes once the last character is written.
 */
export function HanziPractice({
  word,
  mode,
  onComplete,
  note,
}: {
  word: string;
  mode: WritingMode;
  onComplete: (totalMistakes: number) => void;
  /** Shown above the area on the left (a single-character word has no 'Character X of N' there). */
  note?: ReactNode;
}) {
  const characters = useMemo(() => writableCharacters(word), [word]);
  const [index, setIndex] = useState(0);
  const [mistakes, setMistakes] = useState(0);
  const [status, setStatus] = useState<"loading" | "ready" | "error" | "done">("loading");
  const [error, setError] = useState<string | null>(null);
  const [animating, setAnimating] = useState(false);
  const [outline, setOutline] = useState(mode === "learn");
  const [attempt, setAttempt] = useState(0);

  const target = useRef<HTMLDivElement>(null);
  const writerRef = useRef<HanziWriter | null>(null);
  const restartQuiz = useRef<() => void>(() => undefined);
  const mistakesRef = useRef(0);
  const outlineRef = useRef(outline);
  outlineRef.current = outline;
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  const character = characters[index];
  const last = index === characters.length - 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-creates the writer after a failed load
  useEffect(() => {
    const node = target.current;
    if (!character || !node) return;
    let disposed = false;
    let writer: HanziWriter | null = null;
    let strokesDone = 0;
    setStatus("loading");
    setError(null);
    setAnimating(false);
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
            leniency: mode === "test" ? HANZI_TEST_LENIENCY : HANZI_LENIENCY,
            showHintAfterMisses: mode === "test" ? HANZI_TEST_HINT_AFTER_MISSES : HANZI_HINT_AFTER_MISSES,
            highlightOnComplete: !reduced,
            quizStartStrokeNum: strokesDone,
            onMistake: () => {
              if (disposed) return;
              mistakesRef.current += 1;
              setMistakes(mistakesRef.current);
            },
            onCorrectStroke: (data) => {
              strokesDone = data.strokeNum + 1;
            },
            onComplete: () => {
              if (disposed) return;
              if (last) {
                setStatus("done");
                onCompleteRef.current(mistakesRef.current);
              } else setIndex((i) => i + 1);
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
          writer = Writer.create(node, character, {
            width: HANZI_CANVAS_SIZE,
            height: HANZI_CANVAS_SIZE,
            padding: PADDING,
            renderer: "svg",
            showOutline: outlineRef.current,
            showCharacter: false,
            strokeColor: cssColour("--fg", "#17202b"),
            radicalColor: null,
            outlineColor: cssColour("--border", "#d3d9e2"),
            drawingColor: cssColour("--primary", "#2456c7"),
            highlightColor: cssColour("--state-building", "#0891b2"),
            drawingWidth: HANZI_STROKE_WIDTH,
            delayBetweenStrokes: HANZI_DELAY_BETWEEN_STROKES_MS,
            delayBetweenLoops: HANZI_DELAY_BETWEEN_LOOPS_MS,
            ...(reduced ? { strokeFadeDuration: 0, drawingFadeDuration: 0 } : {}),
            charDataLoader: (char, onLoad, onError) => {
              fetchCharData(char).then(onLoad, onError);
            },
            onLoadCharDataSuccess: () => {
              if (!disposed) setStatus("ready");
            },
            onLoadCharDataError: (reason) => fail(`Failed to load character data: ${reasonOf(reason)}`),
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
      if (writer) {
        writer.cancelQuiz();
        try {
          void writer.pauseAnimation()?.catch(() => undefined);
        } catch {
          // never loaded
        }
      }
      writerRef.current = null;
      restartQuiz.current = () => undefined;
      node.replaceChildren();
    };
  }, [character, last, mode, attempt]);

  if (characters.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-fg-muted">
        No character to practice
      </p>
    );
  }

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

  const toggleAnimation = () => {
    if (animating) {
      setAnimating(false);
      withWriter((w) => w.pauseAnimation()?.then(() => restartQuiz.current()));
    } else {
      setAnimating(true);
      withWriter((w) => w.loopCharacterAnimation());
    }
  };

  const toggleOutline = () => {
    const next = !outline;
    setOutline(next);
    withWriter((w) => (next ? w.showOutline() : w.hideOutline()));
  };

  return (
    <div className="flex flex-col items-center gap-2 short:gap-1">
      <div className="flex min-h-6 items-center justify-between gap-3 text-sm" style={{ width: HANZI_CANVAS_SIZE }}>
        <span className="min-w-0 font-medium text-fg-muted" aria-live="polite">
          {characters.length > 1 ? `Character ${index + 1} of ${characters.length}` : note}
        </span>
        <span className="shrink-0 text-fg-muted" aria-live="polite">
          Mistakes: <span className="font-semibold text-fg tabular-nums">{mistakes}</span>
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing surface, not a group of form fields */}
      <div
        role="group"
        aria-label="Drawing area: draw the character's strokes in order"
        className="relative shrink-0 touch-none overflow-hidden rounded-lg border border-border-strong bg-surface select-none"
        style={{ width: HANZI_CANVAS_SIZE, height: HANZI_CANVAS_SIZE }}
      >
        <CharacterGrid />
        <div ref={target} data-testid="hanzi-writer" className="absolute inset-0" />
        {status === "loading" ? (
          <div role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-fg-muted">
            <Spinner className="size-5 text-primary" />
            <span className="text-sm">Loading character...</span>
          </div>
        ) : null}
        {status === "error" && error ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface p-4 text-center"
          >
            <TriangleAlert aria-hidden="true" className="size-7 text-danger" />
            <p className="text-sm font-medium">{error}</p>
            <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
              Try Again
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex items-center justify-center gap-2">
        <Button variant="secondary" size="compact" onClick={toggleAnimation} disabled={status !== "ready"}>
          {animating ? (
            <Square aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {animating ? "Stop" : "Animate"}
        </Button>
        <Button variant="secondary" size="compact" onClick={toggleOutline} disabled={status !== "ready"}>
          {outline ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {outline ? "Hide outline" : "Reveal outline"}
        </Button>
      </div>
    </div>
  );
}

/** The practice grid (米字格): border, centre cross and diagonals, drawn behind the strokes. */
function CharacterGrid() {
  const s = HANZI_CANVAS_SIZE;
  return (
    <svg aria-hidden="true" width={s} height={s} className="absolute inset-0 text-border" focusable="false">
      <g stroke="currentColor" strokeWidth="1" strokeDasharray="4 4" fill="none">
        <line x1={0} y1={s / 2} x2={s} y2={s / 2} />
        <line x1={s / 2} y1={0} x2={s / 2} y2={s} />
        <line x1={0} y1={0} x2={s} y2={s} />
        <line x1={s} y1={0} x2={0} y2={s} />
      </g>
    </svg>
  );
}
