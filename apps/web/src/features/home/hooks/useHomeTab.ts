import { GUEST_BLOCKED_TAB_MESSAGE, type HomeTab, resolveHomeTab } from "@app/domain/navigation";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useIsGuest } from "../../../lib/session";
import { notify } from "../../../lib/toast";

/**
 * The tab /home shows, from `?tab=` (missing or unknown → home). A guest who opens a
 * members-only tab by URL is put back on home with the spec's info toast.
 */
export function useHomeTab(): HomeTab {
  const [params, setParams] = useSearchParams();
  const isGuest = useIsGuest();
  const { tab, bounced } = resolveHomeTab(params.get("tab"), isGuest);

  useEffect(() => {
    if (!bounced) return;
    // The fixed id dedupes the toast when StrictMode runs this effect twice.
    notify.info(GUEST_BLOCKED_TAB_MESSAGE, { id: "guest-blocked-tab" });
    setParams({ tab: "home" }, { replace: true });
  }, [bounced, setParams]);

  return tab;
}
