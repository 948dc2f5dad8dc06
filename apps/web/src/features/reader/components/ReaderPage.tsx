import { languageDisplayName } from "@app/domain/decks/constants";
import { useMutation } from "@tanstack/react-query";
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
import { analyseText } from "../api/analyse-text";
import { nearestExamDay } from "../lib/forecast-day";
import { READER_TEXT_MAX, TEXT_FILE_TYPES, textFileProblem, textOfFile } from "../lib/text-file";
import type { ReaderQuery, ReaderResponse } from "../types";
import { ReaderResult } from "./ReaderResult";

const GUESS = "";

/** Today in the learner's time zone (YYYY-MM-DD). */
const localToday = () => new Date().toLocaleDateString("en-CA");

/**
 * /create/reader: a text (pasted or opened from a .txt, .srt or .vtt file) against the learner's memory: each
 * word coloured by it, the share recalled today and on a date, and the words that stand in the way.
 */
export function ReaderPage() {
  const [text, setText] = useState("");
  const [languageId, setLanguageId] = useState(GUESS);
  const [on, setOn] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // The last answer stays on screen while the text is read again (after words were added, another language).
  const [shown, setShown] = useState<{ query: ReaderQuery; result: ReaderResponse } | null>(null);
  const analyse = useMutation({
    mutationFn: (query: ReaderQuery) => analyseText(query),
    onSuccess: (result, query) => setShown({ query, result }),
  });
  const [asked, setAsked] = useState<ReaderQuery | null>(null);
  useDefaultForecastDay(on, setOn);

  const run = (query: ReaderQuery) => {
    setAsked(query);
    analyse.mutate(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === "") return setProblem("Paste a text to read.");
    if (trimmed.length > READER_TEXT_MAX) return setProblem("A text can have 50,000 characters at most.");
    setProblem(null);
    run({ text: trimmed, ...(languageId ? { languageId } : {}), ...(on ? { on } : {}) });
  };
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    const refused = textFileProblem(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    setText(textOfFile(file.name, await file.text()));
  };
  const error = analyse.error instanceof ApiError ? analyse.error : null;
  const result = shown?.result;
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
          value={text}
          onChange={(e) => setText(e.target.value)}
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
            value={languageId}
            onChange={(e) => {
              setLanguageId(e.target.value);
              if (asked)
                run({ ...asked, ...(e.target.value ? { languageId: e.target.value } : { languageId: undefined }) });
            }}
            options={[
              { value: GUESS, label: "Guess from the text" },
              ...(result?.languages ?? []).map((id) => ({ value: id, label: languageDisplayName(id) })),
            ]}
          />
          <TextField
            label="Forecast for"
            type="date"
            value={on}
            min={localToday()}
            onChange={(e) => setOn(e.target.value)}
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
        <ReaderResult
          text={shown.query.text}
          analysis={shown.result}
          on={shown.query.on ?? null}
          onAdded={() => run(shown.query)}
        />
      ) : null}
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
