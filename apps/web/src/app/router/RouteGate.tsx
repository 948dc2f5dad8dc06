import { decideRoute, type SessionState } from "@app/domain/navigation";
import { type ReactNode, useDeferredValue } from "react";
import { Navigate, useLocation } from "react-router";
import { useCurrentSession } from "../../lib/session";
import { LoadingScreen } from "../status/LoadingScreen";

const CHECKING: SessionState = { status: "checking" };

/**
 * Applies the route table's access rules (packages/domain/src/navigation.ts) to the current
 * path: waits for the session check, redirects, or renders. One gate for every route, so a
 * screen never renders for someone who may not see it.
 *
 * The check's first answer lets the whole screen in at once. It arrives as a store update, which
 * React renders in one go, a long task on a slow phone; deferred, the screen is rendered in slices
 * that leave the page responsive. Later answers (a sign-out) apply at once, as before.
 */
export function RouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { state } = useCurrentSession();
  const answered = state.status !== "checking";
  const answerShown = useDeferredValue(answered);
  const decision = decideRoute(pathname, answered && !answerShown ? CHECKING : state);

  if (decision.kind === "wait") return <LoadingScreen />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return children;
}
