import type { FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER } from "./auth";

/**
 * Builds a Fetch API Request for Better Auth from a Fastify request, with the client IP we trust
 * (the socket's, or the proxy chain's when TRUST_PROXY says so) in a header clients cannot set.
 * `body` replaces the request body (e.g. with the validated, normalised one).
 */
export function toWebRequest(
  request: FastifyRequest,
  publicUrl: string,
  override?: { path?: string; body?: unknown },
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.toLowerCase() === CLIENT_IP_HEADER || name.toLowerCase() === "content-length")
      continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = override?.body ?? request.body;
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  return new Request(new URL(override?.path ?? request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
}

/** Copies a Fetch API Response (status, headers, every Set-Cookie, body) onto the Fastify reply. */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  bodyOverride?: unknown,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    const lower = name.toLowerCase();
    if (lower === "set-cookie" || lower === "content-length") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (bodyOverride !== undefined) return reply.type("application/json").send(bodyOverride);
  const body = response.body ? await response.text() : null;
  const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
  return reply.send(body && isJson ? withoutTokens(body) : body);
}

/**
 * Session tokens travel only in the HttpOnly cookie: every `token` field of a Better Auth JSON answer
 * (sign-in, get-session, list-sessions) is removed, so a script on the page can never read one.
 */
export function withoutTokens(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), (key, value) => (key === "token" ? undefined : value));
  } catch {
    return json;
  }
}

/** Better Auth's error code from a failed response, if any. */
export async function authErrorCode(response: Response): Promise<string | undefined> {
  try {
    const data = (await response.clone().json()) as { code?: unknown };
    return typeof data?.code === "string" ? data.code : undefined;
  } catch {
    return undefined;
  }
}
