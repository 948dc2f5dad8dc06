import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { registeredApiRoutes } from "./route-table";
import { convertGuest, signIn } from "./sign-in-helpers";
import { cookieCall, createTestApp, jsonHeaders, sessionOf, signInGuest, signUpAs, TEST_ORIGIN } from "./test-app";

/**
 * Username availability (spec §5, §7 check_username_availability), the Contact form (§2, §5),
 * sessions and origins on user-scoped and state-changing routes, and the Better Auth endpoints
 * that are not exposed.
 */

const PASSWORD = "quiet-harbor-7";
const EVIL = "http://evil.example";

let registered: { userId: string; cookie: string };
const ctx = appPerFile(() => createTestApp());

/** A JSON POST with this session cookie, sent from a foreign origin. */
const postFromEvil = (cookie: string, url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers: { ...jsonHeaders({ cookie }), origin: EVIL }, payload });

beforeAll(async () => {
  registered = await signUpAs(ctx, "takenuser", PASSWORD);
});

function available(username: string, cookie?: string) {
  return ctx.app.inject({
    method: "GET",
    url: `/api/account/username-available?username=${encodeURIComponent(username)}`,
    headers: cookie ? { cookie } : {},
  });
}

describe("GET /api/account/username-available", () => {
  it("a free username is available", async () => {
    const res = await available("freshname1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true });
  });

  it("a taken username is not, whatever the case", async () => {
    for (const name of ["takenuser", "TakenUser", "TAKENUSER", " takenuser "]) {
      const res = await available(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toEqual({
        available: false,
        message: "Username already taken. Please choose a different one.",
      });
    }
  });

  it("a username only in user_info (a guest's or a converted user's) counts as taken too", async () => {
    const guest = await signInGuest(ctx);
    const convert = await convertGuest(ctx, guest.cookie, {
      username: "convertedx",
      email: "convertedx@example.org",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(convert.statusCode, convert.body).toBe(200);
    expect((await available("convertedx")).json().available).toBe(false);
  });

  it("reserved and badly formed usernames get the format message", async () => {
    const cases: [string, string][] = [
      ["admin", "This username is reserved and cannot be used"],
      ["Anonymous", "This username is reserved and cannot be used"],
      ["undefined", "This username is reserved and cannot be used"],
      ["ab", "Username must be at least 3 characters long"],
      ["", "Username is required"],
      ["a".repeat(16), "Username must be 15 characters or less"],
      ["has space", "Username can only contain letters and numbers"],
      ["under_score", "Username can only contain letters and numbers"],
    ];
    for (const [name, message] of cases) {
      const res = await available(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toEqual({ available: false, message });
    }
  });

  it("a signed-in user's own username counts as available to them", async () => {
    const res = await available("takenuser", registered.cookie);
    expect(res.json()).toEqual({ available: true });
  });

  it("without the parameter: 400", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/account/username-available" });
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/contact", () => {
  const send = (payload: unknown, headers: Record<string, string> = jsonHeaders()) =>
    ctx.app.inject({ method: "POST", url: "/api/contact", headers, payload: payload as object });

  it("needs both fields, with a message for each", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ message: "hello" }, "email", "Please enter your email address"],
      [{ email: "", message: "hello" }, "email", "Please enter your email address"],
      [{ email: "   ", message: "hello" }, "email", "Please enter your email address"],
      [{ email: "me@example.org" }, "message", "Please enter a message"],
      [{ email: "me@example.org", message: "" }, "message", "Please enter a message"],
      [{ email: "me@example.org", message: "   \n " }, "message", "Please enter a message"],
      [{ email: "not-an-email", message: "hello" }, "email", "Please enter a valid email address"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(payload)).toBe(message);
    }
    const both = await send({});
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toMatchObject({
      email: "Please enter your email address",
      message: "Please enter a message",
    });
  });

  it("stores the message, with HTML kept as plain text", async () => {
    const html = `<b>Bold</b> <script>alert("x")</script> & <img src=x onerror=alert(1)>`;
    const res = await send({ email: " Writer@Example.ORG ", message: html });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ok).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "writer@example.org"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe(html);
    expect(rows[0]!.userId).toBeNull();
  });

  it("links the message to the signed-in user", async () => {
    const res = await send(
      { email: "takenuser@example.org", message: "from a user" },
      jsonHeaders({ cookie: registered.cookie }),
    );
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.message, "from a user"));
    expect(rows[0]?.userId).toBe(registered.userId);
  });
});

const registeredRoutes = () => registeredApiRoutes(ctx.app);

