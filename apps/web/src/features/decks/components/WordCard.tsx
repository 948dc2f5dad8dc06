import { itemLabel } from "@app/domain/decks/item-counts";
import type { WordStatus } from "@app/domain/decks/word-status";
import { clsx } from "clsx";
import { memo } from "react";
import type { Word } from "../types";
import { statusEdgeClass, WordStatusBadge } from "./WordStatusBadge";

interface WordCardProps {
  word: Word;
  status: WordStatus;
  /** BCP-47 language of the original word (font choice, screen reader voice). */
  lang: string;
  onOpen: (wordId: number) => void;
}

/**
 * One word of an expanded set: the word, its reading, translation and status. Memoised: a
 * toggle elsewhere on the page re-renders only the cards whose status changed.
 */
export const WordCard = memo(function WordCard({ word, status, lang, onOpen }: WordCardProps) {
  const label = word.kind ? itemLabel({ kind: word.kind, clozeNumber: word.clozeNumber ?? null }) : null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onOpen(word.id)}
      className={clsx(
        "flex h-full w-full flex-col gap-1 rounded-lg border border-l-4 border-border bg-surface p-3 text-left transition-colors hover:bg-surface-muted",
        statusEdgeClass(status),
        status.kind === "ignored" && "opacity-75",
      )}
    >
      {/* The badge wraps under a word too long to share the line: a word is broken only when it cannot fit the card. */}
      <span className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <span className="min-w-0">
          <span lang={lang} className="block font-cjk text-2xl leading-tight break-words">
            {word.originalWord}
          </span>
          {word.pinyin ? <span className="block text-sm text-fg-muted">{word.pinyin}</span> : null}
          {label ? <span className="block text-xs font-medium text-fg-muted">{label}</span> : null}
        </span>
        <WordStatusBadge status={status} />
      </span>
      <span className="line-clamp-2 text-sm">{word.translation || "N/A"}</span>
    </button>
  );
});
