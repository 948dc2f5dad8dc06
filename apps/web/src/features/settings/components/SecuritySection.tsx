import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { revokeAllSessions } from "../api/revoke-sessions";
import { useEndSession } from "../hooks/useEndSession";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { SettingsSection } from "./SettingsSection";
import { TrustedDevicesPanel } from "./TrustedDevicesPanel";

// Invented texts: the spec's Security section names only the password change.
const SIGNED_OUT_EVERYWHERE = "Signed out on all devices.";
const SIGN_OUT_EVERYWHERE_FAILED = "Could not sign out everywhere. Please try again.";

/**
 * Change password, the trusted devices, and ending every session (this one too) for when a device was
 * lost or shared.
 */
export function SecuritySection() {
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);

  const signOutEverywhere = async () => {
    setPending(true);
    try {
      await revokeAllSessions();
      notify.success(SIGNED_OUT_EVERYWHERE);
      await endSession();
    } catch (error) {
      notify.error(errorMessage(error, SIGN_OUT_EVERYWHERE_FAILED));
      setPending(false);
    }
  };

  return (
    <SettingsSection id="security-heading" title="Security">
      <div className="flex flex-col gap-6">
        <ChangePasswordForm />
        <TrustedDevicesPanel />
        <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold">Sign out everywhere</h3>
            <p className="text-sm text-fg-muted">Ends your sessions on every device, this one included.</p>
          </div>
          <Button variant="secondary" loading={pending} onClick={signOutEverywhere} className="shrink-0">
            Sign out everywhere
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
