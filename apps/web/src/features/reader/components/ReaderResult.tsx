import { useCallback, useState } from "react";
import { Card } from "../../../components/ui/Card";
import { percent } from "../lib/reader-look";
import type { ReaderResponse } from "../types";
import { PlanForText } from "./PlanForText";
import { ReaderSummary } from "./ReaderSummary";
import { ReaderText } from "./ReaderText";
import { ReaderWordDialog } from "./ReaderWordDialog";
import { WordsToLearn } from "./WordsToLearn";

interface ReaderResultProps {
  /** The text as analysed (trimmed): the runs' places are in it. */
  text: string;
  analysis: ReaderResponse;
  on: string | null;
  onAdded: () => void;
}

export function ReaderResult({ text, analysis, on, onAdded }: ReaderResultProps) {
  const [open, setOpen] = useState<number | null>(null);
  const onWord = useCallback((index: number) => setOpen(index), []);
  const entry = open === null ? null : (analysis.entries[open] ?? null);
  return (
    <div className="space-y-6">
      <ReaderSummary analysis={analysis} on={on} />
      <section aria-labelledby="reader-text-heading" className="space-y-2">
        <h2 id="reader-text-heading" className="text-xl font-semibold">
          The text
        </h2>
        <p className="text-sm text-fg-muted">Choose a word to see its meaning and how well you recall it.</p>
        <Card>
          <ReaderText text={text} analysis={analysis} onWord={onWord} />
        </Card>
      </section>
      {analysis.hardSentences.length > 0 ? (
        <section aria-labelledby="reader-hard-heading" className="space-y-2">
          <h2 id="reader-hard-heading" className="text-xl font-semibold">
            Sentences you may not follow
          </h2>
          <ul className="space-y-2">
            {analysis.hardSentences.slice(0, 20).map((s) => (
              <li key={s.index} className="rounded-card border border-border p-3">
                <p>{s.text}</p>
                <p className="mt-1 text-sm text-fg-muted">
                  {percent(s.share)} recalled · in the way: {s.missing.join(", ")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="reader-learn-heading" className="space-y-2">
        <h2 id="reader-learn-heading" className="text-xl font-semibold">
          Words to learn
        </h2>
        <WordsToLearn analysis={analysis} onAdded={onAdded} />
      </section>
      <section aria-labelledby="reader-plan-heading" className="space-y-2">
        <h2 id="reader-plan-heading" className="text-xl font-semibold">
          Plan for this text
        </h2>
        <PlanForText key={on ?? ""} analysis={analysis} on={on} />
      </section>
      <ReaderWordDialog
        entry={entry}
        sentence={entry ? (analysis.sentences[entry.sentence] ?? null) : null}
        on={on}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
