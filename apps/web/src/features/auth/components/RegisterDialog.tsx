import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "../../../components/ui/Dialog";
import { useCurrentSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { convertGuest } from "../api/convert-guest";
import { SignupForm } from "./SignupForm";

/**
 * Opened by the guest banner's Register Now: the guest becomes a registered user in place and
 * keeps everything. On success the session is read again; the user is no longer a guest, so the
 * banner (and this dialog with it) goes away and Logout appears.
 */
export function RegisterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { refetch } = useCurrentSession();
  const queryClient = useQueryClient();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Account"
      description="Register to keep your decks and progress: everything you did as a guest moves to your account."
    >
      <SignupForm
        submitLabel="Sign Up"
        submit={convertGuest}
        onSuccess={async ({ message }) => {
          notify.success(message);
          onOpenChange(false);
          await refetch();
          // Cached reads were made as a guest; what changed (e.g. the username) is read again.
          await queryClient.invalidateQueries();
        }}
      />
    </Dialog>
  );
}
