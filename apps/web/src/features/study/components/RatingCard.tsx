import { clsx } from "clsx";

const RATINGS = [
  { value: 1, label: "Again", className: "border-danger text-danger hover:bg-danger-soft" },
  { value: 2, label: "Hard", className: "border-state-overdue text-state-overdue-fg hover:bg-state-overdue-bg" },
  { value: 3, label: "Good", className: "border-state-learned text-state-learned-fg hover:bg-state-learned-bg" },
  { value: 4, label: "Easy", className: "border-primary text-primary hover:bg-primary-soft" },
] as const;

export type Rating = (typeof RATINGS)[number]["value"];

/** MANUAL: how difficult the word was, Again / Hard / Good / Easy (keys 1–4). */
export function RatingButtons({ onRate }: { onRate: (rating: Rating) => void }) {
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
            className={clsx(
              "flex min-h-12 flex-col items-center justify-center rounded-lg border-2 bg-surface px-3 py-1.5 font-semibold",
              r.className,
            )}
          >
            {r.label}
            <span aria-hidden="true" className="text-xs font-normal text-fg-muted">
              {r.value}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
