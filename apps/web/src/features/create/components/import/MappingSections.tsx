import { FileText } from "lucide-react";
import { SelectField } from "../../../../components/ui/SelectField";
import { SwitchField } from "../../../../components/ui/SwitchField";
import { TextField } from "../../../../components/ui/TextField";
import type { FieldErrors } from "../../../../lib/forms";
import type { SetMapping } from "../../hooks/useMappingForm";
import { countOf } from "../../lib/format";
import type { MappingDraft, MappingField } from "../../lib/import-mapping";
import type { ImportPreview } from "../../types";
import { LanguagePair } from "../form/LanguagePair";
import { VisibilityField } from "../form/VisibilityField";
import { AnkiDeckChoice } from "./AnkiDeckChoice";
import { ColumnSelect } from "./ColumnSelect";
import { FsrsOfferField } from "./FsrsOfferField";
import { MappingPreviewTable } from "./MappingPreviewTable";

interface SectionProps {
  preview: ImportPreview;
  draft: MappingDraft;
  errors: FieldErrors<MappingField>;
  set: SetMapping;
}

/** The uploaded file's name and what it holds. */
export function UploadedFile({ preview }: { preview: ImportPreview }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-border bg-surface p-4">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
      <div className="min-w-0">
        <p className="font-medium break-words">{preview.fileName}</p>
        <p className="text-sm text-fg-muted">
          {preview.kind === "anki"
            ? `${countOf(preview.notes, "note")} · ${countOf(preview.reviews, "review")}`
            : countOf(preview.notes, "line")}
        </p>
      </div>
    </div>
  );
}

const REQUIRED_COLUMNS = [
  { name: "term", label: "Term" },
  { name: "translation", label: "Translation" },
] as const;

/** Which column (or Anki field) holds the term, the translation and the reading. */
export function ColumnsFieldset({ preview, draft, errors, set }: SectionProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{preview.kind === "anki" ? "Fields" : "Columns"}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {REQUIRED_COLUMNS.map(({ name, label }) => (
          <ColumnSelect
            key={name}
            label={label}
            name={name}
            fields={preview.fields}
            value={draft[name]}
            onChange={(value) => set(name, value ?? 0)}
            error={errors[name]}
          />
        ))}
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
  );
}

/** For an Anki file: which of its decks, and whether each sub-deck becomes a deck of its own. */
export function AnkiDeckFieldset({
  preview,
  draft,
  set,
  onChoose,
}: Omit<SectionProps, "errors"> & { onChoose: (raw: string) => void }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">Anki deck</legend>
      <SelectField
        label="Which deck"
        name="ankiDeckId"
        value={draft.ankiDeckId === null ? "" : String(draft.ankiDeckId)}
        onChange={(event) => onChoose(event.target.value)}
        options={[
          { value: "", label: `All decks (${countOf(preview.notes, "note")})` },
          ...preview.decks.map((deck) => ({
            value: String(deck.id),
            // A deck counts the words it gives (notes with an empty field or a cloze are left out).
            label: `${deck.name} (${countOf(deck.words ?? deck.notes, "word")})`,
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
      <FsrsOfferField
        fsrs={preview.fsrs ?? null}
        checked={draft.adoptFsrs}
        onChange={(checked) => set("adoptFsrs", checked)}
      />
    </fieldset>
  );
}

/** The new deck's name, languages and visibility. */
export function NewDeckFieldset({
  draft,
  errors,
  set,
  onName,
  namedFromAnki = false,
}: Omit<SectionProps, "preview"> & {
  onName: (name: string) => void;
  /** Several decks are made, each named with its Anki path: no one name to type. */
  namedFromAnki?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{namedFromAnki ? "New decks" : "New deck"}</legend>
      {namedFromAnki ? (
        <p className="text-sm text-fg-muted" data-testid="names-from-anki">
          Each Anki deck becomes a deck of its own, named as in Anki (like “Japanese › Core 2k”).
        </p>
      ) : (
        <TextField
          label="Deck name"
          name="deckName"
          value={draft.deckName}
          onChange={(event) => onName(event.target.value)}
          error={errors.deckName}
          autoComplete="off"
        />
      )}
      <LanguagePair
        term={draft.termLanguage}
        translation={draft.translationLanguage}
        errors={errors}
        onTermChange={(code) => set("termLanguage", code)}
        onTranslationChange={(code) => set("translationLanguage", code)}
      />
      <VisibilityField
        value={draft.visibility}
        onChange={(visibility) => set("visibility", visibility)}
        error={errors.visibility}
      />
    </fieldset>
  );
}
