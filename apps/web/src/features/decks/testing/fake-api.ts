import { vi } from "vitest";

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  keepalive: boolean;
}

/** `network: true` makes fetch reject the way a browser does when the server can't be reached. */
type Answer = { status?: number; body?: unknown; network?: boolean };
type Handler = (call: RecordedCall, match: RegExpMatchArray) => Answer | undefined;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/**
 * A stand-in for the API behind `fetch`, for component tests: routes by method and path
 * (query string included), records every call, answers 404 for anything unknown.
 */
export function fakeApi() {
  const routes: Route[] = [];
  const calls: RecordedCall[] = [];

  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://x");
    const path = url.pathname.replace(/^\/api/, "") + url.search;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      method: init?.method ?? "GET",
      path,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      headers,
      keepalive: init?.keepalive === true,
    };
    calls.push(call);
    for (const route of [...routes].reverse()) {
      const match = route.method === call.method ? path.match(route.pattern) : null;
      if (!match) continue;
      const answer = route.handler(call, match);
      if (!answer) continue;
      if (answer.network) throw new TypeError("Failed to fetch");
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }
    return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found" } }), { status: 404 });
  });

  const api = {
    calls,
    spy,
    on(method: string, pattern: RegExp, handler: Handler | Answer) {
      routes.push({ method, pattern, handler: typeof handler === "function" ? handler : () => handler });
      return api;
    },
    callsTo(method: string, pattern: RegExp) {
      return calls.filter((c) => c.method === method && pattern.test(c.path));
    },
  };
  return api;
}
