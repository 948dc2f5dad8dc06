import { formatInterval, type RatingIntervals } from "@app/domain/study/rating-intervals";
import { clsx } from "clsx";

const RATINGS = [
  { value: 1, key: "again", label: "Again", className: "border-danger text-danger hover:bg-danger-soft" },
  {
    value: 2,
    key: "hard",
    label: "Hard",
    className: "border-state-overdue text-state-overdue-fg hover:bg-state-overdue-bg",
  },
  {
    value: 3,
    key: "good",
    label: "Good",
    className: "border-state-learned text-state-learned-fg hover:bg-state-learned-bg",
  },
  { value: 4, key: "easy", label: "Easy", className: "border-primary text-primary hover:bg-primary-soft" },
] as const;

export type Rating = (typeof RATINGS)[number]["value"];

/**
 * MANUAL: how difficult the word was, Again / Hard / Good / Easy (keys 1–4), each with when the word comes
 * back after it ("Good · 10 min"), as the save will schedule it. The interval is the button's description,
 * so its name stays the rating; a copy kept offline from before the intervals were sent shows none.
 */
export function RatingButtons({
  onRate,
  intervals,
}: {
  onRate: (rating: Rating) => void;
  intervals?: RatingIntervals | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 w-full text-center font-medium">How difficult was this word?</legend>
      <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
        {RATINGS.map((r) => (
          <button
            key={r.value}
            type="button"
            onClick={() => onRate(r.value)}
            aria-keyshortcuts={String(r.value)}
            aria-describedby={intervals ? `rating-interval-${r.key}` : undefined}
            className={clsx(
              "flex min-h-12 flex-col items-center justify-center rounded-lg border-2 bg-surface px-3 py-1.5 font-semibold",
              r.className,
            )}
          >
            {r.label}
            {intervals ? (
              // Hidden from the name (which stays the rating), read as the button's description.
              <span
                id={`rating-interval-${r.key}`}
                aria-hidden="true"
                className="text-xs font-normal text-fg"
                data-testid="rating-interval"
              >
                <span className="sr-only">Next review in </span>
                {formatInterval(intervals[r.key])}
              </span>
            ) : null}
            {/* The key's digit: on a phone (no keyboard) the interval takes its line. */}
            <span
              aria-hidden="true"
              className={clsx("text-xs font-normal text-fg-muted", intervals && "hidden sm:block")}
            >
              {r.value}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
