import { SearchX } from "lucide-react";
import { Link, useParams } from "react-router";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { SkeletonGroup } from "../../../../components/ui/Skeleton";
import { ApiError } from "../../../../lib/api";
import { useOwnDeck } from "../../hooks/useOwnDeck";
import { createTabPath } from "../../lib/paths";
import { DeckSets } from "./DeckSets";
import { EditorHeader } from "./EditorHeader";
import { WordsSection } from "./WordsSection";

/** /create/decks/:deckId: the owner's editor for one deck. */
export function OwnDeckEditorPage() {
  const { deckId = "" } = useParams();
  const deck = useOwnDeck(deckId);

  if (deck.isPending) {
    return (
      <SkeletonGroup
        label="Loading the deck"
        className="flex flex-col gap-4"
        blocks={["h-6 w-24", "h-9 w-64", "h-11 w-full max-w-xl", "h-64 w-full"]}
      />
    );
  }
  if (deck.isError) {
    if (deck.error instanceof ApiError && deck.error.status === 404) {
      return (
        <EmptyState
          icon={SearchX}
          title="Deck not found"
          action={
            <Link to={createTabPath} className={buttonClasses("secondary")}>
              Back to Create
            </Link>
          }
        >
          It may have been deleted, or it belongs to someone else.
        </EmptyState>
      );
    }
    return <ErrorState title="Error loading deck" query={deck} />;
  }

  return (
    <>
      <EditorHeader deck={deck.data} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <WordsSection deck={deck.data} />
        <DeckSets sets={deck.data.sets} />
      </div>
    </>
  );
}
