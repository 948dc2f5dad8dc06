import { languageDisplayName } from "@app/domain/decks/constants";
import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Flag } from "../../../components/ui/Flag";
import type { CatalogueSearchResult, FoundDeck } from "../api/search-catalogue";

const ROW =
  "flex w-full items-center gap-3 rounded-card border border-border bg-surface px-4 py-3 text-left transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** What the Explore search found beyond languages: decks and words of every language. */
export function CatalogueSearchResults({
  result,
  busy,
  onOpenDeck,
}: {
  result: CatalogueSearchResult;
  busy: boolean;
  onOpenDeck: (deck: FoundDeck) => void;
}) {
  if (result.decks.length === 0 && result.words.length === 0) return null;
  return (
    <div className="mb-8 flex flex-col gap-6" aria-busy={busy || undefined}>
      {result.decks.length > 0 ? (
        <FoundSection id="found-decks" title="Decks" listClassName="flex flex-col gap-2">
          {result.decks.map((deck) => (
            <li key={deck.id}>
              <button type="button" className={ROW} onClick={() => onOpenDeck(deck)}>
                <Flag code={deck.flagCode} alt="" className="h-6 shrink-0" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{deck.name}</span>
                  <span className="block text-fg-muted text-sm">
                    {languageDisplayName(deck.languageId)} · {deckSizeLabel(deck)}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              </button>
            </li>
          ))}
        </FoundSection>
      ) : null}
      {result.words.length > 0 ? (
        <FoundSection id="found-words" title="Words" listClassName="grid gap-2 sm:grid-cols-2">
          {result.words.map((word) => (
            <li key={word.id}>
              <button type="button" className={ROW} onClick={() => onOpenDeck(word.deck)}>
                <Flag code={word.deck.flagCode} alt="" className="h-5 shrink-0" />
                <span className="min-w-0 flex-1">
                  <span
                    className="block truncate font-medium"
                    lang={word.deck.languageId === "chinese" ? "zh" : undefined}
                  >
                    {word.originalWord}
                    {word.pinyin ? <span className="ml-2 font-normal text-fg-muted text-sm">{word.pinyin}</span> : null}
                  </span>
                  <span className="block truncate text-fg-muted text-sm">
                    {word.translation}
                    <span className="sr-only">,</span> · in {word.deck.name}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </FoundSection>
      ) : null}
    </div>
  );
}

/** One kind of find: a heading and its list. */
function FoundSection({
  id,
  title,
  listClassName,
  children,
}: {
  id: string;
  title: string;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-lg">
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}
