import { Dialog } from "../../../components/ui/Dialog";
import { dayLabel, percent, STATUS_LOOK } from "../lib/reader-look";
import type { ReaderEntry } from "../types";

interface ReaderWordDialogProps {
  entry: ReaderEntry | null;
  sentence: string | null;
  /** The forecast's day (YYYY-MM-DD), when one was asked. */
  on: string | null;
  onClose: () => void;
}

/** One word of the text: its meaning from the learner's deck, its recall today and on the date, its sentence. */
export function ReaderWordDialog({ entry, sentence, on, onClose }: ReaderWordDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={entry?.text ?? ""}>
      {entry ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-fg-muted">Status</dt>
          <dd>{STATUS_LOOK[entry.status].label}</dd>
          {entry.reading ? (
            <>
              <dt className="text-fg-muted">Reading</dt>
              <dd data-testid="word-reading">{entry.reading}</dd>
            </>
          ) : null}
          <dt className="text-fg-muted">Meaning</dt>
          <dd>{entry.translation ?? (entry.wordId === null ? "Not in your decks" : "No meaning in the deck")}</dd>
          <dt className="text-fg-muted">Recall today</dt>
          <dd data-testid="recall-today">{percent(entry.recallToday)}</dd>
          {on && entry.recallOnDate ? (
            <>
              <dt className="text-fg-muted">On {dayLabel(on)}</dt>
              <dd>
                {percent(entry.recallOnDate.keep)} if you keep to your reviews, {percent(entry.recallOnDate.stop)} if
                you stop
              </dd>
            </>
          ) : null}
          <dt className="text-fg-muted">In this text</dt>
          <dd data-testid="word-count">{entry.count === 1 ? "Once" : `${entry.count} times`}</dd>
          {sentence ? (
            <>
              <dt className="text-fg-muted">Sentence</dt>
              <dd>{sentence}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  );
}
