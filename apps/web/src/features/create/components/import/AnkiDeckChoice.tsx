import { wordsAndItemsLabel } from "@app/domain/decks/item-counts";
import { countOf } from "../../lib/format";
import type { ImportPreviewDeck } from "../../types";

/** Where a deck's words go: "New deck Japanese › Core 2k (1,204 words)" or "Updates …: 12 new, 1,180 updated". */
export function deckTargetText(deck: ImportPreviewDeck): string {
  const words = deck.words ?? deck.notes;
  if (deck.target === "update") {
    return `Updates ${deck.targetName ?? deck.name}: ${(deck.newWords ?? 0).toLocaleString("en")} new, ${(deck.updatedWords ?? 0).toLocaleString("en")} updated`;
  }
  return `New deck ${deck.name} (${countOf(words, "word")})`;
}

/** "1,204 words" or, when the notes give more items than words, "120 words, 240 items". */
export function deckSizeText(deck: ImportPreviewDeck): string {
  const words = deck.words ?? deck.notes;
  return wordsAndItemsLabel({ words, items: deck.items ?? words });
}

/**
 * The package's decks, each with a check box, its words and reviews, and where its words go. `chosen` null
 * means every deck.
 */
export function AnkiDeckChoice({
  decks,
  chosen,
  onChange,
}: {
  decks: ImportPreviewDeck[];
  chosen: number[] | null;
  onChange: (chosen: number[] | null) => void;
}) {
  const ids = decks.map((deck) => deck.id).filter((id): id is number => id !== null);
  const isChosen = (id: number) => chosen === null || chosen.includes(id);
  const toggle = (id: number, on: boolean) => {
    const next = ids.filter((other) => (other === id ? on : isChosen(other)));
    onChange(next.length === ids.length ? null : next);
  };
  return (
    <ul aria-label="Decks to import" className="flex flex-col gap-2">
      {decks.map((deck) =>
        deck.id === null ? null : (
          <li key={deck.id} className="flex items-start gap-3 rounded-lg border border-border px-3 py-2">
            <input
              id={`anki-deck-${deck.id}`}
              type="checkbox"
              className="mt-1 size-4"
              checked={isChosen(deck.id)}
              onChange={(event) => toggle(deck.id!, event.target.checked)}
            />
            <label htmlFor={`anki-deck-${deck.id}`} className="min-w-0">
              <span className="font-medium break-words">{deck.name}</span>
              <span className="block text-sm text-fg-muted">
                {deckSizeText(deck)} · {countOf(deck.reviews ?? 0, "review")} · {deckTargetText(deck)}
              </span>
            </label>
          </li>
        ),
      )}
    </ul>
  );
}
