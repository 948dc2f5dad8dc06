import { NOTES_MAX_LENGTH } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import type { Leech } from "@app/domain/study/leeches";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogClose } from "../../../components/ui/Dialog";
import { TextAreaField } from "../../../components/ui/TextAreaField";

interface RelearnLeechDialogProps {
  leech: Leech;
  pending: boolean;
  onConfirm: (notes: string | null) => void;
  onOpenChange: (open: boolean) => void;
}

/** "Learn again": the word goes back to new, with a prompt for a note or mnemonic that makes it stick. */
export function RelearnLeechDialog({ leech, pending, onConfirm, onOpenChange }: RelearnLeechDialogProps) {
  const [notes, setNotes] = useState(leech.notes ?? "");
  const tooLong = notes.length > NOTES_MAX_LENGTH;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
      title={`Learn “${leech.word}” again`}
      description="Its progress goes back to new, and Learn New teaches it again from the start. A word you keep forgetting often needs a hook: write a note or mnemonic for it."
    >
      <TextAreaField
        label="Note or mnemonic"
        value={notes}
        maxLength={NOTES_MAX_LENGTH + 50}
        placeholder={`For example, a picture or story that links “${leech.word}” to “${leech.translation}”`}
        onChange={(e) => setNotes(e.target.value)}
        error={tooLong ? messages.notes.tooLong : undefined}
      />
      <p className="mt-2 text-sm text-fg-muted">The note shows with the word once you have learned it again.</p>
      <div className="mt-auto flex flex-col-reverse gap-3 pt-4 sm:mt-2 sm:flex-row sm:justify-end">
        <DialogClose>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={() => onConfirm(notes.trim() === "" ? null : notes)} loading={pending} disabled={tooLong}>
          Learn again from new
        </Button>
      </div>
    </Dialog>
  );
}
