import { languageDisplayName } from "@app/domain/decks/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { errorMessage } from "../../../lib/api";
import { formatDay } from "../../../lib/format-date";
import { deleteText, listTexts, type SavedTextSummary } from "../api/saved-texts";
import { readingsLine } from "../lib/saved-text-line";
import { readerKeys } from "../query-keys";

/** The learner's saved texts, last read first: each opens into the reader again, or is deleted (confirmed). */
export function SavedTexts({ onOpen, opening }: { onOpen: (id: string) => void; opening: string | null }) {
  const texts = useQuery({ queryKey: readerKeys.texts, queryFn: listTexts });
  if (texts.isPending) return <p className="text-sm text-fg-muted">Loading your texts…</p>;
  if (texts.isError) return <FormNotice tone="error">Your texts could not be loaded.</FormNotice>;
  if (texts.data.length === 0)
    return <p className="text-sm text-fg-muted">No saved texts yet: read one, then save it to follow your progress.</p>;
  return (
    <ul className="divide-y divide-border rounded-card border border-border">
      {texts.data.map((text) => (
        <SavedTextRow key={text.id} text={text} onOpen={() => onOpen(text.id)} opening={opening === text.id} />
      ))}
    </ul>
  );
}

function SavedTextRow({ text, onOpen, opening }: { text: SavedTextSummary; onOpen: () => void; opening: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteText(text.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerKeys.texts }),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2" aria-label={text.title}>
      <div className="min-w-48 flex-1">
        <p className="font-medium">{text.title}</p>
        <p className="text-sm text-fg-muted">
          {languageDisplayName(text.languageId)} · {readingsLine(text.readings)} · saved{" "}
          {formatDay(text.createdAt.slice(0, 10))}
        </p>
        {remove.isError ? (
          <FormNotice tone="error">{errorMessage(remove.error, "The text could not be deleted.")}</FormNotice>
        ) : null}
      </div>
      {confirming ? (
        <>
          <Button variant="danger" onClick={() => remove.mutate()} loading={remove.isPending}>
            Delete “{text.title}”
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <>
          <Button variant="secondary" onClick={onOpen} loading={opening}>
            Open
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </>
      )}
    </li>
  );
}
