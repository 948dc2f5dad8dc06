import type { ExamPlanRequest } from "@app/domain/planning/exam-goal";
import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { examPlanKeys } from "../../../shared/query-keys";
import { copyFallbackOptions, refreshCopyAfterSave } from "../../offline";
import { getExamPlan } from "../api/get-exam-plan";
import { getExamPlanStatuses } from "../api/get-exam-plan-statuses";
import { previewExamPlan } from "../api/preview-exam-plan";
import { removeExamPlan } from "../api/remove-exam-plan";
import { saveExamPlan } from "../api/save-exam-plan";

/** The deck's plan; offline, the one its copy kept, read again from the server once the network is back. */
export function useExamPlan(subDeckId: string, enabled = true) {
  return useQuery({
    queryKey: examPlanKeys.plan(subDeckId),
    queryFn: () => getExamPlan(subDeckId),
    enabled,
    ...copyFallbackOptions<{ plan: ExamPlanView | null }>(5 * 60_000),
  });
}

/** The planner's answer for the goal being typed (null: the goal is not complete yet). */
export function useExamPlanPreview(subDeckId: string, goal: ExamPlanRequest | null) {
  return useQuery({
    queryKey: examPlanKeys.preview(subDeckId, goal ?? { examDate: "", targetPercent: 0, minutesCap: 0 }),
    queryFn: () => previewExamPlan(subDeckId, goal!),
    enabled: goal !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** Every planned deck's status (Home's cards read it from one request). */
export function useExamPlanStatuses(enabled = true) {
  return useQuery({ queryKey: examPlanKeys.statuses, queryFn: getExamPlanStatuses, enabled });
}

export function useSaveExamPlan(subDeckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExamPlanRequest) => saveExamPlan(subDeckId, request),
    onSuccess: (answer) => {
      queryClient.setQueryData(examPlanKeys.plan(subDeckId), answer);
      // The plan sets how many new words Learn New brings: the deck's copy on this device follows it.
      refreshCopyAfterSave(subDeckId);
    },
    // Other decks' plans change too when decks are planned together (or leave a plan).
    onSettled: () => invalidateOthers(queryClient, subDeckId),
  });
}

export function useRemoveExamPlan(subDeckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeExamPlan(subDeckId),
    onSuccess: () => {
      queryClient.setQueryData(examPlanKeys.plan(subDeckId), { plan: null });
      refreshCopyAfterSave(subDeckId);
    },
    // The decks planned with this one lose the plan too.
    onSettled: () => invalidateOthers(queryClient, subDeckId),
  });
}

/** Every plan query but this deck's own (just set) and the previews. */
function invalidateOthers(queryClient: QueryClient, subDeckId: string) {
  const own = examPlanKeys.plan(subDeckId);
  return queryClient.invalidateQueries({
    queryKey: examPlanKeys.all,
    predicate: (query) => query.queryKey[1] !== "preview" && query.queryKey.join("/") !== own.join("/"),
  });
}
