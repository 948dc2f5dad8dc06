import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { SkipLink } from "../../components/ui/SkipLink";
import { LeftSessionOffer } from "../../features/study/components/LeftSessionOffer";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { ScreenSkeleton } from "../status/ScreenSkeleton";
import { MainNav } from "./MainNav";
import { ShellHeader } from "./ShellHeader";

/**
 * Frame of every signed-in screen: header + navigation (sidebar from md up, top bar + bottom bar
 * on phones) and the one <main>. A crash in a screen stays inside <main>, so navigation keeps working.
 */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <SkipLink />
      {/* `contents` on phones lets header and nav position themselves (top/bottom); a column from md up. */}
      <div className="contents md:sticky md:top-0 md:flex md:h-dvh md:flex-col md:border-r md:border-border md:bg-surface">
        <ShellHeader />
        <MainNav />
      </div>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 outline-none md:px-8 md:pt-10 md:pb-12"
      >
        <LeftSessionOffer />
        {/* Moving to another screen clears a crashed one; the navigation stays usable meanwhile. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
