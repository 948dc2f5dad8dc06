import { memo } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";

/**
 * A link or the back button was used mid-session: keep studying, or save the answers so far and go.
 * Either way nothing the learner answered is lost.
 */
export const LeaveSessionDialog = memo(function LeaveSessionDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title="Leave this session?"
      description="Your answers so far will be saved before you go."
    >
      <div className="mt-auto flex flex-col-reverse gap-3 sm:mt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onStay}>
          Keep Studying
        </Button>
        <Button onClick={onLeave}>Save and Leave</Button>
      </div>
    </Dialog>
  );
});
