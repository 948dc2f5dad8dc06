import { useParams } from "react-router";
import { useOwnDeck } from "../../hooks/useOwnDeck";
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
    <DeckLoad query={deck} page="editor">
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
