import { SETS_PER_PAGE } from "@app/domain/decks/constants";
import { itemLabel } from "@app/domain/decks/item-counts";
import { type CountedProgress, countWords, type WordCounts } from "@app/domain/decks/word-counts";
import type { WordStatus } from "@app/domain/decks/word-status";
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { Pagination } from "../../../components/ui/Pagination";
import { ProgressBar } from "../../../components/ui/ProgressBar";
import { toggled } from "../../../lib/sets";
import { toWordSets, type WordSet } from "../lib/word-sets";
import type { Word } from "../types";
import { WordCard } from "./WordCard";
import { WordStatusBadge } from "./WordStatusBadge";

interface DeckWordSetsProps {
  words: Word[];
  statuses: ReadonlyMap<number, WordStatus>;
  /** The learner's progress by word id, for each set's counts (the same definition as the deck's). */
  progress: ReadonlyMap<number, CountedProgress>;
  now: Date;
  lang: string;
  onOpenWord: (wordId: number) => void;
}

/**
 * The deck's words in sets of 50, 5 sets per page. Sets start collapsed and only expanded sets
 * render their cards, so even a 5,000-word deck shows at most 250 cards at once.
 */
export function DeckWordSets({ words, statuses, progress, now, lang, onOpenWord }: DeckWordSetsProps) {
  const sets = useMemo(() => toWordSets(words), [words]);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const pageCount = Math.max(1, Math.ceil(sets.length / SETS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const visible = sets.slice((current - 1) * SETS_PER_PAGE, current * SETS_PER_PAGE);
  // Counted again only when progress changes, so unchanged set panels (memoised) keep their render.
  const counts = useMemo(
    () => new Map(sets.map((set) => [set.index, setCounts(set, progress, now)])),
    [sets, progress, now],
  );

  const toggle = (index: number) => setExpanded((open) => toggled(open, index));

  return (
    <>
      <ul className="flex flex-col gap-3">
        {visible.map((set) => (
          <li key={set.index}>
            <WordSetPanel
              set={set}
              counts={counts.get(set.index)!}
              statuses={statuses}
              lang={lang}
              open={expanded.has(set.index)}
              onToggle={toggle}
              onOpenWord={onOpenWord}
            />
          </li>
        ))}
      </ul>
      <Pagination label="Word set pages" page={current} pageCount={pageCount} onPageChange={setPage} />
    </>
  );
}

/** A set's counts: its words' progress, counted as the deck's are. */
function setCounts(set: WordSet<Word>, progress: ReadonlyMap<number, CountedProgress>, now: Date): WordCounts {
  const rows: CountedProgress[] = [];
  for (const word of set.items) {
    const row = progress.get(word.id);
    if (row) rows.push(row);
  }
  return countWords(set.items.length, rows, now);
}

interface WordSetPanelProps {
  set: WordSet<Word>;
  counts: WordCounts;
  statuses: ReadonlyMap<number, WordStatus>;
  lang: string;
  open: boolean;
  onToggle: (index: number) => void;
  onOpenWord: (wordId: number) => void;
}

const WordSetPanel = memo(function WordSetPanel({
  set,
  counts,
  statuses,
  lang,
  open,
  onToggle,
  onOpenWord,
}: WordSetPanelProps) {
  const panelId = `word-set-${set.index}`;
  const percent = counts.total > 0 ? Math.round((counts.learned / counts.total) * 100) : 0;

  return (
    <section className="rounded-card border border-border bg-surface" aria-labelledby={`${panelId}-title`}>
      <h3 id={`${panelId}-title`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => onToggle(set.index)}
          className="flex min-h-16 w-full items-center gap-4 rounded-card px-4 py-3 text-left hover:bg-surface-muted"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Set {set.index + 1}</span>
            <span className="block text-sm text-fg-muted">
              Words {set.from}–{set.to} · {counts.learned} of {counts.total}
              {set.items.length > set.words.length ? " items" : ""} learned
              {counts.building > 0 ? ` · ${counts.building} still building` : null}
            </span>
          </span>
          <span className="hidden w-28 shrink-0 sm:block">
            <ProgressBar value={percent} label={`Set ${set.index + 1} progress`} barClassName="bg-state-learned" />
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx("size-5 shrink-0 text-fg-muted transition-transform", open && "rotate-180")}
          />
        </button>
      </h3>
      {open ? (
        <ul id={panelId} className="grid gap-2 border-t border-border p-3 sm:grid-cols-2 lg:grid-cols-3">
          {set.words.map(({ word, others }) => {
            const status = statuses.get(word.id);
            return status ? (
              <li key={word.id} className="flex flex-col gap-1">
                <WordCard word={word} status={status} lang={lang} onOpen={onOpenWord} />
                {others.map((item) => (
                  <SecondSkill key={item.id} item={item} status={statuses.get(item.id)} onOpen={onOpenWord} />
                ))}
              </li>
            ) : null;
          })}
        </ul>
      ) : null}
    </section>
  );
});

/**
 * A word's other item under its card (its meaning → word direction, a further cloze): a skill of the same word
 * with its own status, opening its own details; never a word of its own.
 */
function SecondSkill({
  item,
  status,
  onOpen,
}: {
  item: Word;
  status: WordStatus | undefined;
  onOpen: (wordId: number) => void;
}) {
  const label = itemLabel({ kind: item.kind ?? "word", clozeNumber: item.clozeNumber ?? null }) ?? "Second skill";
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onOpen(item.id)}
      className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-border bg-surface px-3 py-1.5 text-left text-sm hover:bg-surface-muted"
    >
      <span className="font-medium text-fg-muted">{label}</span>
      {status ? <WordStatusBadge status={status} /> : null}
    </button>
  );
}
