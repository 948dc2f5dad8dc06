import { PATHS } from "@app/domain/navigation";
import { Link } from "react-router";
import { PageHeading } from "../../../components/ui/PageHeading";
import { AppearanceSection } from "./AppearanceSection";
import { ConnectedToolsSection } from "./ConnectedToolsSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { LogoutSection } from "./LogoutSection";
import { OfflineSection } from "./OfflineSection";
import { ProfileSection } from "./ProfileSection";
import { RemindersSection } from "./RemindersSection";
import { SecuritySection } from "./SecuritySection";
import { StudyPreferencesSection } from "./StudyPreferencesSection";
import { YourDataSection } from "./YourDataSection";

/** /settings (registered users): Profile, Study Preferences, Reminders, Appearance, Security, Connected tools, Delete Account (and Logout on phones). */
export function SettingsPage() {
  return (
    <>
      <PageHeading>Settings</PageHeading>
      <div className="flex max-w-3xl flex-col gap-6">
        <ProfileSection />
        <StudyPreferencesSection />
        <RemindersSection />
        <AppearanceSection />
        <SecuritySection />
        <ConnectedToolsSection />
        <OfflineSection />
        <YourDataSection />
        <DeleteAccountSection />
        <LogoutSection />
        <p className="text-sm text-fg-muted">
          The word lists, recordings and data Lexistep ships, and their licences:{" "}
          <Link to={PATHS.credits} className="font-medium text-primary underline-offset-4 hover:underline">
            Credits
          </Link>
        </p>
      </div>
    </>
  );
}
