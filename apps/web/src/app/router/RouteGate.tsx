import { decideRoute } from "@app/domain/navigation";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useCurrentSession } from "../../lib/session";
import { LoadingScreen } from "../status/LoadingScreen";

/**
 * Applies the route table's access rules (packages/domain/src/navigation.ts) to the current
 * path: waits for the session check, redirects, or renders. One gate for every route, so a
 * screen never renders for someone who may not see it.
 */
export function RouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { state } = useCurrentSession();
  const decision = decideRoute(pathname, state);

  if (decision.kind === "wait") return <LoadingScreen />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}
