import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useOnlineStatus } from "../../../lib/use-online-status";

const SPACING = {
  session:
    "mx-auto flex min-h-full w-full max-w-2xl flex-col gap-4 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] short:gap-2 short:pt-1 short:pb-[max(0.5rem,env(safe-area-inset-bottom))] md:px-0 md:pt-0",
  game: "mx-auto flex min-h-full w-full max-w-2xl flex-col gap-3 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] md:px-0 md:pt-0",
} as const;

/**
 * The study screen's frame, for a session and for Time Rush. Phones: the whole screen, over the
 * app's bars (below the offline banner when it shows), so the session fits without scrolling.
 */
export function StudyFrame({ spacing, children }: { spacing: keyof typeof SPACING; children: ReactNode }) {
  const online = useOnlineStatus();
  return (
    <div
      data-testid="study-screen"
      className={clsx(
        "fixed inset-x-0 bottom-0 z-40 overflow-y-auto bg-bg md:static md:z-auto md:overflow-visible md:bg-transparent",
        online ? "top-0" : "top-9",
      )}
    >
      <div className={SPACING[spacing]}>{children}</div>
    </div>
  );
}
