import { useParams } from "react-router";
import { useOwnDeck } from "../../hooks/useOwnDeck";
import { createTabPath } from "../../lib/paths";
import type { OwnDeck } from "../../types";
import { DeckLoad } from "../shared/DeckLoad";
import { DeckSets } from "./DeckSets";
import { EditorHeader } from "./EditorHeader";
import { WordsSection } from "./WordsSection";

/** /create/decks/:deckId: the owner's editor for one deck. */
export function OwnDeckEditorPage() {
  const { deckId = "" } = useParams();
  const deck = useOwnDeck(deckId);

  return (
    <DeckLoad
      query={deck}
      skeleton={["h-6 w-24", "h-9 w-64", "h-11 w-full max-w-xl", "h-64 w-full"]}
      notFound={{
        title: "Deck not found",
        text: "It may have been deleted, or it belongs to someone else.",
        to: createTabPath,
        linkText: "Back to Create",
      }}
    >
      {(data) => <OwnDeckEditor deck={data} />}
    </DeckLoad>
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
