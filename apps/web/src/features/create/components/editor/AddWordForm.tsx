import { Plus } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import type { FieldErrors } from "../../../../lib/forms";
import { checkWord, EMPTY_WORD, refusedWord, type WordDraft, type WordField } from "../../lib/word-form";
import type { OwnWord, WordInput } from "../../types";
import { WordCells } from "./WordCells";

interface AddWordFormProps {
  hasReading: boolean;
  addWords: (words: WordInput[]) => Promise<OwnWord[]>;
}

/**
 * The inline add row: Enter adds the word and puts the cursor back in the term, ready for the next.
 * A refused word stays in the fields with the reason beside it.
 */
export function AddWordForm({ hasReading, addWords }: AddWordFormProps) {
  const termRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<WordDraft>(EMPTY_WORD);
  const [errors, setErrors] = useState<FieldErrors<WordField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const checked = checkWord(draft, hasReading);
    if (!checked.ok) {
      setErrors(checked.errors);
      termRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await addWords([checked.word]);
      setAdded(`Added “${checked.word.term}”`);
      setDraft(EMPTY_WORD);
      setErrors({});
    } catch (error) {
      const refused = refusedWord(error, "The word could not be added. Check your connection and try again.");
      setErrors(refused.errors);
      setFailure(refused.failure);
    } finally {
      setSaving(false);
      termRef.current?.focus();
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Add a word"
      noValidate
      className="flex flex-col gap-2 rounded-lg border border-dashed border-border-strong p-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <WordCells
        draft={draft}
        hasReading={hasReading}
        errors={errors}
        termRef={termRef}
        onChange={(field, value) => {
          setDraft((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <Button type="submit" loading={saving} className="shrink-0">
        <Plus aria-hidden="true" className="size-4" />
        Add
      </Button>
      <p aria-live="polite" className="sr-only">
        {added}
      </p>
      {failure ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
