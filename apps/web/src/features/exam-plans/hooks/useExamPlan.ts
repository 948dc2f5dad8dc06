import type { ExamGoalInput } from "@app/domain/planning/exam-goal";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getExamPlan } from "../api/get-exam-plan";
import { getExamPlanStatuses } from "../api/get-exam-plan-statuses";
import { previewExamPlan } from "../api/preview-exam-plan";
import { removeExamPlan } from "../api/remove-exam-plan";
import { saveExamPlan } from "../api/save-exam-plan";
import { examPlanKeys } from "../query-keys";

export function useExamPlan(subDeckId: string, enabled = true) {
  return useQuery({ queryKey: examPlanKeys.plan(subDeckId), queryFn: () => getExamPlan(subDeckId), enabled });
}

/** The planner's answer for the goal being typed (null: the goal is not complete yet). */
export function useExamPlanPreview(subDeckId: string, goal: ExamGoalInput | null) {
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
    mutationFn: (goal: ExamGoalInput) => saveExamPlan(subDeckId, goal),
    onSuccess: (answer) => queryClient.setQueryData(examPlanKeys.plan(subDeckId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examPlanKeys.statuses }),
  });
}

export function useRemoveExamPlan(subDeckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeExamPlan(subDeckId),
    onSuccess: () => queryClient.setQueryData(examPlanKeys.plan(subDeckId), { plan: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: examPlanKeys.statuses }),
  });
}
