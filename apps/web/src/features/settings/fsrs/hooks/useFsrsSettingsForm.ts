import { PATHS } from "@app/domain/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../../lib/api";
import { type FsrsSettingsData, fsrsSettingsKey, updateFsrsSettings } from "../../../../lib/fsrs-settings";
import { notify } from "../../../../lib/toast";
import { resetFsrsSettings } from "../api/fsrs-actions";
import {
  changedFields,
  type FsrsForm,
  type FsrsFormErrors,
  fieldErrors,
  formFromSettings,
  isDirty,
  validateForm,
} from "../lib/fsrs-form";

const TEXT = {
  saved: "FSRS settings updated successfully!",
  reset: "FSRS settings reset to defaults!",
  saveFailed: "Failed to update FSRS settings",
  resetFailed: "Failed to reset FSRS settings",
};

export type SetFsrsField = <K extends keyof FsrsForm>(field: K, value: FsrsForm[K]) => void;

/**
 * The /fsrs-settings form: its values and errors (checked as typed, and the server's), Save (only
 * the changed fields, then back to Home) and Reset to Defaults.
 */
export function useFsrsSettingsForm(saved: FsrsSettingsData) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<FsrsForm>(() => formFromSettings(saved));
  const [serverErrors, setServerErrors] = useState<FsrsFormErrors>({});
  const errors: FsrsFormErrors = { ...serverErrors, ...validateForm(form) };
  const dirty = isDirty(form, saved);
  const valid = Object.keys(validateForm(form)).length === 0;

  const set: SetFsrsField = (field, value) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const save = useMutation({
    mutationFn: () => updateFsrsSettings(changedFields(form, saved)),
    onSuccess: (data) => {
      queryClient.setQueryData(fsrsSettingsKey, data);
      notify.success(TEXT.saved);
      navigate(PATHS.home);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        setServerErrors(
          fieldErrors(Object.entries(error.fields).map(([field, message]) => ({ path: [field], message }))),
        );
      }
      notify.error(TEXT.saveFailed);
    },
  });

  const reset = useMutation({
    mutationFn: resetFsrsSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(fsrsSettingsKey, data);
      // Production practice back off: its items leave every count and word list.
      if (saved.productionPractice)
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== fsrsSettingsKey[0] });
      setForm(formFromSettings(data));
      setServerErrors({});
      notify.success(TEXT.reset);
    },
    onError: () => notify.error(TEXT.resetFailed),
  });

  return { form, errors, dirty, valid, set, save, reset };
}
