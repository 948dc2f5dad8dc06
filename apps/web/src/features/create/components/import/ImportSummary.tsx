import { deckPath, PATHS } from "@app/domain/navigation";
import { CheckCircle2, Play } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { Figure, type FigureLook } from "../../../../components/ui/Figure";
import { useOwnDeck } from "../../hooks/useOwnDeck";
import { useOwnDecks } from "../../hooks/useOwnDecks";
import { countOf, reasonText } from "../../lib/format";
import { importPath, ownDeckEditorPath } from "../../lib/paths";
import type { ImportResult } from "../../types";

/** From this many imported reviews a fit of the scheduler's parameters is worth offering. */
const OPTIMIZE_AFTER_REVIEWS = 50;

const COUNT_LOOK: FigureLook = {
  box: "rounded-lg bg-surface-muted px-3 py-2",
  label: "text-sm text-fg-muted",
  value: "text-xl font-semibold tabular-nums",
};

/** A finished import: what came in, what was skipped and why, and where to go next. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const skipped = Object.entries(result.skipped).filter(([, count]) => count > 0);
  const [firstDeckId] = result.deckIds;
  return (
    <div className="flex max-w-xl flex-col gap-4 rounded-card border border-border bg-surface p-5">
      <p role="status" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 text-state-learned" />
        Import finished
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure look={COUNT_LOOK} label="Words" value={result.words.toLocaleString()} />
        {result.items !== undefined && result.items > result.words ? (
          <Figure look={COUNT_LOOK} label="Items" value={result.items.toLocaleString()} />
        ) : null}
        <Figure look={COUNT_LOOK} label="Reviews" value={result.reviews.toLocaleString()} />
        <Figure look={COUNT_LOOK} label="Notes read" value={result.notes.toLocaleString()} />
      </dl>
      {skipped.length > 0 ? (
        <div>
          <h2 className="mb-1 font-medium">Skipped</h2>
          <ul className="flex flex-col gap-0.5 text-sm">
            {skipped.map(([reason, count]) => (
              <li key={reason}>
                {reasonText(reason)}: <span className="font-medium">{count.toLocaleString()}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.fsrs ? <p className="text-sm">{result.fsrs.message}</p> : null}
      {result.reviews >= OPTIMIZE_AFTER_REVIEWS ? (
        <p className="text-sm">
          Your Anki history is enough to fit the scheduler to your memory:{" "}
          <Link to={PATHS.fsrsSettings} className="font-medium text-primary underline-offset-4 hover:underline">
            Optimize Parameters
          </Link>
        </p>
      ) : null}
      {result.deckIds.length > 1 ? <DeckLinks deckIds={result.deckIds} /> : null}
      <div className="flex flex-wrap gap-2">
        {/* One deck: open or edit it. Several: each has its own links above, none is "the" deck. */}
        {firstDeckId && result.deckIds.length === 1 ? <NextSteps deckId={firstDeckId} /> : null}
        <Link to={importPath} className={buttonClasses("ghost")}>
          Import another file
        </Link>
      </div>
    </div>
  );
}

/** "Open deck" (its deck page, where Home's card leads) and "Edit deck" for the deck the import made. */
function NextSteps({ deckId }: { deckId: string }) {
  const deck = useOwnDeck(deckId);
  const firstSet = deck.data ? [...deck.data.sets].sort((a, b) => a.position - b.position)[0] : undefined;
  return (
    <>
      {firstSet ? (
        <Link to={deckPath(firstSet.id)} className={buttonClasses("primary")}>
          <Play aria-hidden="true" className="size-4" />
          Open deck
        </Link>
      ) : null}
      <Link to={ownDeckEditorPath(deckId)} className={buttonClasses(firstSet ? "secondary" : "primary")}>
        Edit deck
      </Link>
    </>
  );
}

/** Decks made beyond which each row also reads its first part, to offer "Open" (one request a deck). */
const OPEN_LINKS_MAX = 12;

/** An Anki package can make several decks: each one by name, with its own Open and Edit. */
function DeckLinks({ deckIds }: { deckIds: readonly string[] }) {
  const decks = useOwnDecks();
  const nameOf = (id: string, index: number) => decks.data?.find((deck) => deck.id === id)?.name ?? `Deck ${index + 1}`;
  return (
    <div>
      <h2 className="mb-1 font-medium">{countOf(deckIds.length, "deck")} made</h2>
      <ul className="flex flex-col divide-y divide-border text-sm">
        {deckIds.map((id, index) => (
          <li key={id} className="flex min-h-11 items-center justify-between gap-2 py-1">
            <span className="min-w-0 font-medium break-words">{nameOf(id, index)}</span>
            <span className="flex shrink-0 gap-2">
              {deckIds.length <= OPEN_LINKS_MAX ? <OpenDeckLink deckId={id} name={nameOf(id, index)} /> : null}
              <Link
                to={ownDeckEditorPath(id)}
                aria-label={`Edit ${nameOf(id, index)}`}
                className={buttonClasses("ghost", "compact")}
              >
                Edit
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Open": the deck's first part, where Home's card leads. */
function OpenDeckLink({ deckId, name }: { deckId: string; name: string }) {
  const deck = useOwnDeck(deckId);
  const firstSet = deck.data ? [...deck.data.sets].sort((a, b) => a.position - b.position)[0] : undefined;
  if (!firstSet) return null;
  return (
    <Link to={deckPath(firstSet.id)} aria-label={`Open ${name}`} className={buttonClasses("secondary", "compact")}>
      Open
    </Link>
  );
}
