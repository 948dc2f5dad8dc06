import { STUDY_TYPES, type StudyAlgorithm, type StudyType } from "@app/domain/study/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fsrsSettingsKey, updateFsrsSettings } from "../../../lib/fsrs-settings";
import { notify } from "../../../lib/toast";

export const ALGORITHM_OPTIONS = [
  { value: "AUTOMATIC", label: "Automatic" },
  { value: "MANUAL", label: "Manual" },
] as const satisfies readonly { value: StudyAlgorithm; label: string }[];

export const STUDY_TYPE_OPTIONS = STUDY_TYPES.map((t) => ({ value: t, label: t }));

export type PendingChange =
  | { field: "studyAlgorithm"; value: StudyAlgorithm }
  | { field: "studyType"; value: StudyType };

const TEXT = {
  studyAlgorithm: {
    done: "Review algorithm updated successfully!",
    failed: "Failed to update review algorithm",
  },
  studyType: { done: "Study type updated successfully!", failed: "Failed to update study type" },
};

/** A study preference change waits for Confirm Change before it is saved. */
export function useStudyPreferenceChange() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const save = useMutation({
    mutationFn: (change: PendingChange) => updateFsrsSettings({ [change.field]: change.value }),
    onSuccess: (data, change) => {
      queryClient.setQueryData(fsrsSettingsKey, data);
      notify.success(TEXT[change.field].done);
      setPending(null);
    },
    onError: (_error, change) => {
      notify.error(TEXT[change.field].failed);
      setPending(null);
    },
  });

  return {
    pending,
    isSaving: save.isPending,
    request: (field: PendingChange["field"], value: string) => setPending({ field, value } as PendingChange),
    cancel: () => {
      if (!save.isPending) setPending(null);
    },
    confirm: () => {
      if (pending && !save.isPending) save.mutate(pending);
    },
  };
}
