import { catalogueLanguageId } from "@app/domain/create/languages";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { SelectField } from "../../../components/ui/SelectField";
import { ApiError } from "../../../lib/api";
import { toggled } from "../../../lib/sets";
import { createTabPath, useOwnDecks } from "../../create";
import { addReaderWords } from "../api/add-reader-words";
import { type LearnRow, learnRows, picksOf } from "../lib/picks";
import type { ReaderPickResult, ReaderResponse } from "../types";

interface WordsToLearnProps {
  analysis: ReaderResponse;
  /** After words were added: read the text again (they are the learner's now). */
  onAdded: () => void;
}

function resultMessage(result: ReaderPickResult, deckName: string): string {
  const parts: string[] = [];
  const n = result.added.length;
  if (n > 0) parts.push(`Added ${n} ${n === 1 ? "word" : "words"} to ${deckName}.`);
  if (result.duplicates.length > 0) parts.push(`Already in your decks: ${result.duplicates.join(", ")}.`);
  for (const r of result.refused) parts.push(`${r.term}: ${r.reason}`);
  return parts.join(" ");
}

/** The text's words the learner does not know, most frequent first, to add to one of their own decks. */
export function WordsToLearn({ analysis, onAdded }: WordsToLearnProps) {
  const rows = useMemo(() => learnRows(analysis), [analysis]);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [meanings, setMeanings] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const decks = useOwnDecks();
  const choices = (decks.data ?? []).filter((d) => catalogueLanguageId(d.termLanguage) === analysis.languageId);
  const [deckId, setDeckId] = useState("");
  const deck = choices.find((d) => d.id === deckId) ?? choices[0];
  const add = useMutation({
    mutationFn: (picks: Parameters<typeof addReaderWords>[1]) => addReaderWords(deck!.id, picks),
    onSuccess: (result) => {
      if (result.added.length > 0) {
        setPicked(new Set());
        onAdded();
      }
    },
  });

  if (rows.length === 0) return <p className="text-fg-muted">You know every word of this text.</p>;
  const pickTop = (n: number) => setPicked(new Set(rows.slice(0, n).map((r) => r.key)));
  const toggle = (key: string) => setPicked((now) => toggled(now, key));
  const submit = () => {
    const { picks, missing: without } = picksOf(rows, picked, meanings);
    setMissing(without);
    if (picks.length > 0 && without.length === 0) add.mutate(picks);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => pickTop(5)}>
          Choose the 5 most frequent
        </Button>
        <Button variant="secondary" onClick={() => pickTop(20)}>
          Choose the 20 most frequent
        </Button>
      </div>
      <ul className="divide-y divide-border rounded-card border border-border">
        {rows.map((row) => (
          <LearnRowItem
            key={row.key}
            row={row}
            picked={picked.has(row.key)}
            meaning={meanings[row.key] ?? row.meaning}
            error={missing.includes(row.key) && picked.has(row.key) ? "Give each word its meaning." : undefined}
            onToggle={() => toggle(row.key)}
            onMeaning={(value) => setMeanings((m) => ({ ...m, [row.key]: value }))}
          />
        ))}
      </ul>
      {decks.isPending ? (
        <p className="text-sm text-fg-muted">Loading your decks…</p>
      ) : decks.isError ? (
        <FormNotice tone="error">Your decks could not be loaded.</FormNotice>
      ) : choices.length === 0 ? (
        <p className="text-fg-muted">
          To add words, make a deck in this language first: <Link to={createTabPath}>Create a deck</Link>.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Add to"
            className="min-w-56"
            value={deck?.id ?? ""}
            onChange={(e) => setDeckId(e.target.value)}
            options={choices.map((d) => ({ value: d.id, label: d.name }))}
          />
          <Button onClick={submit} loading={add.isPending} disabled={picked.size === 0}>
            {picked.size === 1 ? "Add 1 word" : `Add ${picked.size} words`}
          </Button>
        </div>
      )}
      {add.data ? <FormNotice tone="success">{resultMessage(add.data, deck?.name ?? "")}</FormNotice> : null}
      {add.error ? (
        <FormNotice tone="error">
          {add.error instanceof ApiError ? add.error.message : "The words could not be added. Try again."}
        </FormNotice>
      ) : null}
    </div>
  );
}

interface LearnRowItemProps {
  row: LearnRow;
  picked: boolean;
  meaning: string;
  error: string | undefined;
  onToggle: () => void;
  onMeaning: (value: string) => void;
}

function LearnRowItem({ row, picked, meaning, error, onToggle, onMeaning }: LearnRowItemProps) {
  const id = `learn-${row.key}`;
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2">
      <label htmlFor={id} className="flex min-w-40 flex-1 items-center gap-2">
        <input id={id} type="checkbox" className="size-5" checked={picked} onChange={onToggle} />
        <span className="font-medium">{row.term}</span>
        <span className="text-sm text-fg-muted">×{row.count}</span>
      </label>
      <div className="flex min-w-48 flex-1 flex-col">
        <input
          aria-label={`Meaning of ${row.term}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={meaning}
          placeholder="Meaning"
          onChange={(e) => onMeaning(e.target.value)}
          className="min-h-11 rounded-lg border border-border-strong bg-surface px-3 text-base text-fg"
        />
        {error ? (
          <span id={`${id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </span>
        ) : null}
      </div>
    </li>
  );
}
