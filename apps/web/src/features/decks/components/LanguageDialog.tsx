import { DECKS_PER_LANGUAGE_PAGE, languageDisplayName } from "@app/domain/decks/constants";
import { listsDecksGrouped } from "@app/domain/decks/deck-levels";
import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { messages } from "@app/domain/messages";
import { clsx } from "clsx";
import { useState } from "react";
import { Dialog } from "../../../components/ui/Dialog";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Flag } from "../../../components/ui/Flag";
import { Pagination } from "../../../components/ui/Pagination";
import { SkeletonGroup } from "../../../components/ui/Skeleton";
import { useReturnFocus } from "../../../components/ui/use-return-focus";
import { countLabel } from "../../../lib/format-number";
import type { AddDeckFlow } from "../hooks/useAddDeckFlow";
import { useLanguageSubDecks } from "../hooks/useLanguageSubDecks";
import { useCollectedDeckIds } from "../hooks/useMyDecks";
import type { Language, SubDeckKind, SubDeckSummary } from "../types";
import { DeckDialog } from "./DeckDialog";
import { GroupedDeckList, LanguageDeckItem } from "./LanguageDeckItem";

/**
 * A language's decks, 4 per page (or, for a language with many, all of them grouped by level), with a
 * Word Decks / Writing Decks toggle when it has writing decks.
 */
export function LanguageDialog({
  language,
  addFlow,
  onOpenChange,
  fallbackFocus,
}: {
  language: Language;
  addFlow: AddDeckFlow;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close when the element that opened the dialog is gone (the All Languages list). */
  fallbackFocus?: () => HTMLElement | null;
}) {
  useReturnFocus(fallbackFocus);
  const name = languageDisplayName(language.id);
  const hasWriting = language.writingDeckCount > 0;
  const [kind, setKind] = useState<SubDeckKind>(hasWriting ? "words" : "all");
  const [page, setPage] = useState(1);
  // Many decks (Chinese, Japanese): all of them at once, grouped by level, in the dialog's scrolling body.
  const grouped = listsDecksGrouped(language.deckCount);
  const subDecks = useLanguageSubDecks(language.id, kind, grouped ? "all" : page);
  const collected = useCollectedDeckIds();
  const [openDeck, setOpenDeck] = useState<SubDeckSummary | null>(null);

  const chooseKind = (next: SubDeckKind) => {
    setKind(next);
    setPage(1);
  };

  return (
    <Dialog open onOpenChange={onOpenChange} title={name} description={language.description || undefined}>
      <div className="mb-4 flex items-center gap-3">
        <Flag code={language.flagCode} alt={name} className="h-8" />
        <p className="text-sm text-fg-muted">
          {countLabel(language.deckCount, "deck")} · {deckSizeLabel(language)}
        </p>
      </div>

      {hasWriting ? <DeckKindToggle kind={kind} onChoose={chooseKind} /> : null}

      <LanguageSubDecks
        subDecks={subDecks}
        grouped={grouped}
        collected={collected}
        onOpen={setOpenDeck}
        onPageChange={setPage}
      />

      {openDeck ? (
        <DeckDialog
          deck={openDeck}
          flagCode={language.flagCode}
          credits={language.credits}
          inCollection={collected.has(openDeck.id)}
          addFlow={addFlow}
          onOpenChange={(open) => {
            if (!open) setOpenDeck(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}

/** Word Decks / Writing Decks, for a language that has writing decks. */
function DeckKindToggle({ kind, onChoose }: { kind: SubDeckKind; onChoose: (kind: SubDeckKind) => void }) {
  return (
    <fieldset className="mb-4 grid grid-cols-2 gap-1 rounded-lg bg-surface-muted p-1">
      <legend className="sr-only">Deck type</legend>
      {(
        [
          ["words", "Word Decks"],
          ["writing", "Writing Decks"],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={kind === value}
          onClick={() => onChoose(value)}
          className={clsx(
            "min-h-11 rounded-md px-3 text-sm font-medium",
            kind === value ? "bg-surface text-fg shadow-sm" : "text-fg-muted hover:text-fg",
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

interface LanguageSubDecksProps {
  subDecks: ReturnType<typeof useLanguageSubDecks>;
  grouped: boolean;
  collected: ReadonlySet<string>;
  onOpen: (deck: SubDeckSummary) => void;
  onPageChange: (page: number) => void;
}

/** The language's decks: a page of them, or all grouped by level; loading and failure in their place. */
function LanguageSubDecks({ subDecks, grouped, collected, onOpen, onPageChange }: LanguageSubDecksProps) {
  const errorText = subDecks.error instanceof Error ? subDecks.error.message : "";
  return subDecks.data ? (
    subDecks.data.items.length === 0 ? (
      <EmptyState title={messages.decks.noSubDecks} />
    ) : grouped ? (
      <GroupedDeckList decks={subDecks.data.items} collected={collected} onOpen={onOpen} />
    ) : (
      <>
        <ul className="flex flex-col gap-2" aria-busy={subDecks.isPlaceholderData || undefined}>
          {subDecks.data.items.map((deck) => (
            <li key={deck.id}>
              <LanguageDeckItem deck={deck} collected={collected.has(deck.id)} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        <Pagination
          label="Deck pages"
          page={subDecks.data.page}
          pageCount={subDecks.data.pageCount}
          onPageChange={onPageChange}
        />
      </>
    )
  ) : subDecks.isError ? (
    <ErrorState title={messages.decks.subDecksFailed(errorText)} query={subDecks} />
  ) : (
    <SkeletonGroup
      label="Loading decks"
      className="flex flex-col gap-2"
      repeat={DECKS_PER_LANGUAGE_PAGE}
      blocks={["h-16"]}
    />
  );
}
