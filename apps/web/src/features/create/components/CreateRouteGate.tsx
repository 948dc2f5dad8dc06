import { decideRoute, PATHS } from "@app/domain/navigation";
import type { ReactNode } from "react";
import { Navigate, Outlet, ScrollRestoration } from "react-router";
import { useCurrentSession } from "../../../lib/session";
import { createTabPath } from "../lib/paths";

interface CreateRouteGateProps {
  /** `registered`: the editor and imports (like Settings); `member`: the share link (like a deck page). */
  access: "registered" | "member";
  /** Shown while the session is checked. */
  waiting: ReactNode;
}

/**
 * The access rule of Create's own screens. The shared route table does not list these paths, so they sit
 * outside the root gate and are decided here by the same rules as the screen they resemble. A guest who
 * opens an editor or import link lands on the Create tab, whose guard explains why it is closed.
 */
export function CreateRouteGate({ access, waiting }: CreateRouteGateProps) {
  const { state } = useCurrentSession();
  const decision = decideRoute(access === "registered" ? PATHS.settings : PATHS.home, state);
  if (decision.kind === "wait") return waiting;
  if (decision.kind === "redirect") {
    const guest = state.status === "signed-in" && state.isAnonymous;
    return <Navigate to={guest ? createTabPath : decision.to} replace />;
  }
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
