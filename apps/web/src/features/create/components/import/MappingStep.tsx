import { FileText } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../../components/ui/Button";
import { FormNotice } from "../../../../components/ui/FormNotice";
import { SelectField } from "../../../../components/ui/SelectField";
import { SwitchField } from "../../../../components/ui/SwitchField";
import { TextField } from "../../../../components/ui/TextField";
import { errorMessage } from "../../../../lib/api";
import { type FieldErrors, fieldErrorsFromApi, focusFirstInvalid, hasErrors } from "../../../../lib/forms";
import { startImport } from "../../api/start-import";
import { countOf } from "../../lib/format";
import {
  checkMapping,
  initialMapping,
  MAPPING_FIELDS,
  type MappingDraft,
  type MappingField,
} from "../../lib/import-mapping";
import { importStatusPath } from "../../lib/paths";
import type { ImportPreview } from "../../types";
import { LanguagePicker } from "../form/LanguagePicker";
import { VisibilityField } from "../form/VisibilityField";
import { AnkiDeckChoice } from "./AnkiDeckChoice";
import { ColumnSelect } from "./ColumnSelect";
import { ImportProblems } from "./ImportProblems";
import { MappingPreviewTable } from "./MappingPreviewTable";

/**
 * After the upload: which columns hold what, how the new deck is set up, and (for Anki) which deck.
 * "Import" sends the uploaded file's id with these choices; the import then runs on the server.
 */
export function MappingStep({ preview, onAnotherFile }: { preview: ImportPreview; onAnotherFile: () => void }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<MappingDraft>(() => initialMapping(preview));
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<MappingField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const anki = preview.kind === "anki";

  const set = <K extends keyof MappingDraft>(key: K, value: MappingDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const chooseAnkiDeck = (raw: string) => {
    const deckId = raw === "" ? null : Number(raw);
    set("ankiDeckId", deckId);
    // Until the learner names the deck, it follows the Anki deck chosen.
    const chosen = preview.decks.find((deck) => deck.id === deckId);
    if (!nameTouched) set("deckName", chosen ? chosen.name : initialMapping(preview).deckName);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkMapping(draft, preview.kind);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current, MAPPING_FIELDS, checked.errors);
      return;
    }
    setSending(true);
    try {
      const { id } = await startImport(preview.previewId, checked.mapping);
      navigate(importStatusPath(id));
    } catch (error) {
      const fromServer = fieldErrorsFromApi(error, MAPPING_FIELDS);
      setErrors(fromServer);
      if (!hasErrors(fromServer)) {
        setFailure(errorMessage(error, "The import could not start. Check your connection and try again."));
      }
      setSending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <div className="flex items-start gap-3 rounded-card border border-border bg-surface p-4">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
        <div className="min-w-0">
          <p className="font-medium break-words">{preview.fileName}</p>
          <p className="text-sm text-fg-muted">
            {anki
              ? `${countOf(preview.notes, "note")} · ${countOf(preview.reviews, "review")}`
              : countOf(preview.notes, "line")}
          </p>
        </div>
      </div>
      <ImportProblems problems={preview.problems} />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{anki ? "Fields" : "Columns"}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <ColumnSelect
            label="Term"
            name="term"
            fields={preview.fields}
            value={draft.term}
            onChange={(value) => set("term", value ?? 0)}
            error={errors.term}
          />
          <ColumnSelect
            label="Translation"
            name="translation"
            fields={preview.fields}
            value={draft.translation}
            onChange={(value) => set("translation", value ?? 0)}
            error={errors.translation}
          />
          <ColumnSelect
            label="Reading (optional)"
            name="reading"
            optional
            fields={preview.fields}
            value={draft.reading}
            onChange={(value) => set("reading", value)}
            error={errors.reading}
          />
        </div>
        {preview.rows.length > 0 ? (
          <MappingPreviewTable
            preview={preview}
            term={draft.term}
            translation={draft.translation}
            reading={draft.reading}
          />
        ) : null}
      </fieldset>

      {anki && preview.decks.length > 0 ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Anki deck</legend>
          <SelectField
            label="Which deck"
            name="ankiDeckId"
            value={draft.ankiDeckId === null ? "" : String(draft.ankiDeckId)}
            onChange={(event) => chooseAnkiDeck(event.target.value)}
            options={[
              { value: "", label: `All decks (${countOf(preview.notes, "note")})` },
              ...preview.decks.map((deck) => ({
                value: String(deck.id),
                label: `${deck.name} (${countOf(deck.notes, "note")})`,
              })),
            ]}
          />
          <SwitchField
            label="Each sub-deck as its own deck"
            checked={draft.subDecksAsSets}
            onChange={(checked) => set("subDecksAsSets", checked)}
            hint="Named with its path, like “Spanish › Verbs”. Otherwise the whole choice becomes one deck."
          />
          <AnkiDeckChoice decks={preview.decks} chosen={draft.ankiDecks} onChange={(ids) => set("ankiDecks", ids)} />
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">New deck</legend>
        <TextField
          label="Deck name"
          name="deckName"
          value={draft.deckName}
          onChange={(event) => {
            setNameTouched(true);
            set("deckName", event.target.value);
          }}
          error={errors.deckName}
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <LanguagePicker
            label="Term language"
            name="termLanguage"
            value={draft.termLanguage}
            onChange={(code) => set("termLanguage", code)}
            error={errors.termLanguage}
          />
          <LanguagePicker
            label="Translation language"
            name="translationLanguage"
            value={draft.translationLanguage}
            onChange={(code) => set("translationLanguage", code)}
            error={errors.translationLanguage}
          />
        </div>
        <VisibilityField
          value={draft.visibility}
          onChange={(visibility) => set("visibility", visibility)}
          error={errors.visibility}
        />
      </fieldset>

      <FormNotice tone="error">{failure}</FormNotice>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onAnotherFile} disabled={sending}>
          Choose another file
        </Button>
        <Button type="submit" loading={sending}>
          Import
        </Button>
      </div>
    </form>
  );
}
