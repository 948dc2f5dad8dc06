import { messages } from "@app/domain/messages";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../components/ui/Dialog";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { deleteAccount } from "../api/delete-account";
import { useEndSession } from "../hooks/useEndSession";
import { SettingsSection } from "./SettingsSection";

/** Delete Account, behind the spec's confirmation. Afterwards the user is on / (via the route gate). */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The dialog has no Radix trigger to return focus to; give it back to the button that opened it.
    if (!next) window.setTimeout(() => buttonRef.current?.focus(), 0);
  };
  return (
    <SettingsSection id="delete-account-heading" title="Delete Account">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">Your account, decks, progress and history are deleted for good.</p>
        <Button
          ref={buttonRef}
          variant="danger"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="shrink-0"
        >
          Delete Account
        </Button>
      </div>
      {open ? <ConfirmDeleteDialog onOpenChange={onOpenChange} /> : null}
    </SettingsSection>
  );
}

function ConfirmDeleteDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const result = await deleteAccount();
      notify.success(result?.message || messages.auth.accountDeleted);
      await endSession();
    } catch (error) {
      const reason = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      notify.error(messages.auth.deleteAccountFailed(reason));
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title="Delete Account"
      description={messages.auth.deleteAccountConfirm}
    >
      <DialogActions busy={pending}>
        <Button variant="danger" loading={pending} onClick={confirm}>
          Delete Account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
