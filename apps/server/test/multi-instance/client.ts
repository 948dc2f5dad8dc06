import { expect } from "vitest";

/** Requests to one instance of the cluster, as a browser behind the proxy sends them. */

/** The parts of the answers the multi-instance tests read. */
export interface Answer {
  user?: { email?: string } | null;
  error: { code: string; message: string };
  gameId: string;
}

export interface Call {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  cookie?: string;
  body?: unknown;
  /** The client address the instance sees (it trusts the proxy hop on loopback). */
  ip?: string;
  deviceKey?: string;
}

/** One request to `base` from the page at `origin`; `cookie` is what the answer set (cleared ones left out). */
export async function callInstance(origin: string, base: string, url: string, options: Call = {}) {
  const headers: Record<string, string> = { origin };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.deviceKey) headers["x-device-key"] = options.deviceKey;
  const res = await fetch(`${base}${url}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => !c.endsWith("="))
    .join("; ");
  return { status: res.status, json: json as Answer, text, cookie, headers: res.headers };
}

/** Waits until the current minute has at least `seconds` left, so a per-minute window holds the batch. */
export async function awayFromMinuteEnd(seconds = 20) {
  const left = 60 - new Date().getUTCSeconds();
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

/**
 * The n-th learner of a test file: signs up and signs in on `base` from an address of their own; the
 * cookies hold the session and the trusted-device cookie of that first sign-in.
 */
export async function signedUpAndIn(
  call: (base: string, url: string, options?: Call) => ReturnType<typeof callInstance>,
  base: string,
  n: number,
  password: string,
) {
  const name = `multi${n}`;
  const email = `${name}@example.org`;
  const res = await call(base, "/api/auth/sign-up/email", {
    method: "POST",
    ip: `198.51.100.${n}`,
    deviceKey: `multi-device-${n}-xyz`,
    body: { username: name, email, password, confirmPassword: password },
  });
  expect(res.status, res.text).toBe(200);
  const signIn = await call(base, "/api/auth/sign-in/email", {
    method: "POST",
    ip: `198.51.100.${n}`,
    body: { email, password },
  });
  expect(signIn.status, signIn.text).toBe(200);
  return { email, cookie: signIn.cookie };
}
