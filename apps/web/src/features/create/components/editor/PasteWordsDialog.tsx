import { useDeferredValue, useMemo, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../../components/ui/Dialog";
import { FormNotice } from "../../../../components/ui/FormNotice";
import { ProgressBar } from "../../../../components/ui/ProgressBar";
import { TextAreaField } from "../../../../components/ui/TextAreaField";
import { useReturnFocus } from "../../../../components/ui/use-return-focus";
import { useAddPastedWords, useWholeDeckLoaded } from "../../hooks/usePasteWords";
import { countOf } from "../../lib/format";
import { type PastePreview, readPastedLines } from "../../lib/paste-lines";
import type { OwnWord, WordInput } from "../../types";
import { PastePreviewTable } from "./PastePreviewTable";

interface PasteWordsDialogProps {
  hasReading: boolean;
  /** The deck's words loaded so far (all of them once `loadAll` has run). */
  existing: readonly OwnWord[];
  deckSize: number;
  loadAll: () => Promise<unknown>;
  addWords: (words: WordInput[], onProgress?: (added: number) => void) => Promise<OwnWord[]>;
  onClose: () => void;
}

/**
 * Paste many lines: read as they are typed, every line shown with what it becomes or why it is left
 * out. Nothing is saved until "Add N words"; a failure keeps the text (the words already added are then
 * marked as in the deck, so trying again doesn't add them twice).
 */
export function PasteWordsDialog({
  hasReading,
  existing,
  deckSize,
  loadAll,
  addWords,
  onClose,
}: PasteWordsDialogProps) {
  useReturnFocus();
  const [text, setText] = useState("");
  const [onlyProblems, setOnlyProblems] = useState(false);
  const { checking, checkFailed } = useWholeDeckLoaded(loadAll);
  const { adding, failure, add: addGood } = useAddPastedWords(addWords, onClose);

  const deferredText = useDeferredValue(text);
  const preview = useMemo(
    () => readPastedLines(deferredText, { hasReading, existing, deckSize }),
    [deferredText, hasReading, existing, deckSize],
  );
  const problems = preview.lines.filter((line) => line.problem !== null).length;
  const shownLines = onlyProblems ? preview.lines.filter((line) => line.problem !== null) : preview.lines;

  // Read again from the text as it is now: the preview may be a keystroke behind.
  const add = () => addGood(readPastedLines(text, { hasReading, existing, deckSize }).good);

  const columns = hasReading ? "term, translation, reading" : "term, translation";
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || adding ? undefined : onClose())}
      title="Paste many lines"
      description={`One word a line: ${columns}, separated by a tab, comma or semicolon. Nothing is saved until you add the words.`}
    >
      <div className="flex flex-col gap-3">
        <TextAreaField
          label="Lines"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={8}
          spellCheck={false}
          disabled={adding !== null}
        />
        <PasteSummary preview={preview} problems={problems} checking={checking} />
        {checkFailed ? (
          <FormNotice tone="error">
            The words already in the deck could not be read, so repeats may slip through.
          </FormNotice>
        ) : null}
        {preview.lines.length > 0 ? (
          <>
            {problems > 0 ? (
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={onlyProblems}
                  onChange={(event) => setOnlyProblems(event.target.checked)}
                  className="size-4 accent-primary"
                />
                Only lines left out
              </label>
            ) : null}
            <PastePreviewTable lines={shownLines} hasReading={hasReading} />
          </>
        ) : null}
        {adding ? (
          <ProgressBar
            value={(adding.done / adding.of) * 100}
            label="Adding the words"
            valueText={`${adding.done} of ${adding.of}`}
          />
        ) : null}
        <FormNotice tone="error">{failure}</FormNotice>
        <DialogActions className="mt-1 gap-3" busy={adding !== null}>
          <Button onClick={add} loading={adding !== null} disabled={checking || preview.good.length === 0}>
            Add {countOf(preview.good.length, "word")}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

/** What the pasted lines make: the separator found, the words ready, the lines left out. */
function PasteSummary({ preview, problems, checking }: { preview: PastePreview; problems: number; checking: boolean }) {
  return (
    <p aria-live="polite" className="text-sm text-fg-muted">
      {preview.lines.length === 0
        ? "Paste or type lines above."
        : [
            preview.separator ? `Separated by ${preview.separator}` : "No tab, comma or semicolon found",
            `${countOf(preview.good.length, "word")} ready`,
            problems > 0 ? `${countOf(problems, "line")} left out` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
      {checking ? " · Checking the words already in the deck…" : null}
    </p>
  );
}
