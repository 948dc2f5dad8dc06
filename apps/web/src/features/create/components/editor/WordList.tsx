import { useId, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { useDrawnRows } from "../../hooks/useDrawnRows";
import type { useOwnWords } from "../../hooks/useOwnWords";
import { useRowDrag } from "../../hooks/useRowDrag";
import { useRowFocus } from "../../hooks/useRowFocus";
import { flattenWords } from "../../lib/word-pages";
import type { OwnWord, WordInput } from "../../types";
import { DeleteWordDialog } from "./DeleteWordDialog";
import { WordEditRow } from "./WordEditRow";
import { WordListHead, WordListState } from "./WordListParts";
import { WordRow } from "./WordRow";

/** Rows drawn at a time; scrolling near the end (or "Show more") draws the next ones. */
export const ROWS_STEP = 100;

interface WordListProps {
  words: ReturnType<typeof useOwnWords>;
  hasReading: boolean;
  /** Words waiting for their delete to be sent: drawn as if gone. */
  hidden: ReadonlySet<number>;
  onDelete: (word: OwnWord) => void;
  /** Drop on a row: the word takes that row's place. */
  onMove: (wordId: number, targetId: number) => void;
  /** Alt+↑/↓: returns the word's new place, or null at either end. */
  onMoveBy: (wordId: number, step: -1 | 1, skip: ReadonlySet<number>) => number | null;
  updateWord: (wordId: number, patch: Partial<WordInput>) => Promise<unknown>;
}

/** The deck's words in order: edit in place, delete, and reorder by handle or Alt+↑/↓. */
export function WordList({ words, hasReading, hidden, onDelete, onMove, onMoveBy, updateWord }: WordListProps) {
  const helpId = useId();
  const focus = useRowFocus();
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OwnWord | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const { drag, start } = useRowDrag(onMove);

  const all = flattenWords(words.data);
  const visible = all.filter((word) => !hidden.has(word.id));
  // Drawing past what is loaded asks for the next 500.
  const { shown, setShown, sentinel } = useDrawnRows(visible.length, words, ROWS_STEP);
  const rows = visible.slice(0, shown);
  const { hasNextPage, isFetchingNextPage } = words;
  const more = visible.length > shown || hasNextPage;

  const empty = visible.length === 0 && !hasNextPage;
  if (words.isPending || words.isError || empty) return <WordListState words={words} empty={empty} />;

  const moveByKey = (word: OwnWord, step: -1 | 1) => {
    const place = onMoveBy(word.id, step, hidden);
    if (place === null) return;
    setShown((current) => Math.max(current, place + 1));
    focus.keepFocus(word.id);
    setAnnouncement(`“${word.term}” moved to place ${place + 1}`);
  };
  const nextFocus = (index: number) => () => {
    const neighbour = visible[index + 1] ?? visible[index - 1];
    return neighbour ? focus.buttonOf(neighbour.id) : null;
  };

  return (
    <>
      <WordListHead helpId={helpId} hasReading={hasReading} />
      <ol aria-label="Words" className="flex flex-col">
        {rows.map((word, index) => {
          // The word at its place, read or being edited.
          const shown = { word, number: index + 1, hasReading };
          return editing === word.id ? (
            <WordEditRow
              key={word.id}
              {...shown}
              save={updateWord}
              onDone={() => {
                setEditing(null);
                focus.keepFocus(word.id);
              }}
            />
          ) : (
            <WordRow
              key={word.id}
              {...shown}
              helpId={helpId}
              onEdit={() => setEditing(word.id)}
              onDelete={() => setConfirming(word)}
              onMove={(step) => moveByKey(word, step)}
              onHandlePointerDown={start(word.id)}
              dragging={drag?.wordId === word.id}
              dropTarget={drag !== null && drag.overId === word.id && drag.wordId !== word.id}
              buttonRef={focus.refFor(word.id)}
            />
          );
        })}
      </ol>
      <div ref={sentinel} aria-hidden="true" />
      {more ? (
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => setShown((current) => current + ROWS_STEP)}
          >
            Show more words
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {confirming ? (
        <DeleteWordDialog
          word={confirming}
          focusAfter={nextFocus(visible.findIndex((w) => w.id === confirming.id))}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            onDelete(confirming);
            setConfirming(null);
          }}
        />
      ) : null}
    </>
  );
}
