import type { SessionState } from "@app/domain/navigation";
import { useRef } from "react";
import { type AuthUser, authClient } from "./auth-client";

export interface CurrentSession {
  /** The state the navigation guards understand. */
  state: SessionState;
  user: AuthUser | null;
  /** Re-reads the session from the server; resolves when the new value is in place. */
  refetch: () => Promise<void>;
}

/**
 * The signed-in user as the app sees it.
 *
 * Better Auth reports `isPending` again on every background re-check while signed out
 * (e.g. when the tab regains focus). Only the first check may show the full-screen
 * loading screen; later ones keep the last answer so the page doesn't blink.
 */
export function useCurrentSession(): CurrentSession {
  const { data, isPending, error, refetch } = authClient.useSession();
  const settledOnce = useRef(false);
  const lastUser = useRef<AuthUser | null>(null);
  if (!isPending) settledOnce.current = true;

  // A failed check (network, a busy server) is not a sign-out: keep the user we last knew. Only an
  // answer that says "no session" signs the learner out.
  const user = data?.user ?? (error ? lastUser.current : null);
  lastUser.current = user;
  let state: SessionState;
  if (user) state = { status: "signed-in", isAnonymous: user.isAnonymous === true };
  else if (isPending && !settledOnce.current) state = { status: "checking" };
  else state = { status: "signed-out" };

  return { state, user, refetch: () => refetch() };
}

/** True for a guest (anonymous) session. */
export function useIsGuest(): boolean {
  const { state } = useCurrentSession();
  return state.status === "signed-in" && state.isAnonymous;
}
