import { anonymousClient, usernameClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * The one Better Auth client of the app. The server mounts Better Auth at /api/auth on
 * the same origin (the dev server proxies /api), so the origin is the base URL.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [anonymousClient(), usernameClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];
