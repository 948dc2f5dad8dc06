import { LANGUAGES_PER_PAGE } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import { Languages, List } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Pagination } from "../../../components/ui/Pagination";
import { SearchField } from "../../../components/ui/SearchField";
import { SkeletonGroup } from "../../../components/ui/Skeleton";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { FoundDeck } from "../api/search-catalogue";
import { useAddDeckFlow } from "../hooks/useAddDeckFlow";
import { useCatalogueSearch } from "../hooks/useCatalogueSearch";
import { useLanguages } from "../hooks/useLanguages";
import { useCollectedDeckIds } from "../hooks/useMyDecks";
import type { Language } from "../types";
import { AllLanguagesDialog } from "./AllLanguagesDialog";
import { CatalogueSearchResults } from "./CatalogueSearchResults";
import { DeckDialog } from "./DeckDialog";
import { LanguageCard, LanguageCardSkeleton } from "./LanguageCard";
import { LanguageDialog } from "./LanguageDialog";
import { NavigationOverlay } from "./NavigationOverlay";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/**
 * Explore Decks: languages (9 per page, searchable) → a language's decks → a deck → Start Learning.
 * The search also finds decks and words of every language (term, reading, meaning).
 */
export function DecksTab() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  // The page belongs to a search: a new search starts on page 1.
  const [paging, setPaging] = useState({ q: "", page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const languages = useLanguages(q, page, LANGUAGES_PER_PAGE);
  const [openLanguage, setOpenLanguage] = useState<Language | null>(null);
  const [showAll, setShowAll] = useState(false);
  const addFlow = useAddDeckFlow();
  const showAllButton = useRef<HTMLButtonElement>(null);
  const found = useCatalogueSearch(q);
  const [openDeck, setOpenDeck] = useState<FoundDeck | null>(null);
  const collected = useCollectedDeckIds();

  return (
    <>
      <PageHeading subtitle="Pick a language, then a deck to add to your collection.">Explore Decks</PageHeading>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          className="flex-1"
          label="Search languages, decks and words"
          placeholder="Search languages, decks or words..."
          value={search}
          onValueChange={setSearch}
        />
        <Button ref={showAllButton} variant="secondary" onClick={() => setShowAll(true)} aria-haspopup="dialog">
          <List aria-hidden="true" className="size-4" />
          Show All Languages
        </Button>
      </div>

      {found.data && q.length > 1 ? (
        <CatalogueSearchResults result={found.data} busy={found.isPlaceholderData} onOpenDeck={setOpenDeck} />
      ) : null}

      <LanguagesGrid
        languages={languages}
        searched={q !== ""}
        onOpen={setOpenLanguage}
        onPageChange={(next) => setPaging({ q, page: next })}
      />

      {showAll ? (
        <AllLanguagesDialog
          onOpenChange={setShowAll}
          onPick={(language) => {
            setShowAll(false);
            setOpenLanguage(language);
          }}
        />
      ) : null}
      {openLanguage ? (
        <LanguageDialog
          language={openLanguage}
          addFlow={addFlow}
          fallbackFocus={() => showAllButton.current}
          onOpenChange={(open) => {
            if (!open) setOpenLanguage(null);
          }}
        />
      ) : null}
      {openDeck ? (
        <DeckDialog
          deck={openDeck}
          flagCode={openDeck.flagCode}
          inCollection={collected.has(openDeck.id)}
          addFlow={addFlow}
          onOpenChange={(open) => {
            if (!open) setOpenDeck(null);
          }}
        />
      ) : null}
      {addFlow.overlay ? <NavigationOverlay name={addFlow.overlay.name} /> : null}
    </>
  );
}

interface LanguagesGridProps {
  languages: ReturnType<typeof useLanguages>;
  searched: boolean;
  onOpen: (language: Language) => void;
  onPageChange: (page: number) => void;
}

/** A page of language cards, or why there are none; placeholders while they load. */
function LanguagesGrid({ languages, searched, onOpen, onPageChange }: LanguagesGridProps) {
  const data = languages.data;
  if (languages.isError && !data) {
    return (
      <ErrorState title={messages.decks.languagesFailed} onRetry={() => window.location.reload()}>
        Check your connection, then try again.
      </ErrorState>
    );
  }
  if (!data) {
    return (
      <SkeletonGroup label="Loading languages" className={GRID} repeat={LANGUAGES_PER_PAGE}>
        <LanguageCardSkeleton />
      </SkeletonGroup>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState icon={Languages} title={messages.decks.noLanguages}>
        {searched ? "Try another name, or clear the search to see every language." : null}
      </EmptyState>
    );
  }
  return (
    <section aria-label="Languages" aria-busy={languages.isPlaceholderData || undefined}>
      <ul className={GRID}>
        {data.items.map((language) => (
          <li key={language.id}>
            <LanguageCard language={language} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <Pagination label="Language pages" page={data.page} pageCount={data.pageCount} onPageChange={onPageChange} />
    </section>
  );
}
