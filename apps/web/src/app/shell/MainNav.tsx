import { GUEST_BLOCKED_NAV_MESSAGES, isBlockedForGuest } from "@app/domain/navigation";
import { clsx } from "clsx";
import { Lock, LogOut } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { useLogout } from "../../features/auth/hooks/useLogout";
import { forgetDeviceOnSignOut } from "../../features/offline/lib/forget-device";
import { useIsGuest } from "../../lib/session";
import { notify } from "../../lib/toast";
import { activeSection, NAV_ITEMS, type NavItem } from "./nav-items";

// Phone: a bottom bar of icon-over-label cells. From md up: a vertical sidebar list.
const itemClasses =
  "relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-[11px] font-medium md:min-h-11 md:flex-row md:justify-start md:gap-3 md:px-3 md:text-sm";
const idleClasses = "text-fg-muted hover:bg-surface-muted hover:text-fg";
const activeClasses = "bg-primary-soft text-primary-soft-fg";
const GUEST_LOCKED_HINT_ID = "guest-locked-hint";

/** The main navigation: sidebar on wide screens, bottom bar on phones. Guests see blocked items but can't enter. */
export function MainNav() {
  const { pathname, search } = useLocation();
  const isGuest = useIsGuest();
  const logout = useLogout(forgetDeviceOnSignOut);
  const current = activeSection(pathname, search);

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:static md:flex-1 md:border-0 md:bg-transparent md:pb-0"
    >
      <ul className="flex h-full gap-0.5 px-1 py-1 md:flex-col md:gap-1 md:p-3">
        {NAV_ITEMS.map((item) => (
          <li key={item.section} className="flex-1 md:flex-none">
            <NavLinkItem
              item={item}
              active={current === item.section}
              blocked={isGuest && isBlockedForGuest(item.section)}
            />
          </li>
        ))}
        {isGuest ? null : (
          // Not in the phone's bottom bar (one tap beside Settings signed out): there it is in Settings.
          <li className="hidden md:mt-auto md:flex md:flex-none">
            <button type="button" onClick={logout} className={clsx(itemClasses, idleClasses)}>
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              Logout
            </button>
          </li>
        )}
      </ul>
      {/* Read after a locked item's name, e.g. "Stats, Requires an account". */}
      {isGuest ? (
        <span id={GUEST_LOCKED_HINT_ID} hidden>
          Requires an account
        </span>
      ) : null}
    </nav>
  );
}

function NavLinkItem({ item, active, blocked }: { item: NavItem; active: boolean; blocked: boolean }) {
  const Icon = item.icon;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!blocked) return;
    event.preventDefault();
    const message = GUEST_BLOCKED_NAV_MESSAGES[item.section as keyof typeof GUEST_BLOCKED_NAV_MESSAGES];
    // A fixed id keeps repeated clicks from stacking identical toasts.
    notify.info(message, { id: `guest-blocked-${item.section}` });
  };
  return (
    <Link
      to={item.to}
      onClick={onClick}
      aria-current={active ? "page" : undefined}
      // Not aria-disabled: the item must stay clickable so the guest learns why it is closed.
      aria-describedby={blocked ? GUEST_LOCKED_HINT_ID : undefined}
      className={clsx(itemClasses, active ? activeClasses : idleClasses)}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {item.label}
      {blocked ? <Lock aria-hidden="true" className="absolute top-1.5 right-1.5 size-3 md:static md:ml-auto" /> : null}
    </Link>
  );
}
