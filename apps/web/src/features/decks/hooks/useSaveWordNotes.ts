import { messages } from "@app/domain/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { deckKeys } from "../../../shared/query-keys";
import { refreshCopyAfterSave } from "../../offline";
import { saveWordNotes } from "../api/save-word-notes";
import { applyNotes } from "../lib/deck-progress-logic";
import type { DeckProgress } from "../types";

/** Saves a word's notes and puts them into the cached deck progress. */
export function useSaveWordNotes(subDeckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wordId, notes }: { wordId: number; notes: string | null }) => saveWordNotes(wordId, notes),
    onSuccess: (result) => {
      queryClient.setQueryData<DeckProgress>(deckKeys.progress(subDeckId), (data) =>
        data ? applyNotes(data, result.wordId, result.notes) : data,
      );
      refreshCopyAfterSave(subDeckId);
    },
  });
}

/** The text to show for a failed save: the server's ('Notes cannot exceed 500 characters', …) or the spec's generic one. */
export function notesSaveErrorMessage(error: unknown): string {
  return errorMessage(error, messages.notes.saveFailed);
}
