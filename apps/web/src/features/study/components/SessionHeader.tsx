import { X } from "lucide-react";
import { ProgressBar } from "../../../components/ui/ProgressBar";
import type { SessionProgress } from "../lib/session-engine";

/**
 * Exit button, progress bar, Words Remaining, percent complete, and on the right either the word
 * being presented ("New word 1 of 5") or the progress dots of the word being asked.
 */
export function SessionHeader({
  title,
  subtitle,
  progress,
  presenting,
  onExit,
}: {
  title: string;
  subtitle: string;
  progress: SessionProgress;
  /** Set during the presentation: which new word is on screen, of how many. */
  presenting: { index: number; total: number } | null;
  onExit: () => void;
}) {
  const { dots } = progress;
  return (
    <header className="flex flex-col gap-2 short:gap-1">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onExit}
          aria-label="Exit session"
          className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="sr-only">{title}</h1>
          <p aria-hidden="true" className="mb-1 truncate text-xs font-medium text-fg-muted">
            {subtitle}
          </p>
          <ProgressBar
            value={progress.percentComplete}
            label="Session progress"
            valueText={`${progress.percentComplete}% complete`}
            barClassName="bg-state-learned"
          />
        </div>
        <span className="shrink-0 text-sm font-semibold tabular-nums">{progress.percentComplete}% complete</span>
      </div>
      <div className="flex min-h-6 items-center justify-between gap-3 text-sm text-fg-muted">
        <span>
          Words Remaining: <span className="font-semibold text-fg tabular-nums">{progress.wordsRemaining}</span>
        </span>
        {presenting ? (
          <span className="font-medium">
            New word {presenting.index} of {presenting.total}
          </span>
        ) : (
          <span
            role="img"
            aria-label={`${dots.filled} of ${dots.total} correct answers for this word`}
            className="flex items-center gap-1.5"
          >
            {Array.from({ length: dots.total }, (_, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, not items
                key={i}
                className={
                  i < dots.filled
                    ? "size-2.5 rounded-full bg-state-learned"
                    : "size-2.5 rounded-full border border-border-strong"
                }
              />
            ))}
          </span>
        )}
      </div>
    </header>
  );
}
