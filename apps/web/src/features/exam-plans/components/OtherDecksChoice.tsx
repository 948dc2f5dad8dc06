import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { useMyDecks } from "../../decks";

/** A deck of the collection as the choice lists it. */
function deckLabel(deck: { name: string; ownDeckName?: string | null }): string {
  return deck.ownDeckName ? `${deck.ownDeckName} · ${deck.name}` : deck.name;
}

/**
 * "Also plan other decks": check boxes of the learner's other decks with words. Decks planned together
 * share the exam date, the target (over all their words) and the minutes a day.
 */
export function OtherDecksChoice({
  subDeckId,
  chosen,
  onChange,
}: {
  subDeckId: string;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const myDecks = useMyDecks();
  const others = (myDecks.data ?? []).filter((deck) => deck.subDeckId !== subDeckId && deck.wordCount > 0);
  if (others.length === 0) return null;
  const toggle = (id: string, on: boolean) =>
    onChange(others.map((deck) => deck.subDeckId).filter((other) => (other === id ? on : chosen.includes(other))));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Also plan other decks</legend>
      <p className="text-sm text-fg-muted">
        Decks planned together share the date, the target over all their words and the minutes a day.
      </p>
      <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto">
        {others.map((deck) => (
          <li key={deck.subDeckId} className="flex items-center gap-3 rounded-lg border border-border px-3 py-1.5">
            <input
              id={`plan-also-${deck.subDeckId}`}
              type="checkbox"
              className="size-4 shrink-0"
              checked={chosen.includes(deck.subDeckId)}
              onChange={(event) => toggle(deck.subDeckId, event.target.checked)}
            />
            <label htmlFor={`plan-also-${deck.subDeckId}`} className="min-w-0 break-words text-sm">
              {deckLabel(deck)} <span className="text-fg-muted">({deckSizeLabel(deck)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
