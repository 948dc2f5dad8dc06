import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import type { FsrsSettingsData } from "../../../lib/fsrs-settings";
import { ALGORITHM_OPTIONS, type PendingChange } from "./useStudyPreferenceChange";

const algorithmLabel = (value: string) => ALGORITHM_OPTIONS.find((o) => o.value === value)?.label ?? value;

/** Confirm Change / Cancel before a study preference is saved. */
export function ConfirmStudyChangeDialog({
  pending,
  current,
  saving,
  onCancel,
  onConfirm,
}: {
  pending: PendingChange;
  current: FsrsSettingsData;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const algorithm = pending.field === "studyAlgorithm";
  const from = algorithm ? algorithmLabel(current.studyAlgorithm) : current.studyType;
  const to = algorithm ? algorithmLabel(pending.value) : pending.value;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={algorithm ? "Change review algorithm?" : "Change study type?"}
      description={
        algorithm
          ? `Switch the review algorithm from ${from} to ${to}? It applies to your next study sessions.`
          : `Switch the study type from ${from} to ${to}? It applies to your next study sessions.`
      }
    >
      <div className="mt-auto flex flex-col-reverse gap-3 sm:mt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={saving}>
          Confirm Change
        </Button>
      </div>
    </Dialog>
  );
}
