import { clsx } from "clsx";
import { WORD_STATE_EDGE, type WordState, WordStateBadge } from "../../../components/ui/WordStateBadge";

interface SampleWordCardProps {
  state: WordState;
  word: string;
  /** BCP 47 language of the word, so CJK picks the CJK font and screen readers the right voice. */
  lang: string;
  reading?: string;
  translation: string;
  note: string;
}

/** One word card in the landing page's sample flow, coloured by its state. */
export function SampleWordCard({ state, word, lang, reading, translation, note }: SampleWordCardProps) {
  return (
    <div
      className={clsx(
        "flex items-center justify-between gap-4 rounded-card border border-l-4 border-border bg-surface px-4 py-3",
        WORD_STATE_EDGE[state],
      )}
    >
      <div className="min-w-0">
        {reading ? <p className="text-sm text-fg-muted">{reading}</p> : null}
        <p lang={lang} className="text-2xl font-semibold">
          {word}
        </p>
        <p className="text-fg-muted">{translation}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
        <WordStateBadge state={state} />
        <p className="text-xs text-fg-muted">{note}</p>
      </div>
    </div>
  );
}
