import { languageName } from "@app/domain/create/languages";
import { deckSizeLabel } from "@app/domain/decks/item-counts";
import type { Visibility } from "../types";
import { HiddenBadge, VisibilityBadge } from "./VisibilityBadge";

interface DeckFactsDeck {
  visibility: Visibility;
  termLanguage: string;
  translationLanguage: string;
  wordCount: number;
  words?: number | undefined;
}

/** The line under a deck page's title: who can see it, (hidden,) its languages and its word count. */
export function DeckFacts({ deck, hidden = false }: { deck: DeckFactsDeck; hidden?: boolean }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
      <VisibilityBadge visibility={deck.visibility} />
      {hidden ? <HiddenBadge /> : null}
      <span>
        {languageName(deck.termLanguage)} → {languageName(deck.translationLanguage)}
      </span>
      <span aria-hidden="true">·</span>
      <span>{deckSizeLabel(deck)}</span>
    </div>
  );
}
