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
import { fetchCharData, reasonOf } from "./char-data";

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

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** The writer over `node` for one character, in the theme's colours, its stroke data from our server. */
export function createWriter(
  Writer: typeof HanziWriter,
  node: HTMLElement,
  character: string,
  options: { outline: boolean; reduced: boolean; onLoaded: () => void; onLoadFailed: (text: string) => void },
): HanziWriter {
  return Writer.create(node, character, {
    width: HANZI_CANVAS_SIZE,
    height: HANZI_CANVAS_SIZE,
    padding: PADDING,
    renderer: "svg",
    showOutline: options.outline,
    showCharacter: false,
    strokeColor: cssColour("--fg", "#17202b"),
    radicalColor: null,
    outlineColor: cssColour("--border", "#d3d9e2"),
    drawingColor: cssColour("--primary", "#2456c7"),
    highlightColor: cssColour("--state-building", "#0891b2"),
    drawingWidth: HANZI_STROKE_WIDTH,
    delayBetweenStrokes: HANZI_DELAY_BETWEEN_STROKES_MS,
    delayBetweenLoops: HANZI_DELAY_BETWEEN_LOOPS_MS,
    ...(options.reduced ? { strokeFadeDuration: 0, drawingFadeDuration: 0 } : {}),
    charDataLoader: (char, onLoad, onError) => {
      fetchCharData(char).then(onLoad, onError);
    },
    onLoadCharDataSuccess: options.onLoaded,
    onLoadCharDataError: (reason) => options.onLoadFailed(`Failed to load character data: ${reasonOf(reason)}`),
  });
}

/** The quiz's rules for a mode: how strict the strokes are checked and when the hint shows. */
export function quizRules(mode: WritingMode) {
  return {
    leniency: mode === "test" ? HANZI_TEST_LENIENCY : HANZI_LENIENCY,
    showHintAfterMisses: mode === "test" ? HANZI_TEST_HINT_AFTER_MISSES : HANZI_HINT_AFTER_MISSES,
  };
}

/** Stops the writer's quiz and animation (a writer that never loaded has neither). */
export function disposeWriter(writer: HanziWriter): void {
  writer.cancelQuiz();
  try {
    void writer.pauseAnimation()?.catch(() => undefined);
  } catch {
    // never loaded
  }
}
