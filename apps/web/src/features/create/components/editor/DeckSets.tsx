import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { deckPath } from "@app/domain/navigation";
import { Play } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button-styles";
import type { OwnDeckSet } from "../../types";

/** The deck's parts of 100 words, each studied on its own deck page like any catalogue part. */
export function DeckSets({ sets }: { sets: readonly OwnDeckSet[] }) {
  const ordered = [...sets].sort((a, b) => a.position - b.position);
  return (
    <section aria-labelledby="deck-sets-heading">
      <h2 id="deck-sets-heading" className="mb-3 text-lg font-semibold">
        Parts
      </h2>
      <p className="mb-3 text-sm text-fg-muted">
        Every 100 words make a part, as in the catalogue; you study a part like any deck.
      </p>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {ordered.map((set) => (
          <li key={set.id} className="flex items-center justify-between gap-3 px-4 py-2">
            <div className="min-w-0">
              <p className="font-medium break-words">{set.name}</p>
              <p className="text-sm text-fg-muted">{deckSizeLabel(set)}</p>
            </div>
            <Link
              to={deckPath(set.id)}
              className={buttonClasses("secondary", "compact", "shrink-0")}
              aria-label={`Study ${set.name}`}
            >
              <Play aria-hidden="true" className="size-4" />
              Study
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
