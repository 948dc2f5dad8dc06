import { ArrowDown } from "lucide-react";
import { Fragment } from "react";
import { formatDate } from "../../../lib/format-date";
import { SampleWordCard } from "./SampleWordCard";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a word moves: not learned → learned (with its next review) → due again. */
export function SampleFlow() {
  const nextReview = formatDate(new Date(Date.now() + 4 * DAY_MS));
  const cards = [
    {
      state: "not-learned",
      word: "你好",
      lang: "zh",
      reading: "nǐ hǎo",
      translation: "hello",
      note: "Not studied yet",
    },
    {
      state: "learned",
      word: "la mariposa",
      lang: "es",
      translation: "butterfly",
      note: `Next review: ${nextReview}`,
    },
    { state: "due", word: "merci", lang: "fr", translation: "thank you", note: "Ready to review today" },
  ] as const;

  return (
    <section aria-labelledby="sample-flow-heading" className="rounded-card border border-border bg-surface p-5 sm:p-6">
      <h2 id="sample-flow-heading" className="text-lg font-semibold">
        How a word moves
      </h2>
      <p className="mb-4 text-sm text-fg-muted">Learn it once, then review it just before it fades.</p>
      <ol className="flex flex-col items-stretch">
        {cards.map((card, index) => (
          <Fragment key={card.word}>
            {index > 0 ? (
              <li aria-hidden="true" className="flex justify-center py-1 text-fg-muted">
                <ArrowDown className="size-5" />
              </li>
            ) : null}
            <li>
              <SampleWordCard {...card} />
            </li>
          </Fragment>
        ))}
      </ol>
    </section>
  );
}
