import { comingDueText, nextComingDue } from "@app/domain/decks/coming-due";
import { languageDisplayName } from "@app/domain/decks/constants";
import { countWords } from "@app/domain/decks/word-counts";
import { type WordStatus, wordStatus } from "@app/domain/decks/word-status";
import { messages } from "@app/domain/messages";
import { homeTabPath } from "@app/domain/navigation";
import { catchUpWarning } from "@app/domain/study/catch-up";
import { ArrowLeft, Plus, SearchX } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/Card";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Flag } from "../../../components/ui/Flag";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ProgressBar } from "../../../components/ui/ProgressBar";
import { ApiError } from "../../../lib/api";
import { lazyNamed } from "../../../lib/lazy-named";
import { formatLearnerDay } from "../../create/lib/format";
import { OfflineCopyNote } from "../../offline/components/OfflineCopyNote";
import { useKeepVisitedDeck } from "../../offline/hooks/useKeepVisitedDeck";
import { useAddDeckFlow } from "../hooks/useAddDeckFlow";
import { useDeckProgress } from "../hooks/useDeckProgress";
import { useIgnoreBatch } from "../hooks/useIgnoreBatch";
import { useSubDeckWords } from "../hooks/useSubDeckWords";
import { percentComplete, progressByWord } from "../lib/deck-progress-logic";
import { countLabel, formatCount } from "../lib/format";
import type { DeckProgress, Word } from "../types";
import { DeckPageSkeleton } from "./DeckPageSkeleton";
import { DeckWordSets } from "./DeckWordSets";
import { NavigationOverlay } from "./NavigationOverlay";
import { SessionButtons } from "./SessionButtons";

/** Deck progress page for /decks/{subDeckId}. */
// A word's details open in a dialog: its code (and the dialog library) loads after the page is shown.
const WordDetailDialog = lazyNamed(() => import("./WordDetailDialog"), "WordDetailDialog");
const DIALOG_AFTER_MS = 1500;

