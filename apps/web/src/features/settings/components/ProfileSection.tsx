import { useCurrentSession } from "../../../lib/session";
import { SettingsSection } from "./SettingsSection";

/** Name, e-mail, member-since date and account id of the signed-in user, straight from the session. */
export function ProfileSection() {
  const { user } = useCurrentSession();
  const memberSince = user?.createdAt
    ? new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(new Date(user.createdAt))
    : "—";
  const rows = [
    ["Name", user?.name || "—"],
    ["Email", user?.email || "—"],
    ["Member since", memberSince],
    ["User ID", user?.id || "—"],
  ] as const;
  return (
    <SettingsSection id="profile-heading" title="Profile">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-fg-muted">{term}</dt>
            <dd className={term === "User ID" ? "font-mono text-sm break-all" : "break-words"}>{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
