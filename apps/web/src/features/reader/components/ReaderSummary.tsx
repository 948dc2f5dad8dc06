import { languageDisplayName } from "@app/domain/decks/constants";
import { Card } from "../../../components/ui/Card";
import { dayLabel, percent, STATUS_LOOK, STATUS_ORDER } from "../lib/reader-look";
import type { ReaderResponse } from "../types";

/** How much of the text the learner recalls today and on the date, and what the colours mean. */
export function ReaderSummary({ analysis, on }: { analysis: ReaderResponse; on: string | null }) {
  const language = languageDisplayName(analysis.languageId);
  return (
    <Card className="space-y-3">
      <p className="text-sm text-fg-muted">
        {analysis.guessed ? `Read as ${language} (guessed from your decks).` : `Read as ${language}.`} {analysis.words}{" "}
        running words, {analysis.covered} of them in your decks.
      </p>
      <p className="text-lg">
        You recall{" "}
        <strong className="text-2xl" data-testid="share-today">
          {percent(analysis.today)}
        </strong>{" "}
        of this text today.
      </p>
      {on && analysis.onDate ? (
        <p data-testid="share-on-date">
          On {dayLabel(on)}: <strong>{percent(analysis.onDate.keep)}</strong> if you keep to your reviews,{" "}
          <strong>{percent(analysis.onDate.stop)}</strong> if you stop.
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Colours">
        {STATUS_ORDER.map((status) => (
          <li key={status} className={`rounded px-1.5 ${STATUS_LOOK[status].className}`}>
            {STATUS_LOOK[status].label}
          </li>
        ))}
      </ul>
    </Card>
  );
}
