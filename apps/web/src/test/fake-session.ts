import { useSyncExternalStore } from "react";
import { vi } from "vitest";

/** What the mocked authClient.useSession() returns; tests set it before (or while) rendering. */
export interface FakeSessionValue {
  data: {
    user: { id: string; name: string; email: string; emailVerified: boolean; isAnonymous: boolean; createdAt: Date };
  } | null;
  isPending: boolean;
}

let current: FakeSessionValue = { data: null, isPending: false };
const listeners = new Set<() => void>();

function setSession(next: FakeSessionValue): void {
  current = next;
  for (const listener of listeners) listener();
}

export function signedOut(): void {
  setSession({ data: null, isPending: false });
}

export function checking(): void {
  setSession({ data: null, isPending: true });
}

/** A signed-in user; a registered one has a verified e-mail unless `emailVerified` says otherwise. */
export function signedIn(isAnonymous: boolean, options: { emailVerified?: boolean } = {}): void {
  setSession({
    data: {
      user: {
        id: "user-1",
        name: isAnonymous ? "Anonymous" : "Ada",
        email: isAnonymous ? "temp-1@guest.lexistep.invalid" : "ada@example.com",
        emailVerified: options.emailVerified ?? !isAnonymous,
        isAnonymous,
        createdAt: new Date("2025-01-15T10:00:00Z"),
      },
    },
    isPending: false,
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Module factory for vi.mock("…/lib/auth-client"): a session store that behaves like Better Auth's. */
export function fakeAuthClientModule() {
  return {
    authClient: {
      useSession: () => {
        const value = useSyncExternalStore(subscribe, () => current);
        return { ...value, error: null, isRefetching: false, refetch: async () => {} };
      },
      signOut: vi.fn(async () => {
        signedOut();
        return { data: { success: true }, error: null };
      }),
      signIn: {
        anonymous: vi.fn(async () => {
          signedIn(true);
          return { data: {}, error: null };
        }),
      },
    },
  };
}
