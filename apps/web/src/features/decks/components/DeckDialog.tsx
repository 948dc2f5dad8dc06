import { SETS_PER_PAGE } from "@app/domain/decks/constants";
import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { messages } from "@app/domain/messages";
import { deckPath } from "@app/domain/navigation";
import { clsx } from "clsx";
import { CheckCircle2, PenLine, Plus, TriangleAlert } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Dialog } from "../../../components/ui/Dialog";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Pagination } from "../../../components/ui/Pagination";
import { Skeleton, SkeletonGroup, SkeletonStack } from "../../../components/ui/Skeleton";
import { useReturnFocus } from "../../../components/ui/use-return-focus";
import { type AddDeckFlow, deckToAdd } from "../hooks/useAddDeckFlow";
import { useSubDeckWords } from "../hooks/useSubDeckWords";
import { toWordSets } from "../lib/word-sets";
import type { SubDeckSummary, Word } from "../types";

/** A deck from the catalogue: description, word count, Start Learning, and its words in sets of 50. */
export function DeckDialog({
  deck,
  flagCode,
  credits = "",
  inCollection,
  addFlow,
  onOpenChange,
}: {
  deck: SubDeckSummary;
  flagCode: string;
  /** The language's credits line: who made the word list, under which licence. */
  credits?: string;
  inCollection: boolean;
  addFlow: AddDeckFlow;
  onOpenChange: (open: boolean) => void;
}) {
  useReturnFocus();
  const adding = addFlow.isAdding(deck.id);
  const error = addFlow.errorFor(deck.id);
  const learning = inCollection || adding;

  return (
    <Dialog open onOpenChange={onOpenChange} title={deck.name} description={deck.description || undefined}>
      <div
        className={clsx(
          "mb-5 flex flex-col gap-3 rounded-card border p-4 transition-colors",
          error ? "border-danger bg-danger-soft" : "border-border",
        )}
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <span className="font-medium text-fg">{deckSizeLabel(deck)}</span>
          {deck.isWritingDeck ? (
            <span className="inline-flex items-center gap-1">
              <PenLine aria-hidden="true" className="size-4" />
              Writing deck
            </span>
          ) : null}
        </p>
        {learning ? (
          inCollection && !adding ? (
            <Link to={deckPath(deck.id)} className={buttonClasses("secondary", "md", "w-full sm:w-auto sm:self-start")}>
              <CheckCircle2 aria-hidden="true" className="size-4 text-state-learned" />
              {messages.decks.currentlyLearning}
            </Link>
          ) : (
            <Button variant="secondary" disabled aria-busy="true" className="w-full sm:w-auto sm:self-start">
              <CheckCircle2 aria-hidden="true" className="size-4 text-state-learned" />
              {messages.decks.currentlyLearning}
            </Button>
          )
        ) : (
          <Button className="w-full sm:w-auto sm:self-start" onClick={() => addFlow.add(deckToAdd(deck, flagCode))}>
            <Plus aria-hidden="true" className="size-4" />
            {messages.decks.startLearning}
          </Button>
        )}
        {error ? (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
      </div>

      <WordSetsPreview subDeckId={deck.id} />
      {credits ? <p className="mt-4 text-xs text-fg-muted">Credits: {credits}</p> : null}
    </Dialog>
  );
}

/** The deck's words in sets of 50 (5 sets per page) and a table of the chosen set. */
function WordSetsPreview({ subDeckId }: { subDeckId: string }) {
  const words = useSubDeckWords(subDeckId);
  const sets = useMemo(() => toWordSets(words.data ?? []), [words.data]);
  const [selected, setSelected] = useState(0);
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(sets.length / SETS_PER_PAGE));
  const visible = sets.slice((page - 1) * SETS_PER_PAGE, page * SETS_PER_PAGE);
  const current = sets[selected];

  let body: ReactNode;
  if (words.data) {
    body =
      sets.length === 0 ? (
        <EmptyState title={messages.decks.noWords} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {visible.map((set) => (
              <li key={set.index}>
                <button
                  type="button"
                  aria-pressed={set.index === selected}
                  onClick={() => setSelected(set.index)}
                  className={clsx(
                    "flex min-h-14 w-full flex-col items-start justify-center rounded-lg border px-3 py-2 text-left text-sm",
                    set.index === selected
                      ? "border-primary bg-primary-soft text-primary-soft-fg"
                      : "border-border hover:border-primary",
                  )}
                >
                  <span className="font-semibold">Set {set.index + 1}</span>
                  <span className={set.index === selected ? undefined : "text-fg-muted"}>
                    Words {set.from}–{set.to}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            label="Word set pages"
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => {
              setPage(next);
              setSelected((next - 1) * SETS_PER_PAGE);
            }}
          />
          {current ? (
            <SetTable
              set={current.words.map((w) => w.word)}
              caption={`Set ${current.index + 1} · Words ${current.from}–${current.to}`}
            />
          ) : null}
        </>
      );
  } else if (words.isError) {
    body = (
      <ErrorState
        title={messages.decks.wordsFailed(words.error instanceof Error ? words.error.message : "")}
        query={words}
      />
    );
  } else {
    body = (
      <SkeletonGroup label="Loading words" className="flex flex-col gap-2">
        <SkeletonStack className="grid grid-cols-2 gap-2 sm:grid-cols-3" blocks={["h-14", "h-14", "h-14"]} />
        <Skeleton className="mt-2 h-48" />
      </SkeletonGroup>
    );
  }

  return (
    <section aria-labelledby="word-sets-heading">
      <h3 id="word-sets-heading" className="mb-3 font-semibold">
        Word Sets
      </h3>
      {body}
    </section>
  );
}

function SetTable({ set, caption }: { set: Word[]; caption: string }) {
  return (
    <div className="mt-4 overflow-hidden rounded-lg border border-border">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="bg-surface-muted px-3 py-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="px-3 py-2 font-semibold">
              Original Word
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Translation
            </th>
          </tr>
        </thead>
        <tbody>
          {set.map((word) => (
            <tr key={word.id} className="border-b border-border last:border-b-0 align-top">
              <td className="px-3 py-2 break-words">
                <span className="font-cjk text-base">{word.originalWord || messages.decks.notApplicable}</span>
                {word.pinyin ? <span className="block text-xs text-fg-muted">{word.pinyin}</span> : null}
              </td>
              <td className="px-3 py-2 break-words">{word.translation || messages.decks.notApplicable}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