export function DeckPage() {
  const { subDeckId = "" } = useParams();
  const progress = useDeckProgress(subDeckId);
  const words = useSubDeckWords(subDeckId);
  useKeepVisitedDeck(subDeckId, progress, words.data);

  let body: ReactNode;
  if (progress.data && words.data) {
    // Keyed by deck: moving to another deck starts with fresh local state.
    body = <DeckProgressView key={subDeckId} data={progress.data} words={words.data} />;
  } else if (isNotFound(progress.error) || isNotFound(words.error)) {
    return (
      <>
        <BackToHome />
        <PageHeading subtitle={`Deck ${subDeckId}`}>{messages.decks.deckNotFound}</PageHeading>
        <EmptyState
          icon={SearchX}
          title={messages.decks.deckNotFound}
          action={
            <Link to={homeTabPath("decks")} className={buttonClasses("primary")}>
              Explore Decks
            </Link>
          }
        >
          This deck could not be found. Pick a deck from your collection or explore the decks.
        </EmptyState>
      </>
    );
  } else if (progress.isError || words.isError) {
    body = (
      <ErrorState
        title={messages.decks.deckLoadFailed}
        retrying={progress.isFetching || words.isFetching}
        onRetry={() => {
          if (progress.isError) void progress.refetch();
          if (words.isError) void words.refetch();
        }}
      >
        Check your connection, then try again.
      </ErrorState>
    );
  } else {
    body = <DeckPageSkeleton />;
  }

  return (
    <>
      <BackToHome />
      {body}
    </>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function BackToHome() {
  return (
    <Link
      to={homeTabPath("home")}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Home
    </Link>
  );
}

/** Equal statuses share one object, so memoised word cards skip re-rendering when theirs didn't change. */
function internStatus(cache: Map<string, WordStatus>, status: WordStatus): WordStatus {
  const key = `${status.kind}|${status.label}|${status.tone}`;
  const hit = cache.get(key);
  if (hit) return hit;
  cache.set(key, status);
  return status;
}

function DeckProgressView({ data, words }: { data: DeckProgress; words: Word[] }) {
  const { deck } = data;
  const now = useMemo(() => new Date(data.now), [data.now]);
  const serverRows = useMemo(() => new Map(data.progress.map((row) => [row.wordId, row])), [data.progress]);
  const serverIgnored = useCallback((wordId: number) => serverRows.get(wordId)?.isIgnored, [serverRows]);
  const { overrides, setIgnored } = useIgnoreBatch(deck.id, serverIgnored);
  useEffect(() => {
    const timer = window.setTimeout(WordDetailDialog.preload, DIALOG_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const progress = useMemo(() => progressByWord(data.progress, overrides), [data.progress, overrides]);
  // The same counts as Home, Stats and the server (domain word-counts), with local ignore toggles applied.
  const counts = useMemo(() => countWords(deck.wordCount, progress.values(), now), [deck.wordCount, progress, now]);
  const statusCache = useMemo(() => new Map<string, WordStatus>(), []);
  const statuses = useMemo(() => {
    const map = new Map<number, WordStatus>();
    for (const word of words)
      map.set(
        word.id,
        internStatus(statusCache, wordStatus(progress.get(word.id) ?? null, now, { vacation: data.vacation ?? false })),
      );
    return map;
  }, [words, progress, now, statusCache, data.vacation]);

  const [openWordId, setOpenWordId] = useState<number | null>(null);
  const openWord = openWordId === null ? undefined : words.find((w) => w.id === openWordId);
  const percent = percentComplete(counts);
  const coming = useMemo(() => nextComingDue(progress.values(), now), [progress, now]);
  const languageName = languageDisplayName(deck.languageId);
  const lang = deck.speechLang || deck.languageId;

  return (
    <>
      <div className="flex items-start gap-4">
        <Flag code={deck.flagCode} alt={languageName} className="mt-1 h-9 sm:h-10" />
        <div className="min-w-0">
          <PageHeading subtitle={deck.description}>{deck.name}</PageHeading>
        </div>
      </div>

      <OfflineCopyNote data={data} />
      {data.inCollection ? null : <NotInCollection data={data} />}

      <Card className="mb-6">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-lg font-semibold">{percent}% complete</p>
          <p className="text-sm text-fg-muted">
            {formatCount(counts.learned)} of {countLabel(deck.wordCount, "word")}
          </p>
        </div>
        <ProgressBar
          value={percent}
          label="Deck progress"
          valueText={`${percent}% complete`}
          className="h-3"
          barClassName="bg-state-learned"
        />
        <p className="mt-3 text-sm text-fg-muted">
          {formatCount(counts.learned)} learned
          {counts.inProgress > 0 ? ` · ${formatCount(counts.inProgress)} in progress` : null} ·{" "}
          {formatCount(counts.dueNow)} due · {formatCount(counts.ignored)} ignored
        </p>
        {coming ? (
          <p className="mt-1 text-sm text-fg-muted" data-testid="coming-due">
            Next: {comingDueText(coming, now)}
          </p>
        ) : null}
        <MinedThisWeek count={data.minedThisWeek ?? 0} />
      </Card>

      <section aria-labelledby="sessions-heading" className="mb-8">
        <h2 id="sessions-heading" className="mb-3 text-lg font-semibold">
          Study
        </h2>
        <SessionButtons
          sessions={data.sessions}
          subDeckId={deck.id}
          learnNewWarning={data.catchUp ? catchUpWarning(data.catchUp, formatLearnerDay) : null}
        />
      </section>

      <section aria-labelledby="words-heading">
        <h2 id="words-heading" className="mb-3 text-lg font-semibold">
          Words
        </h2>
        {words.length === 0 ? (
          <EmptyState title={messages.decks.noWords} />
        ) : (
          <DeckWordSets
            words={words}
            statuses={statuses}
            progress={progress}
            now={now}
            lang={lang}
            onOpenWord={setOpenWordId}
          />
        )}
      </section>

      {openWord ? (
        <Suspense fallback={null}>
          <WordDetailDialog
            subDeckId={deck.id}
            word={openWord}
            progress={progress.get(openWord.id) ?? null}
            status={statuses.get(openWord.id) ?? wordStatus(null, now)}
            now={now}
            lang={lang}
            languageId={deck.languageId}
            onToggleIgnore={setIgnored}
            onOpenChange={(open) => {
              if (!open) setOpenWordId(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The page also opens for a deck the user hasn't added (e.g. a shared link): offer to add it. */
function NotInCollection({ data }: { data: DeckProgress }) {
  const addFlow = useAddDeckFlow();
  const { deck } = data;
  const adding = addFlow.isAdding(deck.id);
  const error = addFlow.errorFor(deck.id);
  return (
    <Card className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p>This deck isn't in your collection yet.</p>
      <Button
        loading={adding}
        onClick={() =>
          addFlow.add({
            subDeckId: deck.id,
            name: deck.name,
            description: deck.description,
            wordCount: deck.wordCount,
            isWritingDeck: deck.isWritingDeck,
            languageId: deck.languageId,
            flagCode: deck.flagCode,
          })
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        {messages.decks.startLearning}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {addFlow.overlay ? <NavigationOverlay name={addFlow.overlay.name} /> : null}
    </Card>
  );
}

/** Own decks fed by a mining tool: how many words came in over the last 7 days. */
function MinedThisWeek({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="mt-1 text-sm text-fg-muted" data-testid="mined-this-week">
      {formatCount(count)} mined this week
    </p>
  );
}
