import { CLOZE_GAP } from "@app/domain/create/cloze";
import type { TestData } from "@app/domain/study/test-building";
import { Fragment } from "react";

/**
 * A cloze item's sentence. In a test each gap is shown as "[...]" (read out as "missing text"); with
 * `answer` (Learn New, the answer shown) the gaps are filled with the answer, highlighted.
 */
export function ClozeSentence({ sentence, answer, lang }: { sentence: string; answer?: string; lang?: string }) {
  const parts = sentence.split(CLOZE_GAP);
  // Several deletions of one number: their texts, in order, joined with ", " in the answer.
  const pieces = answer?.split(", ");
  const fill = (i: number) => (pieces && pieces.length === parts.length - 1 ? pieces[i] : answer);
  return (
    <p lang={lang} data-testid="cloze-sentence" className="text-center text-2xl leading-snug break-words sm:text-3xl">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            answer !== undefined ? (
              <mark className="rounded bg-primary/15 px-1 font-semibold text-primary">{fill(i)}</mark>
            ) : (
              <span className="rounded bg-surface-muted px-1.5 font-semibold text-primary">
                <span aria-hidden="true">{CLOZE_GAP}</span>
                <span className="sr-only">missing text</span>
              </span>
            )
          ) : null}
        </Fragment>
      ))}
    </p>
  );
}

/** A cloze item's test: what to do, the sentence with its gap, and "hint: …" when the note gave one. */
export function ClozePrompt({ test, lang }: { test: TestData; lang?: string }) {
  return (
    <>
      <p className="text-center text-sm font-medium text-fg-muted">{test.directionText}</p>
      <ClozeSentence sentence={test.prompt} lang={lang} />
      {test.hint ? <p className="text-center text-base text-fg-muted">hint: {test.hint}</p> : null}
    </>
  );
}
