import type { LeechAction } from "@app/domain/study/leeches";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { leechKeys } from "../../../shared/query-keys";
import { actOnLeech } from "../api/act-on-leech";
import { getLeeches } from "../api/get-leeches";

export function useLeeches(subDeckId?: string) {
  return useQuery({ queryKey: leechKeys.list(subDeckId), queryFn: () => getLeeches(subDeckId) });
}

/** The learner's choice for a leech; every leech list is read again, and `onChanged` runs (the page's own data). */
export function useLeechAction(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { wordId: number; action: LeechAction; notes?: string | null }) =>
      actOnLeech(input.wordId, input.action, input.notes),
    onSuccess: (result) => {
      notify.success(result.message);
      void queryClient.invalidateQueries({ queryKey: leechKeys.all });
      onChanged?.();
    },
    onError: (error) => notify.error(errorMessage(error, "Failed to update the word")),
  });
}
