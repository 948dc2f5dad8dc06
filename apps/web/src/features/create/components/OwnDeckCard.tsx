import { languageName } from "@app/domain/create/languages";
import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { Link } from "react-router";
import { formatDate } from "../lib/format";
import { ownDeckEditorPath } from "../lib/paths";
import type { OwnDeckSummary } from "../types";
import { HiddenBadge, VisibilityBadge } from "./VisibilityBadge";

/** One of the learner's own decks on the Create tab; opens the deck editor. */
export function OwnDeckCard({ deck }: { deck: OwnDeckSummary }) {
  return (
    <article className="h-full rounded-card border border-border bg-surface transition-colors hover:border-primary">
      <Link to={ownDeckEditorPath(deck.id)} className="flex h-full flex-col gap-2 rounded-card p-4">
        <h2 className="font-semibold break-words">{deck.name}</h2>
        <p className="text-sm text-fg-muted">
          {languageName(deck.termLanguage)} → {languageName(deck.translationLanguage)}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <VisibilityBadge visibility={deck.visibility} />
          {deck.hidden ? <HiddenBadge /> : null}
        </div>
        <p className="mt-auto flex flex-wrap justify-between gap-x-3 text-sm">
          <span className="font-medium">{deckSizeLabel(deck)}</span>
          <span className="text-fg-muted">
            Edited <time dateTime={deck.updatedAt}>{formatDate(deck.updatedAt)}</time>
          </span>
        </p>
      </Link>
    </article>
  );
}
