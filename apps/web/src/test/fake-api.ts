import { vi } from "vitest";

/** One answer of the fake API: a JSON body with a status (200 unless said). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** The API's error answer (the HTTP error contract): `{ error: { code, message, ...extra } }` with a status. */
export function apiError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeAnswer {
  return { status, body: { error: { code, message, ...extra } } };
}

export type FakeHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}) => FakeAnswer | Promise<FakeAnswer>;

function json({ status = 200, body }: FakeAnswer): Response {
  return new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/**
 * The default fetch of every unit test: the captcha is off (as when CAPTCHA=off), anything else
 * fails like a network with no server. Tests that need answers use `mockApi`.
 */
export function defaultFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost:3000");
  if (url.pathname === "/api/captcha/challenge") return Promise.resolve(json({ body: { enabled: false } }));
  return Promise.reject(new TypeError("Failed to fetch"));
}

/**
 * Routes fetch calls to handlers keyed "METHOD /path" (query ignored); unknown routes fall back to
 * the default fetch. Returns the spy, so tests can read what was sent.
 */
export function mockApi(handlers: Record<string, FakeHandler>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost:3000");
    const method = (init?.method ?? "GET").toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return defaultFetch(input);
    const text = typeof init?.body === "string" ? init.body : "";
    const answer = await handler({
      url,
      method,
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init?.headers),
    });
    return json(answer);
  });
}

/** The JSON bodies sent to one route, in order. */
export function sentBodies(spy: ReturnType<typeof mockApi>, route: string): unknown[] {
  const [method, path] = route.split(" ");
  return spy.mock.calls
    .filter(([input, init]) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost:3000");
      return url.pathname === path && (init?.method ?? "GET").toUpperCase() === method;
    })
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}
