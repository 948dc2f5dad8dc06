/** A Better Auth endpoint the product uses as it is; `{name}` marks one path segment. */
export interface PassThroughEndpoint {
  method: "GET" | "POST";
  path: string;
  summary: string;
}

/** Every other Better Auth endpoint is not exposed (404). Listed as such in the OpenAPI document. */
export const PASS_THROUGH: readonly PassThroughEndpoint[] = [
  { method: "GET", path: "/api/auth/get-session", summary: "The current session and its user" },
  { method: "GET", path: "/api/auth/verify-email", summary: "Verify an e-mail address (the mailed link)" },
  { method: "GET", path: "/api/auth/reset-password/{token}", summary: "Open a mailed password-reset link" },
  { method: "GET", path: "/api/auth/list-sessions", summary: "The signed-in user's sessions" },
  { method: "POST", path: "/api/auth/sign-out", summary: "Sign out" },
  { method: "POST", path: "/api/auth/revoke-sessions", summary: "Sign out on every device" },
  { method: "POST", path: "/api/auth/revoke-other-sessions", summary: "Sign out on the other devices" },
];

// The paths hold only letters, '-' and '/', so the one thing to translate is a `{name}` segment.
const matchers = PASS_THROUGH.map((endpoint) => ({
  method: endpoint.method,
  pattern: new RegExp(`^${endpoint.path.replace(/\{[a-zA-Z]+\}/g, "[^/]+")}$`),
}));

export function isPassThrough(method: string, pathname: string): boolean {
  return matchers.some((m) => m.method === method && m.pattern.test(pathname));
}
