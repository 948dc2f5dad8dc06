import { type ComingDue, comingDueText } from "@app/domain/decks/coming-due";
import { type WordsAndItems, wordsAndItemsLabel } from "@app/domain/decks/item-counts";
import type { WordCounts } from "@app/domain/decks/word-counts";
import { Card } from "../../../components/ui/Card";
import { ProgressBar } from "../../../components/ui/ProgressBar";
import { countLabel, formatCount } from "../../../lib/format-number";
import { percentComplete } from "../lib/deck-progress-logic";

interface DeckProgressCardProps {
  counts: WordCounts;
  wordCount: number;
  coming: ComingDue | null;
  now: Date;
  /** Own decks: words a connected mining tool added in the last 7 days. */
  minedThisWeek?: number;
  /** Words and items, when a word's reversed direction or a note's clozes are items of their own. */
  size?: WordsAndItems;
}

/** How far the deck is: percent complete, learned of all, the counts by state and what comes due next. */
export function DeckProgressCard({ counts, wordCount, coming, now, minedThisWeek = 0, size }: DeckProgressCardProps) {
  const percent = percentComplete(counts);
  // Learned counts items (each has its own memory): said as items when they outnumber the words.
  const items = size && size.items > size.words;
  return (
    <Card className="mb-6">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold">{percent}% complete</p>
        <p className="text-sm text-fg-muted">
          {formatCount(counts.learned)} of {items ? countLabel(size.items, "item") : countLabel(wordCount, "word")}
        </p>
      </div>
      <ProgressBar
        value={percent}
        label="Deck progress"
        valueText={`${percent}% complete`}
        className="h-3"
        barClassName="bg-state-learned"
      />
      <p className="mt-3 text-sm text-fg-muted">
        {formatCount(counts.learned)} learned
        {counts.building > 0 ? ` · ${formatCount(counts.building)} still building` : null} ·{" "}
        {formatCount(counts.dueNow)} due · {formatCount(counts.ignored)} ignored
      </p>
      {coming ? (
        <p className="mt-1 text-sm text-fg-muted" data-testid="coming-due">
          Next: {comingDueText(coming, now)}
        </p>
      ) : null}
      {items ? (
        <p className="mt-1 text-sm text-fg-muted" data-testid="deck-size">
          {wordsAndItemsLabel(size)}
        </p>
      ) : null}
      <MinedThisWeek count={minedThisWeek} />
    </Card>
  );
}

/** Own decks fed by a mining tool: how many words came in over the last 7 days. */
function MinedThisWeek({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-1 text-sm text-fg-muted" data-testid="mined-this-week">
      {formatCount(count)} mined this week
    </p>
  );
}
