import { useParams } from "react-router";
import { QueryView } from "../../../../components/ui/QueryView";
import { SkeletonGroup } from "../../../../components/ui/Skeleton";
import { useOwnDeck } from "../../hooks/useOwnDeck";
import { createTabPath } from "../../lib/paths";
import type { OwnDeck } from "../../types";
import { DeckNotFound } from "../shared/DeckNotFound";
import { DeckSets } from "./DeckSets";
import { EditorHeader } from "./EditorHeader";
import { WordsSection } from "./WordsSection";

/** /create/decks/:deckId: the owner's editor for one deck. */
export function OwnDeckEditorPage() {
  const { deckId = "" } = useParams();
  const deck = useOwnDeck(deckId);

  const notFound = (
    <DeckNotFound title="Deck not found" to={createTabPath} linkText="Back to Create">
      It may have been deleted, or it belongs to someone else.
    </DeckNotFound>
  );
  return (
    <QueryView
      query={deck}
      errorTitle="Error loading deck"
      notFound={notFound}
      loading={
        <SkeletonGroup
          label="Loading the deck"
          className="flex flex-col gap-4"
          blocks={["h-6 w-24", "h-9 w-64", "h-11 w-full max-w-xl", "h-64 w-full"]}
        />
      }
    >
      {(data) => <OwnDeckEditor deck={data} />}
    </QueryView>
  );
}

function OwnDeckEditor({ deck }: { deck: OwnDeck }) {
  return (
    <>
      <EditorHeader deck={deck} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <WordsSection deck={deck} />
        <DeckSets sets={deck.sets} />
      </div>
    </>
  );
}
