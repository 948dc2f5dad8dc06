import { type OwnDeckValues, ownDeckInputSchema, WRITING_LANGUAGE } from "@app/domain/create/own-deck";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { FormNotice } from "../../../../components/ui/FormNotice";
import { SwitchField } from "../../../../components/ui/SwitchField";
import { TextAreaField } from "../../../../components/ui/TextAreaField";
import { TextField } from "../../../../components/ui/TextField";
import { errorMessage } from "../../../../lib/api";
import { checkForm, type FieldErrors, showServerErrors } from "../../../../lib/forms";
import type { Visibility } from "../../types";
import { LanguagePair } from "./LanguagePair";
import { VisibilityField } from "./VisibilityField";

export interface DeckFormValues {
  name: string;
  description: string;
  termLanguage: string;
  translationLanguage: string;
  hasReading: boolean;
  writing: boolean;
  visibility: Visibility;
}

export const EMPTY_DECK_FORM: DeckFormValues = {
  name: "",
  description: "",
  termLanguage: "",
  translationLanguage: "en",
  hasReading: false,
  writing: false,
  visibility: "private",
};

const FIELDS = [
  "name",
  "description",
  "termLanguage",
  "translationLanguage",
  "hasReading",
  "writing",
  "visibility",
] as const;
type Field = (typeof FIELDS)[number];

interface DeckFormProps {
  initial: DeckFormValues;
  submitLabel: string;
  /** Saves the values; a rejection (ApiError) is shown on the form, which keeps what was typed. */
  onSubmit: (values: OwnDeckValues) => Promise<void>;
  onCancel: () => void;
}

/** The deck form's values and errors; `submit` checks them with the server's own schema, then saves. */
function useDeckForm(initial: DeckFormValues, onSubmit: DeckFormProps["onSubmit"]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof DeckFormValues>(key: K, value: DeckFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const view = { form: formRef.current, fields: FIELDS, show: setErrors };
    const checked = checkForm(ownDeckInputSchema, values, view);
    if (!checked) return;
    setSaving(true);
    try {
      await onSubmit(checked);
    } catch (error) {
      if (!showServerErrors(error, view)) {
        setFailure(errorMessage(error, "The deck could not be saved. Check your connection and try again."));
      }
      setSaving(false);
    }
  };

  /** A text field's wiring: its name, value, change and error. */
  const bind = (key: "name" | "description") => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  });
  return { formRef, values, errors, failure, saving, set, bind, submit };
}

/** A deck's settings: checked with the server's own schema before sending, the server's answer shown in place. */
export function DeckForm({ initial, submitLabel, onSubmit, onCancel }: DeckFormProps) {
  const { formRef, values, errors, failure, saving, set, bind, submit } = useDeckForm(initial, onSubmit);
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label="Name" {...bind("name")} autoComplete="off" required />
      <TextAreaField label="Description (optional)" {...bind("description")} rows={3} />
      <LanguagePair
        term={values.termLanguage}
        translation={values.translationLanguage}
        errors={errors}
        onTermChange={(code) => {
          set("termLanguage", code);
          // Writing practice is offered for Chinese terms only; another language turns it off.
          if (code !== WRITING_LANGUAGE) set("writing", false);
        }}
        onTranslationChange={(code) => set("translationLanguage", code)}
      />
      <SwitchField
        label="Reading column (pinyin, kana, romanisation)"
        checked={values.hasReading}
        onChange={(checked) => set("hasReading", checked)}
        hint="A third column shown with each term."
      />
      {values.termLanguage === WRITING_LANGUAGE ? (
        <div>
          <SwitchField
            label="Writing practice"
            checked={values.writing}
            onChange={(checked) => set("writing", checked)}
            hint="Every test is writing the characters."
          />
          {errors.writing ? <p className="mt-1.5 text-sm text-danger">{errors.writing}</p> : null}
        </div>
      ) : null}
      <VisibilityField
        value={values.visibility}
        onChange={(visibility) => set("visibility", visibility)}
        error={errors.visibility}
      />
      <FormNotice tone="error">{failure}</FormNotice>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
