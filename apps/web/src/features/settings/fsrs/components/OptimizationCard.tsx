import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RefreshCw, Sparkles, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { ApiError } from "../../../../lib/api";
import { type FsrsOptimization, type FsrsSettingsData, fsrsSettingsKey } from "../../../../lib/fsrs-settings";
import { notify } from "../../../../lib/toast";
import { SettingsSection } from "../../components/SettingsSection";
import { cancelOptimization, clearOptimization, optimizeParameters } from "../api/fsrs-actions";
import { OptimizationResult } from "./OptimizationResult";
import { UpdateCardsDialog } from "./UpdateCardsDialog";

const OPTIMIZE_FAILED = "Failed to optimize FSRS parameters";

/** The server's reason (e.g. 'Need at least 50 reviews to optimize parameters'), else the spec's failure text. */
function optimizeErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code && error.status < 500 && error.status !== 404 && error.message) {
    return error.message;
  }
  return OPTIMIZE_FAILED;
}

/** Optimize Parameters, the last result (clearable), and Update Cards. */
export function OptimizationCard({ settings }: { settings: FsrsSettingsData }) {
  const queryClient = useQueryClient();
  const [updateOpen, setUpdateOpen] = useState(false);
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

  return (
    <SettingsSection id="optimization-heading" title="Optimization">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">
          Fit the scheduler's parameters to your own review history (at least 50 reviews), or recalculate the next
          review of a deck's words with your current settings.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => optimize.mutate()}
            loading={optimize.isPending}
            disabled={clear.isPending}
          >
            {optimize.isPending ? null : <Sparkles aria-hidden="true" className="size-4" />}
            Optimize Parameters
          </Button>
          <Button variant="secondary" onClick={() => setUpdateOpen(true)} aria-haspopup="dialog">
            <RefreshCw aria-hidden="true" className="size-4" />
            Update Cards
          </Button>
        </div>
        {optimize.isPending ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-fg-muted">
              Optimizing your parameters from your review history...
            </p>
            <Button
              variant="ghost"
              size="compact"
              onClick={() => cancel.mutate()}
              loading={cancel.isPending}
              disabled={cancel.isSuccess && cancelled.current}
            >
              Cancel
            </Button>
          </div>
        ) : null}

        {last ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <OptimizationResult result={last} />
            <Button
              variant="ghost"
              size="compact"
              className="self-start text-danger"
              onClick={() => clear.mutate()}
              loading={clear.isPending}
            >
              {clear.isPending ? null : <Trash2 aria-hidden="true" className="size-4" />}
              Clear last optimization
            </Button>
          </div>
        ) : null}
      </div>
      {updateOpen ? <UpdateCardsDialog onOpenChange={setUpdateOpen} /> : null}
    </SettingsSection>
  );
}
