import { PageHeading } from "../../../components/ui/PageHeading";
import { AppearanceSection } from "./AppearanceSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { ProfileSection } from "./ProfileSection";
import { SecuritySection } from "./SecuritySection";
import { StudyPreferencesSection } from "./StudyPreferencesSection";

/** /settings (registered users): Profile, Study Preferences, Appearance, Security, Delete Account. */
export function SettingsPage() {
  return (
    <>
      <PageHeading>Settings</PageHeading>
      <div className="flex max-w-3xl flex-col gap-6">
        <ProfileSection />
        <StudyPreferencesSection />
        <AppearanceSection />
        <SecuritySection />
        <DeleteAccountSection />
      </div>
    </>
  );
}
