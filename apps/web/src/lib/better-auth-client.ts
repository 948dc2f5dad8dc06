import { anonymousClient, usernameClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * Better Auth's own client, for the few calls that go through it (a guest's sign-in, sign-out). It is loaded
 * when one of them is made (`auth-client.ts`), not with the first screen: the session itself is read by
 * `session-store.ts`. The server mounts Better Auth at /api/auth on the same origin.
 */
export const betterAuthClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [anonymousClient(), usernameClient()],
});
