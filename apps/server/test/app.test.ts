import { describe, expect, it } from "vitest";
import { appPerFile } from "./app-per-file";
import { createTestApp, TEST_ORIGIN } from "./test-app";

const ctx = appPerFile(() => createTestApp());

describe("GET /api/health", () => {
  it("reports the database", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("ok");
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });
});

describe("routing", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/does-not-exist", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found", requestId: expect.any(String) } });
  });

  it("serves the SPA for page navigations", async () => {
    for (const url of ["/", "/home?tab=stats", "/decks/chinese-hsk1-1", "/some/unknown/page"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { accept: "text/html,application/xhtml+xml" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers a missing asset with 404, not the SPA", async () => {
    for (const url of ["/assets/missing-123.js", "/favicon-missing.png", "/assets/nothing"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { accept: "*/*" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("<div id=root>");
    }
  });

  it("serves hashed assets with long caching", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("does not fall back to the SPA for non-GET requests", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/home", headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(404);
  });
});

describe("security headers", () => {
  it("sends a CSP that allows only our own origin", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("errors", () => {
  /** An empty JSON POST to `url` from a page at `origin`. */
  const postFrom = (origin: string, url: string) =>
    ctx.app.inject({ method: "POST", url, headers: { origin, "content-type": "application/json" }, payload: "{}" });

  it("refuses a state-changing API request from another origin, saying what to do", async () => {
    const res = await postFrom("https://evil.example", "/api/me/decks");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    expect(res.json().error.message).toBe(
      "This request was refused because the page was not opened from the app's own address. Open http://localhost:3000 and try again.",
    );
  });

  it("checks the origin on the route the router matched, however the path is spelled", async () => {
    for (const url of [
      "/%61pi/me/decks",
      "/api/me/%64ecks",
      "/api%2Fme%2Fdecks",
      "//api/me/decks",
      "/API/me/decks",
      "/api/me/decks/",
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        payload: { subDeckId: "testish-basics-1" },
      });
      expect([403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
    }
    const account = await ctx.app.inject({
      method: "DELETE",
      url: "/%61pi/account",
      headers: { origin: "https://evil.example" },
    });
    expect(account.statusCode).toBe(403);
  });

  it("trusts every loopback spelling of the app's own address", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const res = await postFrom(origin, "/api/auth/sign-in/anonymous");
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
    }
    const otherPort = await postFrom("http://127.0.0.1:3001", "/api/auth/sign-in/anonymous");
    expect(otherPort.statusCode).toBe(403);
  });

  it("refuses what cannot be stored or bounded with a 400, never a 500", async () => {
    const nested = JSON.stringify(Array.from({ length: 200 }).reduce<unknown>((inner) => ({ a: inner }), "x"));
    const deep = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: nested,
    });
    expect(deep.statusCode).toBe(400);
    const nul = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: { email: "a@example.org", message: "hello\u0000world" },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe(
      "This text contains characters that cannot be saved. Please remove them and try again.",
    );
    const search = await ctx.app.inject({ method: "GET", url: "/api/account/username-available?username=a%00b" });
    expect(search.statusCode).toBe(400);
  });

  it("answers malformed JSON with a 400 in the error contract, never a stack trace", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe("request logs", () => {
  it("only refusals, errors and slow requests reach the default level; every line names its request", async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await createTestApp(
      {},
      { logger: { level: "debug", stream: { write: (line) => lines.push(JSON.parse(line)) } } },
    );
    try {
      const ok = await logged.app.inject({ method: "GET", url: "/api/health" });
      const refused = await logged.app.inject({ method: "GET", url: "/api/me/decks" });
      expect(refused.statusCode).toBe(401);
      const byRequest = (id: unknown) => lines.filter((l) => l.reqId === id);
      const okLine = byRequest(ok.headers["x-request-id"]).find((l) => l.msg === "request");
      expect(okLine).toMatchObject({ level: 20, status: 200, url: "/api/health" });
      const refusedLine = byRequest(refused.headers["x-request-id"]).find((l) => l.msg === "request refused");
      expect(refusedLine).toMatchObject({ level: 30, status: 401 });
      // Fastify's own "incoming request" / "request completed" lines are off.
      expect(lines.some((l) => l.msg === "incoming request")).toBe(false);
    } finally {
      await logged.close();
    }
  });
});
