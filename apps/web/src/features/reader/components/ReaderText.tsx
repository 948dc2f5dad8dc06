import { clsx } from "clsx";
import { Fragment, memo } from "react";
import { STATUS_LOOK } from "../lib/reader-look";
import type { ReaderResponse } from "../types";

interface ReaderTextProps {
  text: string;
  analysis: Pick<ReaderResponse, "runs" | "entries" | "lang">;
  onWord: (entry: number) => void;
}

/**
 * The text as written, each running word a button coloured by the learner's memory of it; what lies between
 * words (spaces, punctuation, line breaks) is kept as it was.
 */
export const ReaderText = memo(function ReaderText({ text, analysis, onWord }: ReaderTextProps) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end, index] of analysis.runs) {
    if (start > at) parts.push(<Fragment key={`g${at}`}>{text.slice(at, start)}</Fragment>);
    const entry = analysis.entries[index]!;
    const look = STATUS_LOOK[entry.status];
    parts.push(
      <button
        key={`w${start}`}
        type="button"
        data-status={entry.status}
        aria-label={`${text.slice(start, end)}: ${look.label}`}
        onClick={() => onWord(index)}
        className={clsx("rounded px-0.5 underline-offset-4 hover:ring-2 hover:ring-accent", look.className)}
      >
        {text.slice(start, end)}
      </button>,
    );
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return (
    <div className="whitespace-pre-wrap break-words text-lg leading-9" lang={analysis.lang}>
      {parts}
    </div>
  );
});
