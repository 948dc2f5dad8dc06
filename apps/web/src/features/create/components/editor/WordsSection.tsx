import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { ClipboardPaste } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { useLoadAllWords, useOwnWords } from "../../hooks/useOwnWords";
import { useUndoableWordDelete } from "../../hooks/useUndoableWordDelete";
import { useWordEdits } from "../../hooks/useWordEdits";
import { useWordOrder } from "../../hooks/useWordOrder";
import { countOf } from "../../lib/format";
import { flattenWords, totalWords } from "../../lib/word-pages";
import type { OwnDeck } from "../../types";
import { AddWordForm } from "./AddWordForm";
import { PasteWordsDialog } from "./PasteWordsDialog";
import { WordList } from "./WordList";

/** The deck's words: the add row, pasting many lines, and the list itself. */
export function WordsSection({ deck }: { deck: OwnDeck }) {
  const words = useOwnWords(deck.id);
  const loadAll = useLoadAllWords(deck.id);
  const { addWords, updateWord } = useWordEdits(deck.id);
  const { remove, hidden } = useUndoableWordDelete(deck.id);
  const { move, moveBy } = useWordOrder(deck.id);
  const [pasting, setPasting] = useState(false);
  const loaded = useMemo(() => flattenWords(words.data), [words.data]);
  const total = words.data ? totalWords(words.data) - hidden.size : deck.wordCount;
  // A deck with items beyond its words (reversed directions, clozes) says both, as every screen does; the
  // list holds its items, and the word limit counts words.
  const heldWords = deck.words ?? deck.wordCount;
  const hasItems = heldWords < deck.wordCount;

  return (
    <section aria-labelledby="words-heading" className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="words-heading" className="text-lg font-semibold">
          Words{" "}
          <span className="font-normal text-fg-muted">({hasItems ? deckSizeLabel(deck) : countOf(total, "word")})</span>
        </h2>
        <Button variant="secondary" size="compact" aria-haspopup="dialog" onClick={() => setPasting(true)}>
          <ClipboardPaste aria-hidden="true" className="size-4" />
          Paste many lines
        </Button>
      </div>
      <div className="mb-4">
        <AddWordForm hasReading={deck.hasReading} addWords={addWords} />
      </div>
      <WordList
        words={words}
        hasReading={deck.hasReading}
        hidden={hidden}
        onDelete={remove}
        onMove={move}
        onMoveBy={moveBy}
        updateWord={updateWord}
      />
      {pasting ? (
        <PasteWordsDialog
          hasReading={deck.hasReading}
          existing={loaded}
          deckSize={hasItems ? heldWords : words.data ? totalWords(words.data) : deck.wordCount}
          loadAll={loadAll}
          addWords={addWords}
          onClose={() => setPasting(false)}
        />
      ) : null}
    </section>
  );
}
