import { languageDisplayName, truncateWords } from "@app/domain/decks/constants";
import { wordsAndItemsLabel } from "@app/domain/decks/item-counts";
import { deckPath } from "@app/domain/navigation";
import { X } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Figure, type FigureLook } from "../../../components/ui/Figure";
import { Flag } from "../../../components/ui/Flag";
import { ProgressBar } from "../../../components/ui/ProgressBar";
import { formatDate } from "../../../lib/format-date";
import { formatCount } from "../../../lib/format-number";
import { ExamPlanStatusLine } from "../../exam-plans";
import { KeptCopyCounts } from "../../offline";
import type { HomeDeck } from "../lib/home-decks";

const percentOf = (learned: number, total: number) => (total > 0 ? Math.round((learned / total) * 100) : 0);

const FIGURE_LOOK: FigureLook = {
  box: "flex flex-col-reverse",
  label: "text-xs text-fg-muted",
  value: "font-semibold tabular-nums",
};

/**
 * A deck in My Decks: flag, name, description (16 words), start date, words learned / word count (the
 * spec's card), then what stands now — due now, still building, learned — and the one thing to study
 * next. An own deck is one card with its sets inside, each linking to its page.
 */
export function MyDeckCard({ deck, onRemove }: { deck: HomeDeck; onRemove: (deck: HomeDeck) => void }) {
  const titleId = useId();
  const { counts, next, size } = deck;
  // What is studied is counted: items, said so when a word's other direction or a note's clozes are items too.
  const unit = size.items > size.words ? "items" : "words";
  const first = deck.parts[0]!;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-2 rounded-card border border-border bg-surface p-4 transition-colors hover:border-primary"
    >
      <h3 id={titleId} className="flex items-center gap-2 pr-9 font-semibold">
        <Flag code={deck.flagCode} alt={languageDisplayName(deck.languageId)} className="h-5" />
        <Link to={deckPath(first.subDeckId)} className="min-w-0 break-words rounded hover:underline">
          {deck.name}
        </Link>
      </h3>
      {deck.description ? <p className="text-sm text-fg-muted">{truncateWords(deck.description)}</p> : null}
      <p className="text-xs text-fg-muted">
        Started <time dateTime={deck.createdAt}>{formatDate(deck.createdAt)}</time>
      </p>
      {size.items > size.words ? (
        <p className="text-xs text-fg-muted" data-testid="deck-size">
          {wordsAndItemsLabel(size)}
        </p>
      ) : null}
      <KeptCopyCounts entries={deck.parts} />
      <ExamPlanStatusLine subDeckIds={deck.parts.map((p) => p.subDeckId)} />
      <div className="mt-auto">
        <p className="mb-1 text-sm">
          <span className="font-semibold">
            {formatCount(counts.learned)} / {formatCount(counts.total)}
          </span>{" "}
          <span className="text-fg-muted">{unit} learned</span>
        </p>
        <ProgressBar
          value={percentOf(counts.learned, counts.total)}
          label={`${deck.name} progress`}
          valueText={`${counts.learned} of ${counts.total} ${unit} learned`}
          barClassName="bg-state-learned"
        />
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-surface-muted px-2 py-1.5 text-center">
        <Figure look={FIGURE_LOOK} label="Due now" value={formatCount(counts.dueNow)} />
        <Figure look={FIGURE_LOOK} label="Building" value={formatCount(counts.building)} />
        <Figure look={FIGURE_LOOK} label="Learned" value={formatCount(counts.learned)} />
      </dl>
      {deck.parts.length > 1 ? (
        <ul aria-label={`Parts of ${deck.name}`} className="flex flex-col text-sm">
          {deck.parts.map((part, index) => (
            <li key={part.subDeckId}>
              <Link
                to={deckPath(part.subDeckId)}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-1 hover:bg-surface-muted"
              >
                <span className="font-medium">Part {index + 1}</span>
                <span className="text-fg-muted">
                  {formatCount(part.counts.learned)} / {formatCount(part.counts.total)} learned
                  {part.counts.dueNow > 0 ? ` · ${formatCount(part.counts.dueNow)} due` : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={next.to}
        aria-describedby={titleId}
        data-next={next.kind}
        className={buttonClasses(next.kind === "open" ? "secondary" : "primary", "md", "mt-1 w-full")}
      >
        {next.label}
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
