import { Button } from "../../../../components/ui/Button";
import { FormNotice } from "../../../../components/ui/FormNotice";
import { useMappingForm } from "../../hooks/useMappingForm";
import type { ImportPreview, ImportPreviewDeck } from "../../types";
import { ImportProblems } from "./ImportProblems";
import { AnkiDeckFieldset, ColumnsFieldset, NewDeckFieldset, UploadedFile } from "./MappingSections";

/**
 * After the upload: which columns hold what, how the new deck is set up, and (for Anki) which deck.
 * "Import" sends the uploaded file's id with these choices; the import then runs on the server.
 */
export function MappingStep({ preview, onAnotherFile }: { preview: ImportPreview; onAnotherFile: () => void }) {
  const form = useMappingForm(preview);
  const { draft, errors, set } = form;
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} className="flex max-w-3xl flex-col gap-6">
      <UploadedFile preview={preview} />
      <ImportProblems problems={preview.problems} />
      <ColumnsFieldset preview={preview} draft={draft} errors={errors} set={set} />
      {preview.kind === "anki" && preview.decks.length > 0 ? (
        <AnkiDeckFieldset preview={preview} draft={draft} set={set} onChoose={form.chooseAnkiDeck} />
      ) : null}
      <NewDeckFieldset
        draft={draft}
        errors={errors}
        set={set}
        onName={form.nameDeck}
        namedFromAnki={eachAnkiDeckNamed(preview, draft)}
      />
      <FormNotice tone="error">{form.failure}</FormNotice>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onAnotherFile} disabled={form.sending}>
          Choose another file
        </Button>
        <Button type="submit" loading={form.sending}>
          Import
        </Button>
      </div>
    </form>
  );
}

/**
 * Whether the import makes several decks, each named with its Anki path: sub-decks as decks of their own and
 * more than one deck with words in the choice (the deck picked and its sub-decks, those ticked), as the
 * server decides; one deck takes the typed name.
 */
function eachAnkiDeckNamed(
  preview: ImportPreview,
  draft: { subDecksAsSets: boolean; ankiDecks: number[] | null; ankiDeckId: number | null },
) {
  if (preview.kind !== "anki" || !draft.subDecksAsSets) return false;
  const root = preview.decks.find((deck) => deck.id === draft.ankiDeckId);
  const inTree = (deck: ImportPreviewDeck) => !root || deck.id === root.id || deck.name.startsWith(`${root.name}::`);
  const chosen = preview.decks.filter(
    (deck) =>
      deck.id !== null &&
      inTree(deck) &&
      (draft.ankiDecks === null || draft.ankiDecks.includes(deck.id)) &&
      (deck.words ?? deck.notes) > 0,
  );
  return chosen.length > 1;
}
