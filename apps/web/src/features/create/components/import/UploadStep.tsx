import { Button } from "../../../../components/ui/Button";
import { FormNotice } from "../../../../components/ui/FormNotice";
import { ProgressBar } from "../../../../components/ui/ProgressBar";
import type { UploadState } from "../../hooks/useUploadPreview";
import { FileDropZone } from "./FileDropZone";

interface UploadStepProps {
  state: Exclude<UploadState, { phase: "ready" }>;
  onFile: (file: File) => void;
  onCancel: () => void;
}

/** Choosing the file, then its upload with how much has been sent; a refusal keeps the picker open. */
export function UploadStep({ state, onFile, onCancel }: UploadStepProps) {
  if (state.phase === "uploading") {
    const percent = Math.round(state.sent * 100);
    return (
      <div className="flex max-w-xl flex-col gap-3 rounded-card border border-border bg-surface p-5">
        <p className="font-medium break-words">{state.fileName}</p>
        <ProgressBar value={percent} label="Upload" valueText={`${percent}% sent`} />
        <p aria-live="polite" className="text-sm text-fg-muted">
          {percent < 100 ? `Uploading… ${percent}%` : "Reading the file…"}
        </p>
        <Button variant="secondary" className="self-start" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className="flex max-w-xl flex-col gap-4">
      {state.phase === "failed" ? (
        <FormNotice tone="error">
          <span className="font-medium">{state.fileName}:</span> {state.message}
        </FormNotice>
      ) : null}
      <FileDropZone onFile={onFile} />
    </div>
  );
}
