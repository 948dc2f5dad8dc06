import {
  type DeckScheduling,
  type DeckSchedulingResponse,
  deckSchedulingSchema,
} from "@app/domain/decks/deck-scheduling";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { checkForm, type FieldErrors, fieldErrorsFromApi } from "../../../lib/forms";
import { useSaveDeckScheduling } from "../hooks/useDeckScheduling";
import { percent } from "./RetentionChoicesChart";

const FIELDS = ["desiredRetention", "newPerDay", "reviewsPerDay"] as const;
type Field = (typeof FIELDS)[number];
type Texts = Record<Field, string>;

const SAVE_FAILED = "Could not save the deck's scheduling. Try again.";

/** The saved values as the form shows them: retention in per cent, empty for a default or no limit. */
function textsOf(saved: DeckSchedulingResponse): Texts {
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    desiredRetention: saved.desiredRetention === null ? "" : String(Math.round(saved.desiredRetention * 1000) / 10),
    newPerDay: text(saved.newPerDay),
    reviewsPerDay: text(saved.reviewsPerDay),
  };
}

/** The form's texts as the schema reads them (a blank is null; text that is not a number stays text, to be refused). */
function valuesOf(texts: Texts): Record<Field, unknown> {
  const read = (s: string, scale = 1) => {
    const trimmed = s.trim().replace(/\s*%$/, "");
    if (trimmed === "") return null;
    const n = Number(trimmed);
    return Number.isFinite(n) ? Math.round((n / scale) * 1000) / 1000 : trimmed;
  };
  return {
    desiredRetention: read(texts.desiredRetention, 100),
    newPerDay: read(texts.newPerDay),
    reviewsPerDay: read(texts.reviewsPerDay),
  };
}

/** The deck's desired retention and daily limits: save, or reset to the learner's defaults. */
export function DeckSchedulingForm({ subDeckId, saved }: { subDeckId: string; saved: DeckSchedulingResponse }) {
  const save = useSaveDeckScheduling(subDeckId);
  const form = useRef<HTMLFormElement>(null);
  const [texts, setTexts] = useState<Texts>(() => textsOf(saved));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const submit = (values: DeckScheduling, done: string) => {
    setNotice(null);
    save.mutate(values, {
      onSuccess: (result) => {
        setTexts(textsOf(result));
        setNotice({ tone: "success", text: done });
      },
      onError: (error) => {
        const fromServer = fieldErrorsFromApi(error, FIELDS);
        setErrors(fromServer);
        setNotice({ tone: "error", text: errorMessage(error, SAVE_FAILED) });
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = checkForm(deckSchedulingSchema, valuesOf(texts), {
      form: form.current,
      fields: FIELDS,
      show: setErrors,
    });
    if (values) submit(values, "Saved. This deck's next reviews follow these settings.");
  };
  const field = (name: Field) => ({
    name,
    value: texts[name],
    error: errors[name],
    inputMode: "decimal" as const,
    onChange: (event: { target: { value: string } }) => setTexts((t) => ({ ...t, [name]: event.target.value })),
  });

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Desired retention (%)"
        {...field("desiredRetention")}
        hint={`From 70 to 97. Empty: your default, ${percent(saved.defaultRetention)}.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New words a day" {...field("newPerDay")} inputMode="numeric" hint="Empty: no limit." />
        <TextField label="Reviews a day" {...field("reviewsPerDay")} inputMode="numeric" hint="Empty: no limit." />
      </div>
      <FormNotice tone={notice?.tone ?? "success"}>{notice?.text}</FormNotice>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={save.isPending}
          onClick={() => {
            setErrors({});
            submit({ desiredRetention: null, newPerDay: null, reviewsPerDay: null }, "Back to your defaults.");
          }}
        >
          Reset to default
        </Button>
      </div>
    </form>
  );
}
