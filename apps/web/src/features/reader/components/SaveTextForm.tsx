import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { ApiError, errorMessage } from "../../../lib/api";
import { saveText } from "../api/saved-texts";
import { titleFrom } from "../lib/saved-text-line";
import { readerKeys } from "../query-keys";

interface SaveTextFormProps {
  text: string;
  languageId: string;
  /** The text was saved: further readings are recorded on it. */
  onSaved: (id: string) => void;
}

/** Keeps the text read (private to the learner) to read again and see its comprehension over time. */
export function SaveTextForm({ text, languageId, onSaved }: SaveTextFormProps) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(() => titleFrom(text));
  const save = useMutation({
    mutationFn: () => saveText({ title, languageId, text }),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: readerKeys.texts });
      onSaved(id);
    },
  });
  const fieldError = save.error instanceof ApiError ? save.error.fields?.title : undefined;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <TextField
        label="Title"
        className="min-w-56 flex-1"
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
        error={
          fieldError ??
          (save.isError && !fieldError ? errorMessage(save.error, "The text could not be saved.") : undefined)
        }
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        Save text
      </Button>
    </form>
  );
}