/** Routes anyone may call without a session (the auth screens, the landing page, probes). */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/captcha/challenge",
  "GET /api/account/username-available",
  "POST /api/contact",
  "POST /api/auth/sign-in/anonymous",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-up/email",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "POST /api/auth/send-verification-email",
  // A reminder mail's one-click stop: its token names the learner, no session needed.
  "POST /api/reminders/stop",
  // The OpenAPI document.
  "GET /api/docs",
  "GET /api/docs/json",
  // Registered only under NODE_ENV=test (the e2e suite moves the clock); production has no such route.
  "GET /api/test/clock",
  "POST /api/test/clock",
  "POST /api/test/reminders",
]);

const concrete = (routePath: string) =>
  routePath.replace(/:(\w+)/g, (_m, name: string) =>
    /id$/i.test(name) && !/deck|language/i.test(name) ? "1" : "testish-basics-1",
  );

describe("every user-scoped route, read from the app's route table", () => {
  it("the route table is readable and has the account routes", () => {
    const routes = registeredRoutes().map(([m, p]) => `${m} ${p}`);
    expect(routes).toContain("DELETE /api/account");
    expect(routes).toContain("POST /api/account/convert");
    expect(routes).toContain("POST /api/auth/change-password");
    expect(routes).toContain("GET /api/account/username-available");
    expect(routes).toContain("GET /api/health");
    expect(routes).not.toContain("HEAD /api/health");
  });

  it("refuses without a session: 401 (a made-up cookie too)", async () => {
    const failures: string[] = [];
    for (const [method, routePath] of registeredRoutes()) {
      if (PUBLIC_ROUTES.has(`${method} ${routePath}`) || routePath.includes("*")) continue;
      // The operator's routes answer to the admin token, not to sessions: without it they don't exist (404).
      const expected = routePath.startsWith("/api/admin/") ? 404 : 401;
      for (const cookie of [undefined, "lexistep.session_token=forged.forged"]) {
        const hasBody = method !== "GET" && method !== "DELETE";
        const res = await ctx.app.inject({
          method: method as "GET",
          url: concrete(routePath),
          headers: { ...(hasBody ? jsonHeaders() : { origin: TEST_ORIGIN }), ...(cookie ? { cookie } : {}) },
          ...(hasBody ? { payload: {} } : {}),
        });
        if (res.statusCode !== expected)
          failures.push(`${method} ${routePath} (${cookie ? "forged cookie" : "no cookie"}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("state-changing routes outside /api/auth refuse a foreign Origin, or none, with 403", async () => {
    const guest = await signInGuest(ctx);
    const failures: string[] = [];
    for (const [method, routePath] of registeredRoutes()) {
      if (method === "GET" || routePath.startsWith("/api/auth/") || routePath.includes("*")) continue;
      // The operator's routes are token-guarded, take no cookies, and answer 404 without the token.
      if (routePath.startsWith("/api/admin/")) continue;
      for (const origin of [EVIL, "null", undefined]) {
        const hasBody = method !== "DELETE";
        const res = await ctx.app.inject({
          method: method as "POST",
          url: concrete(routePath),
          headers: {
            cookie: guest.cookie,
            ...(hasBody ? { "content-type": "application/json" } : {}),
            ...(origin ? { origin } : {}),
          },
          ...(hasBody ? { payload: {} } : {}),
        });
        if (res.statusCode !== 403) failures.push(`${method} ${routePath} (origin ${origin}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("sessions and origins", () => {
  const body = { currentPassword: PASSWORD, newPassword: "bright-meadow-9", confirmPassword: "bright-meadow-9" };
  const userScoped: { method: "GET" | "POST" | "DELETE"; url: string; payload?: object }[] = [
    {
      method: "POST",
      url: "/api/account/convert",
      payload: { username: "x1234", email: "x@example.org", password: PASSWORD, confirmPassword: PASSWORD },
    },
    { method: "DELETE", url: "/api/account" },
    { method: "POST", url: "/api/auth/change-password", payload: body },
    { method: "GET", url: "/api/auth/list-sessions" },
    { method: "POST", url: "/api/auth/revoke-sessions", payload: {} },
    { method: "POST", url: "/api/auth/revoke-other-sessions", payload: {} },
  ];

  for (const route of userScoped) {
    it(`${route.method} ${route.url} refuses without a session: 401`, async () => {
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        headers: route.payload ? jsonHeaders() : { origin: TEST_ORIGIN },
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode).toBe(401);
    });

    it(`${route.method} ${route.url} refuses a made-up session cookie: 401`, async () => {
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        headers: {
          ...(route.payload ? jsonHeaders() : { origin: TEST_ORIGIN }),
          cookie: "lexistep.session_token=forged.forged",
        },
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode).toBe(401);
    });
  }

  const ours: { method: "POST" | "DELETE"; url: string; payload?: object }[] = [
    {
      method: "POST",
      url: "/api/account/convert",
      payload: { username: "evil1", email: "evil1@example.org", password: PASSWORD, confirmPassword: PASSWORD },
    },
    { method: "DELETE", url: "/api/account" },
    { method: "POST", url: "/api/contact", payload: { email: "evil@example.org", message: "csrf" } },
  ];
  for (const route of ours) {
    it(`${route.method} ${route.url} refuses a foreign Origin, or none, with 403`, async () => {
      const guest = await signInGuest(ctx);
      for (const origin of [EVIL, "null", undefined]) {
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            cookie: guest.cookie,
            ...(route.payload ? { "content-type": "application/json" } : {}),
            ...(origin ? { origin } : {}),
          },
          ...(route.payload ? { payload: route.payload } : {}),
        });
        expect(res.statusCode, String(origin)).toBe(403);
      }
      const me = await sessionOf(ctx, guest.cookie);
      expect(me.json().user).toMatchObject({ id: guest.userId, isAnonymous: true });
      expect(
        await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.message, "csrf")),
      ).toHaveLength(0);
    });
  }

  it("POST /api/auth/change-password refuses a foreign Origin with 403 and keeps the password", async () => {
    const user = await signUpAs(ctx, "csrfvictim", PASSWORD);
    const res = await postFromEvil(user.cookie, "/api/auth/change-password", body);
    expect(res.statusCode).toBe(403);
    const signin = await signIn(ctx, "csrfvictim@example.org", PASSWORD);
    expect(signin.statusCode).toBe(200);
  });

  it("POST /api/auth/sign-out refuses a foreign Origin with 403 and keeps the session", async () => {
    const user = await signUpAs(ctx, "csrfsignout", PASSWORD);
    const res = await postFromEvil(user.cookie, "/api/auth/sign-out", {});
    expect(res.statusCode).toBe(403);
    const me = await sessionOf(ctx, user.cookie);
    expect(me.json()?.user?.id).toBe(user.userId);
  });

  it("sign-out from our origin ends the session", async () => {
    const user = await signUpAs(ctx, "signsout", PASSWORD);
    const res = await cookieCall(ctx, user.cookie)("POST", "/api/auth/sign-out", {});
    expect(res.statusCode).toBe(200);
    const me = await sessionOf(ctx, user.cookie);
    expect(me.json()).toBeNull();
  });
});

describe("Better Auth endpoints that are not exposed", () => {
  const hidden: { method: "GET" | "POST"; url: string }[] = [
    { method: "POST", url: "/api/auth/sign-in/username" },
    { method: "POST", url: "/api/auth/update-user" },
    { method: "POST", url: "/api/auth/delete-user" },
    { method: "GET", url: "/api/auth/delete-user/callback?token=x" },
    { method: "POST", url: "/api/auth/change-email" },
    { method: "POST", url: "/api/auth/set-password" },
    { method: "POST", url: "/api/auth/is-username-available" },
    { method: "POST", url: "/api/auth/link-social" },
    { method: "GET", url: "/api/auth/list-accounts" },
    { method: "POST", url: "/api/auth/unlink-account" },
    { method: "POST", url: "/api/auth/revoke-session" },
    { method: "POST", url: "/api/auth/forget-password" },
    { method: "GET", url: "/api/auth/ok" },
    { method: "GET", url: "/api/auth/error" },
    { method: "POST", url: "/api/auth/sign-in/social" },
  ];

  for (const route of hidden) {
    it(`${route.method} ${route.url} → 404`, async () => {
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        headers: route.method === "POST" ? jsonHeaders({ cookie: registered.cookie }) : { cookie: registered.cookie },
        ...(route.method === "POST"
          ? { payload: { username: "takenuser", password: PASSWORD, name: "hacked", email: "hacked@example.org" } }
          : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found", requestId: expect.any(String) } });
    });
  }

  it("update-user did not change the user", async () => {
    await cookieCall(ctx, registered.cookie)("POST", "/api/auth/update-user", { name: "hacked" });
    const me = await sessionOf(ctx, registered.cookie);
    expect(me.json().user.name).toBe("takenuser");
  });

  it("paths that only look like pass-through ones are not passed through", async () => {
    for (const url of [
      "/api/auth/get-session/../update-user",
      "/api/auth/reset-password/x/../../update-user",
      "/api/auth/sign-out/",
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: jsonHeaders({ cookie: registered.cookie }),
        payload: { name: "hacked" },
      });
      expect(res.statusCode, url).toBe(404);
    }
    const me = await sessionOf(ctx, registered.cookie);
    expect(me.json().user.name).toBe("takenuser");
  });
});
