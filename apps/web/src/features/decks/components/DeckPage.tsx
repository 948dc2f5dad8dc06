import { languageDisplayName } from "@app/domain/decks/constants";
import { countWordsAndItems, sizeOf } from "@app/domain/decks/item-counts";
import { wordStatus } from "@app/domain/decks/word-status";
import { messages } from "@app/domain/messages";
import { homeTabPath } from "@app/domain/navigation";
import { catchUpWarning } from "@app/domain/study/catch-up";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Plus, SearchX, SlidersHorizontal } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ExploreDecksLink } from "../../../components/ui/ExploreDecksLink";
import { Flag } from "../../../components/ui/Flag";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ApiError } from "../../../lib/api";
import { formatDay } from "../../../lib/format-date";
import { lazyNamed } from "../../../lib/lazy-named";
import { deckKeys } from "../../../shared/query-keys";
import { ExamPlanSection } from "../../exam-plans";
import { LeechesSection } from "../../leeches";
import { OfflineCopyNote, refreshCopyAfterSave, useKeepVisitedDeck } from "../../offline";
import { deckToAdd, useAddDeckFlow } from "../hooks/useAddDeckFlow";
import { useDeckProgress } from "../hooks/useDeckProgress";
import { useDeckWordProgress } from "../hooks/useDeckWordProgress";
import { useIgnoreBatch } from "../hooks/useIgnoreBatch";
import { useSubDeckWords } from "../hooks/useSubDeckWords";
import type { DeckProgress, Word } from "../types";
import { DeckPageSkeleton } from "./DeckPageSkeleton";
import { DeckProgressCard } from "./DeckProgressCard";
import { DeckWordSets } from "./DeckWordSets";
import { NavigationOverlay } from "./NavigationOverlay";
import { SessionButtons } from "./SessionButtons";

/** Deck progress page for /decks/{subDeckId}. */
// A word's details open in a dialog: its code (and the dialog library) loads after the page is shown.
const WordDetailDialog = lazyNamed(() => import("./WordDetailDialog"), "WordDetailDialog");
const DIALOG_AFTER_MS = 1500;
// The deck's scheduling and Help me decide (with the chart library and the simulation), loaded when opened.
const DeckSchedulingDialog = lazyNamed(() => import("./DeckSchedulingDialog"), "DeckSchedulingDialog");

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
        <EmptyState icon={SearchX} title={messages.decks.deckNotFound} action={<ExploreDecksLink />}>
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

function DeckProgressView({ data, words }: { data: DeckProgress; words: Word[] }) {
  const { deck } = data;
  const serverRows = useMemo(() => new Map(data.progress.map((row) => [row.wordId, row])), [data.progress]);
  const serverIgnored = useCallback((wordId: number) => serverRows.get(wordId)?.isIgnored, [serverRows]);
  const { overrides, setIgnored } = useIgnoreBatch(deck.id, serverIgnored);
  const queryClient = useQueryClient();
  const leechChanged = () => {
    void queryClient.invalidateQueries({ queryKey: deckKeys.progress(deck.id) });
    refreshCopyAfterSave(deck.id);
  };
  useEffect(() => {
    const timer = window.setTimeout(WordDetailDialog.preload, DIALOG_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const { now, progress, counts, statuses, coming } = useDeckWordProgress(data, words, overrides);
  // The server's figures, as Home's card has them; counted from the words for an older offline copy.
  const size = useMemo(
    () =>
      deck.words === undefined
        ? countWordsAndItems(words.map((w) => ({ kind: w.kind ?? "word", noteWordId: w.noteWordId ?? null })))
        : sizeOf(deck),
    [deck, words],
  );

  const [openWordId, setOpenWordId] = useState<number | null>(null);
  const openWord = openWordId === null ? undefined : words.find((w) => w.id === openWordId);
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

      <DeckProgressCard
        counts={counts}
        wordCount={deck.wordCount}
        coming={coming}
        now={now}
        minedThisWeek={data.minedThisWeek ?? 0}
        size={size}
      />

      <section aria-labelledby="sessions-heading" className="mb-8">
        <h2 id="sessions-heading" className="mb-3 text-lg font-semibold">
          Study
        </h2>
        <SessionButtons
          sessions={data.sessions}
          subDeckId={deck.id}
          learnNewWarning={data.catchUp ? catchUpWarning(data.catchUp, formatDay) : null}
        />
      </section>

      {data.inCollection ? <SchedulingSection subDeckId={deck.id} /> : null}
      {data.inCollection ? <ExamPlanSection subDeckId={deck.id} deckName={deck.name} /> : null}
      {data.inCollection ? <LeechesSection subDeckId={deck.id} hideWhenNone onChanged={leechChanged} /> : null}

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

/** The deck's desired retention and daily limits, in a dialog with Help me decide. */
function SchedulingSection({ subDeckId }: { subDeckId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="scheduling-heading" className="mb-8">
      <h2 id="scheduling-heading" className="mb-2 text-lg font-semibold">
        Scheduling
      </h2>
      <p className="mb-3 text-sm text-fg-muted">This deck's desired retention and daily limits.</p>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={DeckSchedulingDialog.preload}
        onFocus={DeckSchedulingDialog.preload}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Help me decide
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeckSchedulingDialog subDeckId={subDeckId} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </section>
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
      <Button loading={adding} onClick={() => addFlow.add(deckToAdd(deck, deck.flagCode))}>
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
