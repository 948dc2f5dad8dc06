import { NOTES_MAX_LENGTH } from "@app/domain/decks/constants";
import { clsx } from "clsx";
import { Button } from "./Button";

interface NotesEditorFooterProps {
  /** The counter's id, for the text area's `aria-describedby`. */
  counterId: string;
  /** Characters typed so far, and whether the counter is the study card's smaller one. */
  length: number;
  small?: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** Under a word's notes being edited: the characters used out of the limit, Cancel and Save. */
export function NotesEditorFooter({
  counterId,
  length,
  saving,
  onCancel,
  onSave,
  small = false,
}: NotesEditorFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p id={counterId} className={clsx("text-fg-muted tabular-nums", small ? "text-xs" : "text-sm")}>
        {length}/{NOTES_MAX_LENGTH}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="compact" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button size="compact" onClick={onSave} loading={saving}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </div>
  );
}
