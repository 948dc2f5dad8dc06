import { PATHS } from "@app/domain/navigation";
import { clsx } from "clsx";
import { TreePalm } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { afterPageLoad } from "../../lib/after-load";
import { useCurrentSession } from "../../lib/session";
import { useVacation } from "../../lib/vacation";

/**
 * "On vacation" in the header on every screen while vacation mode is on (the switch's toast was the
 * only sign before), linking to the switch in Settings. Asked once the page has loaded, so the first
 * screen's requests are not joined by it; registered learners only (guests have no vacation mode).
 */
export function VacationBadge({ className }: { className?: string }) {
  const { state } = useCurrentSession();
  const registered = state.status === "signed-in" && !state.isAnonymous;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true), 0), []);
  const vacation = useVacation({ enabled: registered && loaded });
  if (!registered || !vacation.data?.on) return null;
  return (
    <Link
      to={PATHS.settings}
      className={clsx(
        "min-h-9 items-center gap-1.5 rounded-full bg-warning-soft px-3 text-sm font-medium text-warning-soft-fg hover:underline",
        className ?? "inline-flex",
      )}
      title="Vacation mode is on: your streak is paused. Turn it off in Settings."
    >
      <TreePalm aria-hidden="true" className="size-4" />
      On vacation
      <span className="sr-only">: your streak is paused. Turn it off in Settings.</span>
    </Link>
  );
}
