import { comingDueText, nextComingDue } from "@app/domain/decks/coming-due";
import { itemLabel } from "@app/domain/decks/item-counts";
import { MEDAL_MIN_WORDS, type SessionOverview as Overview, type OverviewRow } from "@app/domain/study/summary";
import { clsx } from "clsx";
import { CircleAlert, CircleCheck, CloudOff, Medal } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/Card";
import { Figure, type FigureLook } from "../../../components/ui/Figure";
import { Spinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import type { SaveStatus } from "../hooks/useSessionSave";
import type { SessionWord } from "../types";

const MEDAL = {
  gold: { label: "Gold", className: "text-[#8a6400] dark:text-[#f5c842]" },
  silver: { label: "Silver", className: "text-[#5f6b7a] dark:text-[#c6ced8]" },
  bronze: { label: "Bronze", className: "text-[#9a5524] dark:text-[#e09a66]" },
} as const;

const STAT_LOOK: FigureLook = {
  box: "rounded-card border border-border bg-surface p-3 text-center",
  label: "text-sm text-fg-muted",
  value: "text-2xl font-semibold tabular-nums",
};

/**
 * The Session Overview: correct, total and accuracy; the Word Results grid; the save state; what comes
 * next (when the words just studied come due, and after Learn New, learning more); Back to Deck.
 */
export function SessionOverview({
  title,
  overview,
  rows,
  words,
  saveStatus,
  deckPath,
  learnMore = null,
  emptyRowsText,
}: {
  title: string;
  overview: Overview;
  /** The rows to list (Learn New lists the words that reached 5 correct answers). */
  rows: readonly OverviewRow[];
  words: readonly SessionWord[];
  saveStatus: SaveStatus;
  deckPath: string;
  /**
   * After Learn New: where "Learn 5 more" goes and what it says; `beyondPlan` when it goes past the
   * exam plan's words for today (then Back to Deck is the main action).
   */
  learnMore?: { path: string; label: string; beyondPlan: boolean } | null;
  emptyRowsText: string;
}) {
  const wordOf = (id: number) => words.find((w) => w.id === id);
  return (
    <div className="flex flex-col gap-5">
      <header>
        <p className="text-sm font-medium text-fg-muted">{title}</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Session Overview</h1>
      </header>

      {/* Answers only: words marked "Already know" were not answered, so they get no score. */}
      {overview.totalAnswered > 0 || overview.markedKnown.length === 0 ? (
        <dl className="grid grid-cols-3 gap-3">
          <Figure look={STAT_LOOK} label="Correct" value={String(overview.totalCorrect)} />
          <Figure look={STAT_LOOK} label="Total" value={String(overview.totalAnswered)} />
          <Figure look={STAT_LOOK} label="Accuracy" value={`${overview.accuracyPercentage}%`} />
        </dl>
      ) : null}

      <SaveLine status={saveStatus} />

      {overview.markedKnown.length > 0 ? <MarkedKnown wordIds={overview.markedKnown} wordOf={wordOf} /> : null}

      {rows.length > 0 || overview.markedKnown.length === 0 ? (
        <section aria-labelledby="word-results-heading" className="flex flex-col gap-3">
          <h2 id="word-results-heading" className="text-lg font-semibold">
            Word Results
          </h2>
          {rows.length > 0 ? <p className="text-sm text-fg-muted">{medalNote(overview)}</p> : null}
          {rows.length === 0 ? (
            <p className="text-sm text-fg-muted">{emptyRowsText}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((row) => {
                const word = wordOf(row.wordId);
                return (
                  <li key={row.wordId}>
                    <WordResult
                      row={row}
                      original={word?.originalWord ?? ""}
                      translation={word?.translation ?? ""}
                      skill={word?.kind ? itemLabel({ kind: word.kind, clozeNumber: null }) : null}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}

      <NextUp status={saveStatus} />

      <div className="flex flex-col gap-3 sm:flex-row">
        {learnMore ? <LearnMore {...learnMore} status={saveStatus} /> : null}
        <Link
          to={deckPath}
          className={buttonClasses(
            learnMore && !learnMore.beyondPlan ? "secondary" : "primary",
            "lg",
            "w-full sm:w-auto",
          )}
        >
          Back to Deck
        </Link>
      </div>
    </div>
  );
}

/**
 * "Learn 5 more": the overview's main way on after Learn New. It waits for the save, since the next
 * words are the deck's new words once this session's are stored (before, the same words would come back).
 */
function LearnMore({
  path,
  label,
  beyondPlan,
  status,
}: {
  path: string;
  label: string;
  beyondPlan: boolean;
  status: SaveStatus;
}) {
  const look = beyondPlan ? "secondary" : "primary";
  if (status.kind === "saved") {
    return (
      <Link to={path} className={buttonClasses(look, "lg", "w-full sm:w-auto")}>
        {label}
      </Link>
    );
  }
  if (status.kind !== "saving" && status.kind !== "idle") return null;
  return (
    <button type="button" disabled className={buttonClasses(look, "lg", "w-full sm:w-auto")}>
      <Spinner className="size-4" />
      {label}
    </button>
  );
}

/** What the medals mean, or why there are none this time. */
function medalNote(overview: Overview): string {
  return overview.rows.some((r) => r.medal)
    ? "Medals go to your three fastest words: average answer time, weighed by accuracy."
    : `Medals for your three fastest words come with sessions of ${MEDAL_MIN_WORDS} words or more.`;
}

/** When the words just saved come due next ("Next: 5 words due in 1 min"), once the save is confirmed. */
function NextUp({ status }: { status: SaveStatus }) {
  if (status.kind !== "saved") return null;
  const now = new Date();
  const coming = nextComingDue(status.result.progress, now);
  if (!coming) return null;
  return (
    <p className="text-sm text-fg-muted" data-testid="next-up">
      Next: {comingDueText(coming, now)}
    </p>
  );
}

/** "5 words marked as known", and which: the learner's word, not answers to score. */
function MarkedKnown({
  wordIds,
  wordOf,
}: {
  wordIds: readonly number[];
  wordOf: (id: number) => SessionWord | undefined;
}) {
  const count = wordIds.length;
  return (
    <section aria-labelledby="marked-known-heading" className="flex flex-col gap-2">
      <h2 id="marked-known-heading" className="text-lg font-semibold">
        {count} {count === 1 ? "word" : "words"} marked as known
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {wordIds.map((id) => {
          const word = wordOf(id);
          return (
            <li key={id} className="rounded-full border border-border bg-surface px-3 py-1 break-words">
              <span className="font-medium">{word?.originalWord}</span>
              <span className="text-fg-muted"> · {word?.translation}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * One answered item: the word, which of its skills was asked when it was not the word itself ("Meaning → word",
 * a cloze), and "Missed" when an answer was wrong, then its figures.
 */
function WordResult({
  row,
  original,
  translation,
  skill,
}: {
  row: OverviewRow;
  original: string;
  translation: string;
  skill: string | null;
}) {
  const medal = row.medal ? MEDAL[row.medal] : null;
  return (
    <Card className={clsx("flex h-full flex-col gap-2 p-4", row.incorrect > 0 && "border-l-4 border-l-danger")}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words">{original}</p>
          <p className="text-sm text-fg-muted break-words">{translation}</p>
          {skill ? <p className="text-xs font-medium text-fg-muted">{skill}</p> : null}
          {row.incorrect > 0 ? (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-danger">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              Missed
            </p>
          ) : null}
        </div>
        {medal ? (
          <span className={clsx("inline-flex shrink-0 items-center gap-1 text-sm font-semibold", medal.className)}>
            <Medal aria-hidden="true" className="size-5" />
            {medal.label}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">Correct</dt>
        <dd className="text-right font-medium tabular-nums text-state-learned-fg">{row.correct}</dd>
        <dt className="text-fg-muted">Incorrect</dt>
        <dd className={clsx("text-right font-medium tabular-nums", row.incorrect > 0 && "text-danger")}>
          {row.incorrect}
        </dd>
        <dt className="text-fg-muted">Avg. time</dt>
        <dd className="text-right font-medium tabular-nums">
          {row.averageResponseSeconds === null ? "—" : `${row.averageResponseSeconds.toFixed(2)} s`}
        </dd>
        <dt className="text-fg-muted">Accuracy</dt>
        <dd className="text-right font-medium tabular-nums">{row.accuracy}%</dd>
      </dl>
    </Card>
  );
}

function SaveLine({ status }: { status: SaveStatus }) {
  if (status.kind === "idle") return null;
  const look = {
    saving: { icon: <Spinner className="size-4" />, text: "Saving your progress...", className: "text-fg-muted" },
    saved: {
      icon: <CircleCheck aria-hidden="true" className="size-4" />,
      text: "Progress saved",
      className: "text-state-learned-fg",
    },
    queued: {
      icon: <CloudOff aria-hidden="true" className="size-4" />,
      text: "You're offline. Your progress is kept on this device and will be saved when you're back online.",
      className: "text-warning-soft-fg",
    },
    failed: {
      icon: <CircleAlert aria-hidden="true" className="size-4" />,
      text: `Your progress could not be saved. ${status.kind === "failed" ? errorMessage(status.error, "") : ""}`.trim(),
      className: "text-danger",
    },
  }[status.kind];
  return (
    <p
      role="status"
      className={clsx(
        "flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium",
        status.kind === "queued" ? "bg-warning-soft" : "bg-surface-muted",
        look.className,
      )}
    >
      <span className="mt-0.5 shrink-0">{look.icon}</span>
      <span>{look.text}</span>
    </p>
  );
}
