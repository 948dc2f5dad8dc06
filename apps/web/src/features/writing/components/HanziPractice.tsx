import { HANZI_CANVAS_SIZE } from "@app/domain/games/hanzi-rating";
import { Eye, EyeOff, Play, Square, TriangleAlert } from "lucide-react";
import { type ReactNode, type RefObject, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useHanziWriter, type WriterStatus } from "../hooks/useHanziWriter";
import { writableCharacters } from "../lib/char-data";
import type { WritingMode } from "../lib/writer-setup";

export type { WritingMode } from "../lib/writer-setup";

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
  const [animating, setAnimating] = useState(false);
  const [outline, setOutline] = useState(mode === "learn");
  const [attempt, setAttempt] = useState(0);
  const target = useRef<HTMLDivElement>(null);
  const mistakesRef = useRef(0);
  const outlineRef = useRef(outline);
  outlineRef.current = outline;
  const last = index === characters.length - 1;

  const writer = useHanziWriter({
    target,
    character: characters[index],
    last,
    mode,
    attempt,
    outline: outlineRef,
    onReset: () => setAnimating(false),
    onMistake: () => {
      mistakesRef.current += 1;
      setMistakes(mistakesRef.current);
    },
    onWritten: (wasLast) => {
      if (wasLast) onComplete(mistakesRef.current);
      else setIndex((i) => i + 1);
    },
  });

  if (characters.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-fg-muted">
        No character to practice
      </p>
    );
  }

  const toggleAnimation = () => {
    setAnimating(!animating);
    if (animating) writer.withWriter((w) => w.pauseAnimation()?.then(() => writer.restartQuiz.current()));
    else writer.withWriter((w) => w.loopCharacterAnimation());
  };
  const toggleOutline = () => {
    const next = !outline;
    setOutline(next);
    writer.withWriter((w) => (next ? w.showOutline() : w.hideOutline()));
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
      <DrawingArea
        target={target}
        status={writer.status}
        error={writer.error}
        onRetry={() => setAttempt((a) => a + 1)}
      />
      <PracticeControls
        ready={writer.status === "ready"}
        shown={{ animating, outline }}
        on={{ animation: toggleAnimation, outline: toggleOutline }}
      />
    </div>
  );
}

/** Animate (or Stop) the strokes, and Reveal (or Hide) the outline, once the writer is ready. */
function PracticeControls({
  ready,
  shown,
  on,
}: {
  ready: boolean;
  shown: { animating: boolean; outline: boolean };
  on: { animation: () => void; outline: () => void };
}) {
  const { animating, outline } = shown;
  return (
    <div className="flex items-center justify-center gap-2">
      <Button variant="secondary" size="compact" onClick={on.animation} disabled={!ready}>
        {animating ? <Square aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        {animating ? "Stop" : "Animate"}
      </Button>
      <Button variant="secondary" size="compact" onClick={on.outline} disabled={!ready}>
        {outline ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        {outline ? "Hide outline" : "Reveal outline"}
      </Button>
    </div>
  );
}

/** The 300×300 area the writer draws in, over its grid, with its loading and failure states. */
function DrawingArea({
  target,
  status,
  error,
  onRetry,
}: {
  target: RefObject<HTMLDivElement | null>;
  status: WriterStatus;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a drawing surface, not a group of form fields
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
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      ) : null}
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
