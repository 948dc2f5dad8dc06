import { groupDecksByLevel } from "@app/domain/decks/deck-levels";
import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { messages } from "@app/domain/messages";
import { CheckCircle2, ChevronRight, PenLine } from "lucide-react";
import { useId } from "react";
import { countLabel } from "../../../lib/format-number";
import type { SubDeckSummary } from "../types";

/** One deck in a language's list: name, marks (writing deck, currently learning), description, size. */
export function LanguageDeckItem({
  deck,
  collected,
  onOpen,
}: {
  deck: SubDeckSummary;
  collected: boolean;
  onOpen: (deck: SubDeckSummary) => void;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onOpen(deck)}
      className="flex min-h-16 w-full items-center gap-3 rounded-lg border border-border px-4 py-3 text-left hover:border-primary hover:bg-primary-soft/40"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          {deck.name}
          {deck.isWritingDeck ? <PenLine aria-label="Writing deck" className="size-4 text-fg-muted" /> : null}
          {collected ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-state-learned-bg px-2 py-0.5 text-xs font-semibold text-state-learned-fg">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              {messages.decks.currentlyLearning}
            </span>
          ) : null}
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm text-fg-muted">{deck.description}</span>
        <span className="mt-0.5 block text-sm text-fg-muted">
          {deckSizeLabel(deck)}
          {deck.authorName ? ` · by ${deck.authorName}` : null}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
    </button>
  );
}

/**
 * All of a language's decks under their levels ("HSK 1", "HSK 2"…), with a row of level buttons
 * that scroll the dialog to a level: the dialog's body is the list that scrolls.
 */
export function GroupedDeckList({
  decks,
  collected,
  onOpen,
}: {
  decks: readonly SubDeckSummary[];
  collected: ReadonlySet<string>;
  onOpen: (deck: SubDeckSummary) => void;
}) {
  const idPrefix = useId();
  const groups = groupDecksByLevel(decks);
  const headingId = (i: number) => `${idPrefix}-level-${i}`;
  return (
    <div className="flex flex-col gap-5">
      {groups.length > 1 ? (
        <nav aria-label="Levels" className="flex flex-wrap gap-2">
          {groups.map((group, i) => (
            <button
              key={group.level}
              type="button"
              onClick={() => document.getElementById(headingId(i))?.scrollIntoView({ block: "start" })}
              className="min-h-11 rounded-full border border-border px-3 text-sm font-medium hover:border-primary hover:bg-primary-soft/40"
            >
              {group.level}
            </button>
          ))}
        </nav>
      ) : null}
      {groups.map((group, i) => (
        <section key={group.level} aria-labelledby={headingId(i)} className="flex flex-col gap-2">
          <h3 id={headingId(i)} className="scroll-mt-2 font-semibold">
            {group.level} <span className="font-normal text-fg-muted">· {countLabel(group.decks.length, "deck")}</span>
          </h3>
          <ul className="flex flex-col gap-2">
            {group.decks.map((deck) => (
              <li key={deck.id}>
                <LanguageDeckItem deck={deck} collected={collected.has(deck.id)} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
