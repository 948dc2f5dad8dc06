import { itemLabel } from "@app/domain/decks/item-counts";
import { clsx } from "clsx";
import { GripVertical, Trash2 } from "lucide-react";
import type { KeyboardEvent, PointerEvent, Ref } from "react";
import type { OwnWord } from "../../types";

interface WordRowProps {
  word: OwnWord;
  /** 1-based place in the deck. */
  number: number;
  hasReading: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Alt+↑ / Alt+↓: one place up (-1) or down (+1). */
  onMove: (step: -1 | 1) => void;
  onHandlePointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  dragging: boolean;
  dropTarget: boolean;
  /** The row's main button, so focus can come back to it after a move or an edit. */
  buttonRef: Ref<HTMLButtonElement>;
  /** Id of the text explaining the row's keys. */
  helpId: string;
}

/** One word of the deck: click or Enter edits it; Alt+↑/↓ or the handle moves it; the bin deletes it. */
export function WordRow(props: WordRowProps) {
  const { word, number, hasReading, onEdit, onDelete, onMove, onHandlePointerDown, dragging, dropTarget } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    onMove(event.key === "ArrowUp" ? -1 : 1);
  };
  return (
    <li
      data-word-id={word.id}
      onKeyDown={onKeyDown}
      className={clsx(
        "flex items-center gap-1 border-b border-border py-1 last:border-b-0",
        dragging && "opacity-50",
        dropTarget && "bg-primary-soft",
      )}
    >
      <button
        type="button"
        aria-label={`Move “${word.term}”`}
        aria-describedby={props.helpId}
        onPointerDown={onHandlePointerDown}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="w-10 shrink-0 text-right text-sm text-fg-muted tabular-nums">{number}</span>
      <button
        ref={props.buttonRef}
        type="button"
        onClick={onEdit}
        aria-describedby={props.helpId}
        className={clsx(
          "grid min-h-11 min-w-0 flex-1 items-center gap-x-3 rounded-lg px-2 py-1.5 text-left hover:bg-surface-muted",
          hasReading ? "sm:grid-cols-3" : "sm:grid-cols-2",
        )}
      >
        {/* A hidden comma ends each cell, so the row reads as one phrase ("talo, house") and its name is its text. */}
        <span className="font-medium break-words">
          {word.term}
          <ItemLabel word={word} />
          <span className="sr-only">,</span>
        </span>
        {hasReading ? (
          <span className="text-sm break-words text-fg-muted">
            {word.reading ?? ""}
            {word.reading ? <span className="sr-only">,</span> : null}
          </span>
        ) : null}
        <span className="break-words">{word.translation}</span>
      </button>
      <button
        type="button"
        aria-label={`Delete “${word.term}”`}
        aria-haspopup="dialog"
        onClick={onDelete}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-danger-soft hover:text-danger"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** "↔ reversed" beside a word's reversed direction, "cloze 2" beside a cloze item; nothing beside a word. */
function ItemLabel({ word }: { word: OwnWord }) {
  const label = word.kind ? itemLabel({ kind: word.kind, clozeNumber: word.clozeNumber ?? null }) : null;
  if (!label) return null;
  return <span className="ml-2 text-xs font-normal text-fg-muted">{label}</span>;
}
