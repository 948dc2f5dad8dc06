import { HOME_DECKS_PER_PAGE, paginate } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import { BookOpen, SearchX } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ExploreDecksLink } from "../../../components/ui/ExploreDecksLink";
import { Pagination } from "../../../components/ui/Pagination";
import { SearchField } from "../../../components/ui/SearchField";
import { lazyNamed } from "../../../lib/lazy-named";
import { useCurrentSession } from "../../../lib/session";
import { type MyDeck, useMyDecks } from "../../decks";
import { useKeepDecksOffline } from "../../offline";
import { type HomeDeck, toHomeDecks } from "../lib/home-decks";
import { DeckListSkeleton } from "./HomeSkeletons";
import { MyDeckCard } from "./MyDeckCard";

const RemoveDeckDialog = lazyNamed(() => import("./RemoveDeckDialog"), "RemoveDeckDialog");

/** Search over a deck's name, description and flag code. */
export function matchesDeck(deck: Pick<MyDeck, "name" | "description" | "flagCode">, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [deck.name, deck.description, deck.flagCode].some((field) => field.toLowerCase().includes(needle));
}

/** My Decks: the collection, searchable, 10 per page, each card linking to its deck page. */
export function MyDecksSection({ headingId }: { headingId: string }) {
  const decks = useMyDecks();
  const { user } = useCurrentSession();
  useKeepDecksOffline(user?.id, decks.data);
  const [search, setSearch] = useState("");
  const [paging, setPaging] = useState({ search: "", page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const [removing, setRemoving] = useState<HomeDeck | null>(null);

  // An own deck's sets make one card; search and pages count cards.
  const homeDecks = useMemo(() => toHomeDecks(decks.data ?? []), [decks.data]);
  const filtered = useMemo(() => homeDecks.filter((d) => matchesDeck(d, search)), [homeDecks, search]);
  const shown = paginate(filtered, page, HOME_DECKS_PER_PAGE);

  if (!decks.data) {
    if (decks.isError) {
      return <ErrorState title={messages.decks.decksLoadFailed} query={decks} />;
    }
    return <DeckListSkeleton />;
  }

  if (decks.data.length === 0) {
    return (
      <EmptyState icon={BookOpen} title="No decks yet" action={<ExploreDecksLink />}>
        Add a deck from Explore Decks to start learning.
      </EmptyState>
    );
  }

  return (
    <>
      <SearchField
        className="mb-4"
        label="Search my decks"
        placeholder="Search my decks..."
        value={search}
        onValueChange={setSearch}
      />
      {shown.items.length === 0 ? (
        <EmptyState icon={SearchX} title={`No decks match "${search.trim()}"`}>
          Try another word, or clear the search.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.items.map((deck) => (
            <li key={deck.key}>
              <MyDeckCard deck={deck} onRemove={setRemoving} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label="My decks pages"
        page={shown.page}
        pageCount={shown.pageCount}
        onPageChange={(next) => setPaging({ search, page: next })}
      />
      {removing ? (
        <Suspense fallback={null}>
          <RemoveDeckDialog
            deck={removing}
            onOpenChange={(open) => {
              if (!open) setRemoving(null);
            }}
            onRemoved={() => {
              setRemoving(null);
              // The card (and its × button) is gone: put focus somewhere sensible.
              window.setTimeout(() => document.getElementById(headingId)?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
