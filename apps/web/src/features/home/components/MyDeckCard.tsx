import { languageDisplayName, truncateWords } from "@app/domain/decks/constants";
import { deckPath } from "@app/domain/navigation";
import { X } from "lucide-react";
import { Link } from "react-router";
import { Flag } from "../../../components/ui/Flag";
import { ProgressBar } from "../../../components/ui/ProgressBar";
import { formatDate } from "../../../lib/format-date";
import type { MyDeck } from "../../decks/types";

/** A deck in My Decks: flag, name, description (16 words), start date, words learned / word count. */
export function MyDeckCard({ deck, onRemove }: { deck: MyDeck; onRemove: (deck: MyDeck) => void }) {
  const percent = deck.wordCount > 0 ? Math.round((deck.wordsLearned / deck.wordCount) * 100) : 0;
  const started = new Date(deck.createdAt);
  return (
    <article className="relative h-full rounded-card border border-border bg-surface transition-colors hover:border-primary">
      <Link to={deckPath(deck.subDeckId)} className="flex h-full flex-col gap-2 rounded-card p-4">
        <h3 className="flex items-center gap-2 pr-9 font-semibold">
          <Flag code={deck.flagCode} alt={languageDisplayName(deck.languageId)} className="h-5" />
          <span className="min-w-0 break-words">{deck.name}</span>
        </h3>
        {deck.description ? <p className="text-sm text-fg-muted">{truncateWords(deck.description)}</p> : null}
        <p className="mt-auto text-xs text-fg-muted">
          Started <time dateTime={deck.createdAt}>{formatDate(started)}</time>
        </p>
        <div>
          <p className="mb-1 text-sm">
            <span className="font-semibold">
              {deck.wordsLearned} / {deck.wordCount}
            </span>{" "}
            <span className="text-fg-muted">words learned</span>
          </p>
          <ProgressBar
            value={percent}
            label={`${deck.name} progress`}
            valueText={`${deck.wordsLearned} of ${deck.wordCount} words learned`}
            barClassName="bg-state-learned"
          />
        </div>
      </Link>
      <button
        type="button"
        onClick={() => onRemove(deck)}
        aria-label={`Remove ${deck.name}`}
        aria-haspopup="dialog"
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-danger-soft hover:text-danger"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </article>
  );
}
