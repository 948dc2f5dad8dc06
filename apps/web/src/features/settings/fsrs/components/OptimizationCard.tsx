import { RefreshCw, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/Button";
import type { FsrsSettingsData } from "../../../../lib/fsrs-settings";
import { SettingsSection } from "../../components/SettingsSection";
import { useOptimization } from "../hooks/useOptimization";
import { OptimizationResult } from "./OptimizationResult";
import { UpdateCardsDialog } from "./UpdateCardsDialog";

/** Optimize Parameters, the last result (clearable), and Update Cards. */
export function OptimizationCard({ settings }: { settings: FsrsSettingsData }) {
  const [updateOpen, setUpdateOpen] = useState(false);
  const { optimize, cancel, clear, cancelled, last } = useOptimization(settings);

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
