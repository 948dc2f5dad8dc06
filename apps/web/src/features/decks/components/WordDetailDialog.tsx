import { formatDueIn, recallChance } from "@app/domain/decks/coming-due";
import { canKeepNotes } from "@app/domain/decks/notes-rule";
import { canToggleIgnore, type WordStatus } from "@app/domain/decks/word-status";
import { messages } from "@app/domain/messages";
import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { MinedSentence } from "../../../components/ui/MinedSentence";
import { useReturnFocus } from "../../../components/ui/use-return-focus";
import { formatDateTime } from "../../../lib/format-date";
import { lazyNamed } from "../../../lib/lazy-named";
import { notify } from "../../../lib/toast";
import { PronunciationButton, recordingOf } from "../../audio";
import { notesSaveErrorMessage, useSaveWordNotes } from "../hooks/useSaveWordNotes";
import type { Word, WordProgress } from "../types";
import { NotesEditor } from "./NotesEditor";
import { WordStatusBadge } from "./WordStatusBadge";

// The curve and its chart library load when the learner opens it.
const ForgettingCurve = lazyNamed(() => import("./ForgettingCurve"), "ForgettingCurve");

function formatWhen(value: string | null): string {
  return value ? formatDateTime(value) : "—";
}

function formatNumber(value: number | null): string {
  return value === null || !Number.isFinite(value) ? "—" : value.toFixed(2);
}

interface WordDetailDialogProps {
  subDeckId: string;
  word: Word;
  /** The word's progress with pending ignore toggles applied; null when never studied. */
  progress: WordProgress | null;
  status: WordStatus;
  /** "Now" as the page counts it (the server's time of the last read), for the word's outlook. */
  now: Date;
  lang: string;
  /** The deck's language id, for the pronunciation audio. */
  languageId: string;
  onToggleIgnore: (wordId: number, ignored: boolean) => void;
  onOpenChange: (open: boolean) => void;
}

/** Everything about one word: status, schedule, counts, the ignore toggle and the notes. */
export function WordDetailDialog({
  subDeckId,
  word,
  progress,
  status,
  now,
  lang,
  languageId,
  onToggleIgnore,
  onOpenChange,
}: WordDetailDialogProps) {
  useReturnFocus();
  const saveNotes = useSaveWordNotes(subDeckId);

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={
        <span lang={lang} className="font-cjk text-3xl">
          {word.originalWord}
        </span>
      }
    >
      <div className="mb-4 flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1">
            {word.pinyin ? <p className="text-lg text-fg-muted">{word.pinyin}</p> : null}
            <p className="text-base">{word.translation || messages.decks.notApplicable}</p>
          </div>
          <PronunciationButton
            word={word.originalWord}
            languageId={languageId}
            speechLang={lang}
            recording={recordingOf(word)}
          />
        </div>
        <MinedSentence word={word} lang={lang} align="start" />
        <div className="mt-2">
          <WordStatusBadge status={status} />
        </div>
      </div>

      {progress ? (
        <WordSchedule progress={progress} status={status} now={now} />
      ) : (
        <p className="mb-4 text-sm text-fg-muted">You haven't studied this word yet.</p>
      )}

      {progress && canToggleIgnore(progress) ? (
        <IgnoreButton progress={progress} onToggle={() => onToggleIgnore(word.id, !progress.isIgnored)} />
      ) : null}

      {canKeepNotes(progress) ? (
        <NotesEditor
          notes={progress.userNotes}
          onSave={async (notes) => {
            try {
              await saveNotes.mutateAsync({ wordId: word.id, notes });
            } catch (error) {
              notify.error(notesSaveErrorMessage(error));
              throw error;
            }
          }}
        />
      ) : (
        <p className="rounded-card border border-dashed border-border p-4 text-sm text-fg-muted">
          {messages.notes.unavailable}
        </p>
      )}
    </Dialog>
  );
}

/** When the word comes back and how it has gone so far, with the scheduler's own figures folded away. */
function WordSchedule({ progress, status, now }: { progress: WordProgress; status: WordStatus; now: Date }) {
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-card bg-surface-muted p-4 text-sm">
      <p className="text-base font-medium" data-testid="word-outlook">
        {wordOutlook(progress, status, now)}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Detail term="Status">{status.label}</Detail>
        <Detail term="Next review">{formatWhen(progress.nextReview)}</Detail>
        <Detail term="Last review">{formatWhen(progress.lastReview)}</Detail>
        <Detail term="Correct / reviewed">
          {progress.correctCount} / {progress.reviewedCount}
        </Detail>
      </dl>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">Scheduler figures</summary>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 pt-1">
          <Detail term="Stability / difficulty">
            {formatNumber(progress.stability)} / {formatNumber(progress.difficulty)}
          </Detail>
          <Detail term="Reps / lapses">
            {progress.reps} / {progress.lapses}
          </Detail>
        </dl>
      </details>
      <CurveDetails progress={progress} now={now} />
    </div>
  );
}

/** The word's forgetting curve, drawn when opened (a word with a memory: a stability and a last review). */
function CurveDetails({ progress, now }: { progress: WordProgress; now: Date }) {
  const [open, setOpen] = useState(false);
  if (!progress.stability || !progress.lastReview) return null;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">Forgetting curve</summary>
      {open ? (
        <Suspense fallback={<p className="text-fg-muted">Loading the curve...</p>}>
          <ForgettingCurve
            stability={progress.stability}
            lastReview={progress.lastReview}
            nextReview={progress.nextReview}
            now={now}
          />
        </Suspense>
      ) : null}
    </details>
  );
}

/** Ignore the word (or mark it known), or take it back. */
function IgnoreButton({ progress, onToggle }: { progress: WordProgress; onToggle: () => void }) {
  return (
    <Button variant="secondary" className="mb-4 w-full sm:w-auto sm:self-start" onClick={onToggle}>
      {progress.isIgnored ? (
        <Eye aria-hidden="true" className="size-4" />
      ) : (
        <EyeOff aria-hidden="true" className="size-4" />
      )}
      {progress.isIgnored
        ? messages.decks.unignore
        : progress.markedKnown
          ? messages.decks.ignoreKnownWord
          : messages.decks.markAsKnown}
    </Button>
  );
}

/**
 * The word's outlook in the learner's words: when it comes back, and how likely it is remembered now
 * ("Next review in 3 days · recall chance 92 %"; a word in its building steps: "Next step in 4 min"; a
 * word marked "Already know": "Marked as known. Next review in 2 days · …").
 */
function wordOutlook(progress: WordProgress, status: WordStatus, now: Date): string {
  if (progress.isIgnored) return "Ignored: it is not scheduled for review.";
  const next = progress.nextReview ? new Date(progress.nextReview) : null;
  const chance = status.kind === "building" ? null : recallChance(progress, now);
  const when = !next
    ? "Not scheduled"
    : next.getTime() <= now.getTime()
      ? "Due now"
      : `${status.kind === "building" ? "Next step" : "Next review"} ${formatDueIn(next, now)}`;
  const outlook = chance === null ? when : `${when} · recall chance ${Math.round(chance * 100)} %`;
  return progress.markedKnown ? `${messages.decks.markedKnown}. ${outlook}` : outlook;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
