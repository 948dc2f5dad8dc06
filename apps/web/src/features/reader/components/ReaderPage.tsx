import { languageDisplayName } from "@app/domain/decks/constants";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { BackLink } from "../../../components/ui/BackLink";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PageHeading } from "../../../components/ui/PageHeading";
import { SelectField } from "../../../components/ui/SelectField";
import { TextAreaField } from "../../../components/ui/TextAreaField";
import { TextField } from "../../../components/ui/TextField";
import { ApiError } from "../../../lib/api";
import { createTabPath } from "../../create";
import { useExamPlanStatuses } from "../../exam-plans";
import { useReader } from "../hooks/useReader";
import { nearestExamDay } from "../lib/forecast-day";
import { READER_TEXT_MAX, TEXT_FILE_TYPES, textFileProblem, textOfFile } from "../lib/text-file";
import { ReaderResult } from "./ReaderResult";
import { SavedTexts } from "./SavedTexts";
import { SaveTextForm } from "./SaveTextForm";

/** Today in the learner's time zone (YYYY-MM-DD). */
const localToday = () => new Date().toLocaleDateString("en-CA");

/**
 * /create/reader: a text (pasted or opened from a .txt, .srt or .vtt file) against the learner's memory: each
 * word coloured by it, the share recalled today and on a date, and the words that stand in the way; texts kept
 * to read again, with their comprehension over time.
 */
export function ReaderPage() {
  const reader = useReader();
  const { analyse, shown, asked } = reader;
  const [problem, setProblem] = useState<string | null>(null);
  useDefaultForecastDay(reader.on, reader.setOn);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reader.text.trim();
    if (trimmed === "") return setProblem("Paste a text to read.");
    if (trimmed.length > READER_TEXT_MAX) return setProblem("A text can have 50,000 characters at most.");
    setProblem(null);
    const { languageId, on, textId } = reader;
    reader.run({
      text: trimmed,
      ...(languageId ? { languageId } : {}),
      ...(on ? { on } : {}),
      ...(textId ? { textId } : {}),
    });
  };
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    const refused = textFileProblem(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    reader.editText(textOfFile(file.name, await file.text()));
  };
  const chooseLanguage = (value: string) => {
    reader.setLanguageId(value);
    if (asked) reader.run({ ...asked, languageId: value || undefined });
  };
  const error = analyse.error instanceof ApiError ? analyse.error : null;
  const fieldError = problem ?? error?.fields?.text;

  return (
    <>
      <BackLink to={createTabPath} className="mb-2">
        Create
      </BackLink>
      <PageHeading subtitle="See how much of a text you will understand, today and on the day you need it.">
        Read a text
      </PageHeading>
      <form onSubmit={submit} className="mb-8 space-y-4" noValidate>
        <TextAreaField
          label="Text"
          rows={8}
          value={reader.text}
          onChange={(e) => reader.editText(e.target.value)}
          error={fieldError}
          placeholder="Paste a paragraph, an article or a film's subtitles."
        />
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            Open a file (.txt, .srt, .vtt)
            <input
              type="file"
              accept={TEXT_FILE_TYPES.join(",")}
              className="text-sm"
              onChange={(e) => void openFile(e.target.files?.[0])}
            />
          </label>
          <SelectField
            label="Language"
            className="min-w-48"
            value={reader.languageId}
            onChange={(e) => chooseLanguage(e.target.value)}
            options={[
              { value: "", label: "Guess from the text" },
              ...(shown?.result.languages ?? []).map((id) => ({ value: id, label: languageDisplayName(id) })),
            ]}
          />
          <TextField
            label="Forecast for"
            type="date"
            value={reader.on}
            min={localToday()}
            onChange={(e) => reader.setOn(e.target.value)}
            error={error?.fields?.on}
          />
          <Button type="submit" loading={analyse.isPending}>
            Read
          </Button>
        </div>
        {error && !error.fields?.text && !error.fields?.on ? (
          <FormNotice tone="error">{error.message}</FormNotice>
        ) : null}
        {analyse.error && !error ? (
          <FormNotice tone="error">The text could not be read. Check your connection and try again.</FormNotice>
        ) : null}
      </form>
      {shown ? (
        <div className="space-y-6">
          {reader.textId ? (
            <p className="text-sm text-fg-muted">Saved: each reading of this text is kept with it.</p>
          ) : (
            <SaveTextForm
              key={shown.query.text}
              text={shown.query.text}
              languageId={shown.result.languageId}
              onSaved={reader.saved}
            />
          )}
          <ReaderResult
            text={shown.query.text}
            analysis={shown.result}
            on={shown.query.on ?? null}
            onAdded={() => reader.run(shown.query)}
          />
        </div>
      ) : null}
      <section aria-labelledby="reader-saved-heading" className="mt-10 space-y-2">
        <h2 id="reader-saved-heading" className="text-xl font-semibold">
          Your texts
        </h2>
        <SavedTexts
          onOpen={(id) => reader.open.mutate(id)}
          opening={reader.open.isPending ? (reader.open.variables ?? null) : null}
        />
      </section>
    </>
  );
}

/** Fills the forecast day, once, with the nearest exam date of the learner's plans. */
function useDefaultForecastDay(on: string, setOn: (day: string) => void) {
  const statuses = useExamPlanStatuses();
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || on || !statuses.data) return;
    filled.current = true;
    const day = nearestExamDay(
      statuses.data.items.map((i) => i.status.examDate),
      localToday(),
    );
    if (day) setOn(day);
  }, [on, setOn, statuses.data]);
}
