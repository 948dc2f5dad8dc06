import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { RouteGate } from "./RouteGate";

/**
 * Top of the route tree: every route passes the gate; a crashing screen shows "Something went
 * wrong" (the router's own error element is left for errors outside any screen); scroll position
 * is restored on back/forward.
 */
export function RootLayout() {
  const { pathname } = useLocation();
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
