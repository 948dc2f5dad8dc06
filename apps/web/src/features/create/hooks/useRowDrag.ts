import { type PointerEvent, useCallback, useState } from "react";

/** Distance from the window's edge where dragging scrolls the page, and how far per move. */
const EDGE_PX = 64;
const SCROLL_STEP_PX = 16;

function wordIdAt(x: number, y: number): number | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-word-id]");
  const id = row ? Number(row.dataset.wordId) : Number.NaN;
  return Number.isInteger(id) ? id : null;
}

/**
 * Dragging rows by their handle with pointer events (mouse, pen and touch alike; HTML drag and drop
 * does not work with fingers). Dropping on a row puts the dragged word in that row's place.
 */
export function useRowDrag(onDrop: (wordId: number, targetId: number) => void) {
  const [drag, setDrag] = useState<{ wordId: number; overId: number | null } | null>(null);

  const start = useCallback(
    (wordId: number) => (event: PointerEvent<HTMLButtonElement>) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      event.preventDefault();
      const handle = event.currentTarget;
      handle.setPointerCapture?.(event.pointerId);
      setDrag({ wordId, overId: null });

      const onMove = (move: globalThis.PointerEvent) => {
        if (move.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
        else if (move.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
        const overId = wordIdAt(move.clientX, move.clientY);
        setDrag((current) => (current && current.overId !== overId ? { ...current, overId } : current));
      };
      const stop = () => {
        handle.removeEventListener("pointermove", onMove);
        handle.removeEventListener("pointerup", onUp);
        handle.removeEventListener("pointercancel", stop);
        setDrag(null);
      };
      const onUp = (up: globalThis.PointerEvent) => {
        const targetId = wordIdAt(up.clientX, up.clientY);
        stop();
        if (targetId !== null && targetId !== wordId) onDrop(wordId, targetId);
      };
      handle.addEventListener("pointermove", onMove);
      handle.addEventListener("pointerup", onUp);
      handle.addEventListener("pointercancel", stop);
    },
    [onDrop],
  );

  return { drag, start };
}
