import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { usePageToasts } from "../../lib/page-toasts";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { RouteGate } from "./RouteGate";

/**
 * Top of the route tree: every route passes the gate; a crashing screen shows "Something went
 * wrong" (the router's own error element is left for errors outside any screen); scroll position
 * is restored on back/forward; a toast announcing a page goes when the learner leaves it.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  usePageToasts();
  return (
    <>
      <ErrorBoundary resetKey={pathname}>
        <RouteGate>
          <Outlet />
        </RouteGate>
      </ErrorBoundary>
      <ScrollRestoration />
    </>
  );
}
