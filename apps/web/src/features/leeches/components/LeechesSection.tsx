import type { Leech } from "@app/domain/study/leeches";
import { type ReactNode, Suspense, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton, SkeletonGroup } from "../../../components/ui/Skeleton";
import { lazyNamed } from "../../../lib/lazy-named";
import { useLeechAction, useLeeches } from "../hooks/useLeeches";

/** "1 time", "9 times". */
const times = (n: number) => `${n} time${n === 1 ? "" : "s"}`;

// The dialog (and its library) loads when the learner first asks for it.
const RelearnLeechDialog = lazyNamed(() => import("./RelearnLeechDialog"), "RelearnLeechDialog");

interface LeechesSectionProps {
  /** One deck's leeches (the deck page), or every deck's (Stats, which names each word's deck). */
  subDeckId?: string;
  /** With none, the deck page shows nothing; Stats says so. */
  hideWhenNone?: boolean;
  /** After a choice: the page reads its own data again (counts, word states). */
  onChanged?: () => void;
}

/**
 * Leeches: words forgotten the threshold's number of times (Scheduling Settings). Per word the learner
 * keeps it, learns it again from new (with a note or mnemonic) or ignores it.
 */
export function LeechesSection({ subDeckId, hideWhenNone = false, onChanged }: LeechesSectionProps) {
  const leeches = useLeeches(subDeckId);
  const act = useLeechAction(onChanged);
  const [relearning, setRelearning] = useState<Leech | null>(null);
  if (hideWhenNone && (leeches.isPending || leeches.isError || leeches.data.leeches.length === 0)) return null;

  let body: ReactNode;
  if (leeches.isPending) {
    body = (
      <SkeletonGroup label="Loading leeches" className="flex flex-col gap-2">
        <Skeleton className="h-16 w-full" />
      </SkeletonGroup>
    );
  } else if (leeches.isError) {
    body = (
      <ErrorState title="Unable to load leeches" onRetry={() => void leeches.refetch()} retrying={leeches.isFetching} />
    );
  } else if (leeches.data.leeches.length === 0) {
    body = <p className="text-fg-muted">No leeches: no word has been forgotten {times(leeches.data.threshold)}.</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-border">
        {leeches.data.leeches.map((leech) => (
          <LeechRow
            key={leech.wordId}
            leech={leech}
            showDeck={!subDeckId}
            busy={act.isPending && act.variables?.wordId === leech.wordId}
            onKeep={() => act.mutate({ wordId: leech.wordId, action: "keep" })}
            onRelearn={() => setRelearning(leech)}
            onIgnore={() => act.mutate({ wordId: leech.wordId, action: "ignore" })}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="leeches-heading" className="mb-8">
      <h2 id="leeches-heading" className="mb-1 text-lg font-semibold">
        Leeches
      </h2>
      <p className="mb-3 text-sm text-fg-muted">
        Words you have forgotten {times(leeches.data?.threshold ?? 8)} or more since you learned them. Keep one to go on
        as it is, learn it again from new with a note or mnemonic, or ignore it. Hard Words starts with them.
      </p>
      <Card className="p-3 sm:p-4">{body}</Card>
      {relearning ? (
        <Suspense fallback={null}>
          <RelearnLeechDialog
            leech={relearning}
            pending={act.isPending}
            onOpenChange={(open) => {
              if (!open) setRelearning(null);
            }}
            onConfirm={(notes) =>
              act.mutate(
                { wordId: relearning.wordId, action: "relearn", notes },
                { onSuccess: () => setRelearning(null) },
              )
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}

interface LeechRowProps {
  leech: Leech;
  showDeck: boolean;
  busy: boolean;
  onKeep: () => void;
  onRelearn: () => void;
  onIgnore: () => void;
}

function LeechRow({ leech, showDeck, busy, onKeep, onRelearn, onIgnore }: LeechRowProps) {
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {leech.word}
          {leech.pinyin ? <span className="ml-2 text-sm font-normal text-fg-muted">{leech.pinyin}</span> : null}
        </p>
        <p className="text-sm break-words text-fg-muted">{leech.translation}</p>
        <p className="text-sm text-fg-muted">
          Forgotten {times(leech.lapses)}
          {showDeck ? ` · ${leech.deckName}` : ""}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" size="compact" onClick={onKeep} disabled={busy} aria-label={`Keep: ${leech.word}`}>
          Keep
        </Button>
        <Button size="compact" onClick={onRelearn} disabled={busy} aria-label={`Learn again: ${leech.word}`}>
          Learn again
        </Button>
        <Button
          variant="secondary"
          size="compact"
          onClick={onIgnore}
          disabled={busy}
          aria-label={`Ignore: ${leech.word}`}
        >
          Ignore
        </Button>
      </div>
    </li>
  );
}
