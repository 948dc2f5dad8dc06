import { authClient } from "../../../lib/auth-client";

/** What went wrong, as the server worded it (our error contract or Better Auth's own), if it did. */
export interface AnonymousSignInResult {
  ok: boolean;
  message?: string;
}

/**
 * TRY IT NOW: a guest session (POST /api/auth/sign-in/anonymous with the solved captcha).
 * Through the auth client, so its session store hears about the new session at once.
 */
export async function signInAnonymously(headers: Record<string, string>): Promise<AnonymousSignInResult> {
  const { error } = await authClient.signIn.anonymous({ fetchOptions: { headers } });
  if (!error) return { ok: true };
  const body = error as { message?: unknown; error?: { message?: unknown } };
  const message = typeof body.error?.message === "string" ? body.error.message : body.message;
  return { ok: false, message: typeof message === "string" && message ? message : undefined };
}
