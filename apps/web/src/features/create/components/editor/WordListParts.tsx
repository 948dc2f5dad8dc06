import { clsx } from "clsx";
import { BookOpen } from "lucide-react";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { SkeletonGroup } from "../../../../components/ui/Skeleton";
import type { useOwnWords } from "../../hooks/useOwnWords";

/** What the word list shows instead of rows: while loading, on an error, or with no words; else null. */
export function WordListState({ words, empty }: { words: ReturnType<typeof useOwnWords>; empty: boolean }) {
  if (words.isPending) {
    return <SkeletonGroup label="Loading the words" className="flex flex-col gap-2" repeat={5} blocks={["h-11"]} />;
  }
  if (words.isError) {
    return <ErrorState title="Unable to load the words" query={words} />;
  }
  if (empty) {
    return (
      <EmptyState icon={BookOpen} title="No words yet">
        Type one in the row above, or paste many lines at once.
      </EmptyState>
    );
  }
  return null;
}

/** How to edit and move words, and the columns' names above the rows. */
export function WordListHead({ helpId, hasReading }: { helpId: string; hasReading: boolean }) {
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
    </>
  );
}
