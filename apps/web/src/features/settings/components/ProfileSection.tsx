import { BadgeCheck, MailWarning } from "lucide-react";
import { Button } from "../../../components/ui/Button";
import { formatDate } from "../../../lib/format-date";
import { useCurrentSession } from "../../../lib/session";
import { useResendVerification } from "../../../shared/hooks/use-resend-verification";
import { SettingsSection } from "./SettingsSection";

/** Name, e-mail (verified or not) and member-since date of the signed-in user, from the session (the spec's three). */
export function ProfileSection() {
  const { user } = useCurrentSession();
  const memberSince = user?.createdAt ? formatDate(user.createdAt) : "—";
  const email = user?.email ? <EmailStatus email={user.email} verified={user.emailVerified} /> : "—";
  const rows = [
    ["Name", user?.name || "—"],
    ["Email", email],
    ["Member since", memberSince],
  ] as const;
  return (
    <SettingsSection id="profile-heading" title="Profile">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-fg-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}

/** The address, whether it is verified, and (when not) a way to get the link again. */
function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { sending, resend } = useResendVerification();
  return (
    <span className="flex flex-col items-start gap-2">
      <span>{email}</span>
      {verified ? (
        <span className="inline-flex items-center gap-1.5 text-sm text-state-learned-fg">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Verified
        </span>
      ) : (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="inline-flex items-center gap-1.5 text-sm text-state-due-fg">
            <MailWarning aria-hidden="true" className="size-4" />
            Not verified: check your inbox for the link.
          </span>
          <Button variant="secondary" size="compact" onClick={() => void resend(email)} loading={sending}>
            Resend verification email
          </Button>
        </span>
      )}
    </span>
  );
}
