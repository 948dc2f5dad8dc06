import { memo } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../components/ui/Dialog";

/**
 * Escape with answers given: end the session here (its overview follows and it is saved) or keep
 * going. Memoised: closed, it stays out of the session's renders from one step to the next.
 */
export const ExitSessionDialog = memo(function ExitSessionDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="End this session?"
      description="Your answers so far will be saved and you'll see the session overview."
    >
      <DialogActions className="mt-auto gap-3 sm:mt-2" cancelLabel="Keep Studying">
        <Button onClick={onConfirm}>End Session</Button>
      </DialogActions>
    </Dialog>
  );
});
