import { UserRound } from "lucide-react";
import { DialogLauncher } from "../../../components/ui/DialogLauncher";
import { lazyNamed } from "../../../lib/lazy-named";
import { loadRegisterDialog } from "../../auth";

const RegisterDialog = lazyNamed(loadRegisterDialog, "RegisterDialog");

/** Reminds a guest that guest data is temporary and offers to register. */
export function GuestBanner() {
  return (
    <aside
      aria-label="Guest account"
      className="mb-6 flex flex-col gap-4 rounded-card border border-border bg-primary-soft p-5 text-primary-soft-fg sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <span className="font-semibold">You're studying as a guest.</span> Guest data is deleted after a week —
          register to keep your decks and progress.
        </p>
      </div>
      <DialogLauncher dialog={RegisterDialog} preload={loadRegisterDialog}>
        Register Now
      </DialogLauncher>
    </aside>
  );
}
