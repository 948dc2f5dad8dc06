import { clsx } from "clsx";
import { BookOpen } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { Skeleton, SkeletonGroup } from "../../../../components/ui/Skeleton";
import type { useOwnWords } from "../../hooks/useOwnWords";
import { useRowDrag } from "../../hooks/useRowDrag";
import { flattenWords } from "../../lib/word-pages";
import type { OwnWord, WordInput } from "../../types";
import { DeleteWordDialog } from "./DeleteWordDialog";
import { WordEditRow } from "./WordEditRow";
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
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const sentinel = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OwnWord | null>(null);
  const [shown, setShown] = useState(ROWS_STEP);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const { drag, start } = useRowDrag(onMove);

  const all = flattenWords(words.data);
  const visible = all.filter((word) => !hidden.has(word.id));
  const rows = visible.slice(0, shown);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = words;
  const more = visible.length > shown || hasNextPage;

  // Drawing past what is loaded asks for the next 500.
  useEffect(() => {
    if (shown >= visible.length && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [shown, visible.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((current) => current + ROWS_STEP);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // After a move or an edit the same word keeps the focus, wherever its row went.
  useLayoutEffect(() => {
    if (focusId === null) return;
    buttons.current.get(focusId)?.focus();
    setFocusId(null);
  });

  if (words.isPending) {
    return (
      <SkeletonGroup label="Loading the words" className="flex flex-col gap-2">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-11" />
        ))}
      </SkeletonGroup>
    );
  }
  if (words.isError) {
    return (
      <ErrorState title="Unable to load the words" onRetry={() => void words.refetch()} retrying={words.isFetching} />
    );
  }
  if (visible.length === 0 && !hasNextPage) {
    return (
      <EmptyState icon={BookOpen} title="No words yet">
        Type one in the row above, or paste many lines at once.
      </EmptyState>
    );
  }

  const moveByKey = (word: OwnWord, step: -1 | 1) => {
    const place = onMoveBy(word.id, step, hidden);
    if (place === null) return;
    setShown((current) => Math.max(current, place + 1));
    setFocusId(word.id);
    setAnnouncement(`“${word.term}” moved to place ${place + 1}`);
  };
  const nextFocus = (index: number) => () => {
    const neighbour = visible[index + 1] ?? visible[index - 1];
    return neighbour ? buttons.current.get(neighbour.id) : null;
  };

  return (
    <>
      <p id={helpId} className="mb-2 text-sm text-fg-muted">
        Click a word or press Enter to edit it. Alt+↑ and Alt+↓ move it; so does dragging its handle.
      </p>
      <div
        aria-hidden="true"
        className={clsx(
          "hidden gap-x-3 border-b border-border pr-12 pb-2 pl-[6.25rem] text-xs font-semibold tracking-wide text-fg-muted uppercase sm:grid",
          hasReading ? "sm:grid-cols-3" : "sm:grid-cols-2",
        )}
      >
        <span className="pl-2">Term</span>
        {hasReading ? <span className="pl-2">Reading</span> : null}
        <span className="pl-2">Translation</span>
      </div>
      <ol aria-label="Words" className="flex flex-col">
        {rows.map((word, index) =>
          editing === word.id ? (
            <WordEditRow
              key={word.id}
              word={word}
              number={index + 1}
              hasReading={hasReading}
              save={updateWord}
              onDone={() => {
                setEditing(null);
                setFocusId(word.id);
              }}
            />
          ) : (
            <WordRow
              key={word.id}
              word={word}
              number={index + 1}
              hasReading={hasReading}
              helpId={helpId}
              onEdit={() => setEditing(word.id)}
              onDelete={() => setConfirming(word)}
              onMove={(step) => moveByKey(word, step)}
              onHandlePointerDown={start(word.id)}
              dragging={drag?.wordId === word.id}
              dropTarget={drag !== null && drag.overId === word.id && drag.wordId !== word.id}
              buttonRef={(element) => {
                if (element) buttons.current.set(word.id, element);
                else buttons.current.delete(word.id);
              }}
            />
          ),
        )}
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
