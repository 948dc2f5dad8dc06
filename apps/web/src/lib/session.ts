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
  if (!isPending) settledOnce.current = true;

  // A failed check (offline, a busy server) is not a sign-out: keep the user we last knew, also
  // across a reload (the app opens offline). Only an answer that says "no session" signs out.
  if (data?.user) rememberUser(data.user);
  else if (!isPending && !error) forgetUser();
  // A re-check after a failed one (the app opened offline, the network is back) is not a sign-out either.
  const user = data?.user ?? (error || (isPending && settledOnce.current) ? lastKnownUser() : null);
  let state: SessionState;
  if (user) state = { status: "signed-in", isAnonymous: user.isAnonymous === true };
  else if (isPending && !settledOnce.current) state = { status: "checking" };
  else state = { status: "signed-out" };

  return { state, user, refetch: () => refetch() };
}

const LAST_USER_KEY = "lastSessionUser";
let cachedUser: AuthUser | null | undefined;

function lastKnownUser(): AuthUser | null {
  if (cachedUser !== undefined) return cachedUser;
  try {
    const raw = localStorage.getItem(LAST_USER_KEY);
    const parsed = raw ? (JSON.parse(raw) as AuthUser & { createdAt: string }) : null;
    cachedUser = parsed ? { ...parsed, createdAt: new Date(parsed.createdAt) } : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

/** The id of the user last known to be signed in (also offline, across a reload); null when none. */
export function lastKnownUserId(): string | null {
  return lastKnownUser()?.id ?? null;
}

function rememberUser(user: AuthUser): void {
  if (cachedUser?.id === user.id && cachedUser.isAnonymous === user.isAnonymous) return;
  cachedUser = user;
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // storage blocked: remembered for this page only
  }
}

function forgetUser(): void {
  if (cachedUser === null) return;
  cachedUser = null;
  try {
    localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // nothing stored
  }
}

/** True for a guest (anonymous) session. */
export function useIsGuest(): boolean {
  const { state } = useCurrentSession();
  return state.status === "signed-in" && state.isAnonymous;
}
