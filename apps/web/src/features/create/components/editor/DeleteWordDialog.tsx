import { Button } from "../../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../../components/ui/Dialog";
import { useReturnFocus } from "../../../../components/ui/use-return-focus";
import type { OwnWord } from "../../types";

interface DeleteWordDialogProps {
  word: OwnWord;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the word's row is gone. */
  focusAfter: () => HTMLElement | null | undefined;
}

/** Asks before a word leaves every collection; the delete itself still waits for the Undo toast. */
export function DeleteWordDialog({ word, onConfirm, onClose, focusAfter }: DeleteWordDialogProps) {
  useReturnFocus(focusAfter);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete “${word.term}”?`}
      description="It is removed from every collection that holds this deck, with the progress learners have on it."
    >
      <DialogActions>
        <Button variant="danger" onClick={onConfirm}>
          Delete word
        </Button>
      </DialogActions>
    </Dialog>
  );
}
