import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { useLogout } from "../../auth";
import { forgetDeviceOnSignOut } from "../../offline";
import { SettingsSection } from "./SettingsSection";

/**
 * Logout on phones: there it lives here, not in the bottom bar beside Settings, where one stray tap
 * signed out and forgot the offline decks. Wide screens keep Logout at the foot of the sidebar.
 */
export function LogoutSection() {
  const logout = useLogout(forgetDeviceOnSignOut);
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="md:hidden">
      <SettingsSection id="logout-heading" title="Logout">
        <p id="logout-note" className="mb-4 text-sm text-fg-muted">
          Logging out signs you out on this device and forgets the decks kept here for offline study.
        </p>
        <Button
          variant="secondary"
          aria-describedby="logout-note"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      </SettingsSection>
    </div>
  );
}
