import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../../lib/api";
import { type FsrsOptimization, type FsrsSettingsData, fsrsSettingsKey } from "../../../../lib/fsrs-settings";
import { notify } from "../../../../lib/toast";
import { cancelOptimization, clearOptimization, optimizeParameters } from "../api/fsrs-actions";

const OPTIMIZE_FAILED = "Failed to optimize FSRS parameters";

/** The server's reason (e.g. 'Need at least 50 reviews to optimize parameters'), else the spec's failure text. */
function optimizeErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code && error.status < 500 && error.status !== 404 && error.message) {
    return error.message;
  }
  return OPTIMIZE_FAILED;
}

/**
 * Optimize Parameters (cancellable: the run's answer to a cancel is then no failure), and clearing
 * the last result; `last` is the newest result, from this run or the saved settings.
 */
export function useOptimization(settings: FsrsSettingsData) {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<FsrsOptimization | null>(null);
  // Set when the learner pressed Cancel: the run's 409 answer is then the expected end, not a failure.
  const cancelled = useRef(false);

  const optimize = useMutation({
    mutationFn: () => {
      cancelled.current = false;
      return optimizeParameters();
    },
    onSuccess: (result) => {
      setFresh(result);
      void queryClient.invalidateQueries({ queryKey: fsrsSettingsKey });
    },
    onError: (error) => {
      if (cancelled.current) notify.info("Optimization cancelled. Your parameters are unchanged.");
      else notify.error(optimizeErrorText(error));
    },
  });

  const cancel = useMutation({
    mutationFn: () => {
      cancelled.current = true;
      return cancelOptimization();
    },
    onError: () => {
      cancelled.current = false;
      notify.error("Failed to cancel the optimization");
    },
  });

  const clear = useMutation({
    mutationFn: clearOptimization,
    onSuccess: () => {
      setFresh(null);
      queryClient.setQueryData<FsrsSettingsData>(fsrsSettingsKey, (s) =>
        s ? { ...s, weights: null, lastOptimization: null } : s,
      );
      void queryClient.invalidateQueries({ queryKey: fsrsSettingsKey });
      notify.success("Last optimization cleared");
    },
    onError: () => notify.error("Failed to clear the last optimization"),
  });

  const last = fresh ?? settings.lastOptimization;
  return { optimize, cancel, clear, cancelled, last };
}
