import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { registeredApiRoutes } from "./route-table";
import {
  cookiesFrom,
  createTestApp,
  jsonHeaders,
  signUpVerified,
  TEST_ORIGIN,
  type TestContext,
  uniqueRemoteAddress,
} from "./test-app";

/**
 * Every /api route, from the app's own route table, tried as: signed out, a guest, another
 * registered user holding the first user's ids, and a request from a foreign (or missing, or
 * `null`) Origin — also with the path spelled differently. A route added without an entry here
 * fails the first test.
 */

type Access = "public" | "session" | "registered" | "admin" | "test-only";

const DECK = "testish-basics-1";

/** Each route: who may call it, and a body that would succeed for its owner (so a refusal means something). */
const ROUTES: Record<string, { access: Access; body?: (ids: OwnerIds) => unknown; othersMayChange?: true }> = {
  "GET /api/docs": { access: "public" },
  "GET /api/docs/json": { access: "public" },
  "GET /api/health": { access: "public" },
  "GET /api/captcha/challenge": { access: "public" },
  "GET /api/account/username-available": { access: "public" },
  "POST /api/contact": { access: "public", body: () => ({ email: "a@example.org", message: "hi" }) },
  "POST /api/auth/sign-in/anonymous": { access: "public", body: () => ({}) },
  "POST /api/auth/sign-in/email": { access: "public", body: () => ({ email: "x@example.org", password: "x" }) },
  "POST /api/auth/sign-up/email": { access: "public", body: () => ({}) },
  "POST /api/auth/send-verification-email": { access: "public", body: () => ({ email: "x@example.org" }) },
  "POST /api/auth/request-password-reset": { access: "public", body: () => ({ email: "x@example.org" }) },
  "POST /api/auth/reset-password": { access: "public", body: () => ({}) },
  "POST /api/auth/change-password": {
    access: "registered",
    body: () => ({
      currentPassword: "quiet-harbor-7",
      newPassword: "other-harbor-9",
      confirmPassword: "other-harbor-9",
    }),
  },
  "GET /api/test/clock": { access: "test-only" },
  "POST /api/test/clock": { access: "test-only", body: () => ({ offsetMs: 0 }) },
  "POST /api/admin/updates": { access: "admin", body: () => ({ title: "t", description: "d" }) },
  "GET /api/admin/updates": { access: "admin" },
  "GET /api/admin/requests": { access: "admin" },
  "POST /api/admin/requests/:id/status": { access: "admin", body: () => ({ status: "completed" }) },
  "GET /api/admin/contact": { access: "admin" },
  "GET /api/audios": { access: "session" },
  "DELETE /api/account": { access: "session" },
  "POST /api/account/convert": { access: "session", body: () => ({}) },
  "GET /api/languages": { access: "session" },
  "GET /api/languages/:languageId/sub-decks": { access: "session" },
  "GET /api/sub-decks/:subDeckId": { access: "session" },
  "GET /api/sub-decks/:subDeckId/words": { access: "session" },
  "GET /api/search": { access: "session" },
  "GET /api/updates": { access: "session" },
  "GET /api/me/decks": { access: "session" },
  "POST /api/me/decks": { access: "session", body: () => ({ subDeckId: DECK }) },
  "DELETE /api/me/decks/:subDeckId": { access: "session" },
  "GET /api/me/decks/:subDeckId/progress": { access: "session" },
  "GET /api/me/daily-goals": { access: "session" },
  "PUT /api/me/daily-goals": { access: "session", body: () => ({ level: 2 }) },
  "POST /api/me/progress/ignore": { access: "session", body: (ids) => ({ subDeckId: DECK, ignore: [ids.wordId] }) },
  "PUT /api/me/progress/:wordId/notes": { access: "session", body: () => ({ notes: "written by someone else" }) },
  "GET /api/me/fsrs-settings": { access: "session" },
  "PUT /api/me/fsrs-settings": { access: "session", body: () => ({ requestRetention: 0.8 }) },
  "POST /api/me/fsrs-settings/reset": { access: "session", body: () => ({}) },
  "POST /api/me/fsrs-settings/update-cards": { access: "session", body: () => ({}) },
  "POST /api/me/fsrs-settings/optimize": { access: "session", body: () => ({}) },
  "POST /api/me/fsrs-settings/optimize/cancel": { access: "session", body: () => ({}) },
  "DELETE /api/me/fsrs-settings/optimization": { access: "session" },
  "GET /api/me/study/:kind/:subDeckId": { access: "session" },
  "POST /api/me/study-sessions": { access: "session", body: (ids) => ids.session },
  "GET /api/me/stats": { access: "registered" },
  "GET /api/me/vacation": { access: "registered" },
  "PUT /api/me/vacation": { access: "registered", body: () => ({ on: true }) },
  "POST /api/me/time-rush/games/:gameId/score": { access: "session", body: () => ({ score: 0 }) },
  "GET /api/me/time-rush/:subDeckId": { access: "session" },
  "POST /api/me/time-rush/:subDeckId/games": { access: "session", body: () => ({}) },
  "GET /api/forum/posts": { access: "registered" },
  "POST /api/forum/posts": {
    access: "registered",
    body: () => ({ requestType: "feature", title: "t", description: "d" }),
  },
  "PATCH /api/forum/posts/:postId": { access: "registered", body: () => ({ title: "taken over", description: "x" }) },
  // Commenting on and voting for someone else's request is what the board is for.
  "POST /api/forum/posts/:postId/comments": {
    access: "registered",
    body: () => ({ content: "c" }),
    othersMayChange: true,
  },
  "POST /api/forum/posts/:postId/vote": { access: "registered", body: () => ({}), othersMayChange: true },
};

interface OwnerIds {
  wordId: number;
  postId: string;
  gameId: string;
  session: unknown;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PASSWORD = "quiet-harbor-7";

let ctx: TestContext;
let owner: { userId: string; cookie: string };
let intruder: { userId: string; cookie: string };
let guestCookie: string;
let ids: OwnerIds;

/** The owner's ids in every path parameter. */
function concrete(route: string): string {
  return route
    .replace(":wordId", String(ids.wordId))
    .replace(":postId", ids.postId)
    .replace(":gameId", ids.gameId)
    .replace(":subDeckId", DECK)
    .replace(":languageId", "testish")
    .replace(":kind", "learn-new")
    .replace(":id", "1");
}

/** Every row the owner has, in every table keyed by a user, as text: any change shows. */
async function ownerSnapshot(): Promise<string> {
  const tables = (await ctx.database.db.execute(
    sql`SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await ctx.database.db.execute(
      sql.raw(`SELECT * FROM "${table_name}" WHERE user_id = '${owner.userId}' ORDER BY 1`),
    )) as unknown as { rows: unknown[] };
    parts.push(`${table_name}:${JSON.stringify(rows.rows)}`);
  }
  const account = (await ctx.database.db.execute(
    sql`SELECT id, email, username, is_anonymous FROM users WHERE id = ${owner.userId}`,
  )) as unknown as { rows: unknown[] };
  parts.push(`users:${JSON.stringify(account.rows)}`);
  return parts.join("\n");
}

function send(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  return ctx.app.inject({
    method: method as "GET",
    url,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    remoteAddress: uniqueRemoteAddress(),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  await loadStarterContent(ctx.database.db, path.join(import.meta.dirname, "fixtures/decks"));
  owner = await signUpVerified(ctx, { username: "owner1", email: "owner1@example.org", password: PASSWORD });
  intruder = await signUpVerified(ctx, { username: "intruder1", email: "intruder1@example.org", password: PASSWORD });
  const guest = await send("POST", "/api/auth/sign-in/anonymous", { origin: TEST_ORIGIN }, {});
  guestCookie = cookiesFrom(guest.headers["set-cookie"]);

  // The owner's data: a deck, learned words, a note, a post, a game.
  const as = (method: string, url: string, body?: unknown) =>
    send(method, url, { origin: TEST_ORIGIN, cookie: owner.cookie }, body);
  await as("POST", "/api/me/decks", { subDeckId: DECK });
  const words = (await as("GET", `/api/sub-decks/${DECK}/words`)).json().items as { id: number }[];
  const session = {
    sessionId: crypto.randomUUID(),
    subDeckId: DECK,
    sessionType: "LEARN",
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    durationSeconds: 60,
    words: words.slice(0, 5).map((w) => ({
      wordId: w.id,
      correctCount: 5,
      reviewedCount: 5,
      gotWrong: false,
      alreadyKnow: false,
      responseTimes: [1, 1, 1, 1, 1],
      difficultyScore: 3,
      ratings: [3, 3, 3, 3, 3],
    })),
  };
  expect((await as("POST", "/api/me/study-sessions", session)).statusCode).toBe(200);
  expect((await as("PUT", `/api/me/progress/${words[0]!.id}/notes`, { notes: "mine" })).statusCode).toBe(200);
  const post = await as("POST", "/api/forum/posts", { requestType: "bug", title: "Mine", description: "Mine too" });
  const game = await as("POST", `/api/me/time-rush/${DECK}/games`, {});
  ids = {
    wordId: words[0]!.id,
    postId: post.json().post?.id ?? post.json().id,
    gameId: game.json().gameId,
    session,
  };
  expect(ids.postId).toBeTruthy();
  expect(ids.gameId).toBeTruthy();
});
afterAll(async () => {
  await ctx?.close();
});

const routes = () => registeredApiRoutes(ctx.app).map(([method, route]) => `${method} ${route}`);
const tally = { refused: 0, probes: 0 };

describe("the route matrix", () => {
  it("has an entry for every route the app serves, and none for a route it does not", () => {
    const served = routes().filter((r) => !r.includes("*"));
    expect([...served].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("signed out: every route but the public ones refuses (401; the operator's routes do not exist: 404)", async () => {
    const failures: string[] = [];
    for (const [route, entry] of Object.entries(ROUTES)) {
      if (entry.access === "public" || entry.access === "test-only") continue;
      const [method, pattern] = route.split(" ") as [string, string];
      const body = STATE_CHANGING.has(method) ? (entry.body?.(ids) ?? {}) : undefined;
      const res = await send(method, concrete(pattern), { origin: TEST_ORIGIN }, body);
      tally.probes += 1;
      const expected = entry.access === "admin" ? 404 : 401;
      if (res.statusCode === expected) tally.refused += 1;
      else failures.push(`${route} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("a guest is refused on every registered-only route (403), with nothing changed", async () => {
    const before = await ownerSnapshot();
    const failures: string[] = [];
    for (const [route, entry] of Object.entries(ROUTES)) {
      if (entry.access !== "registered") continue;
      const [method, pattern] = route.split(" ") as [string, string];
      const body = STATE_CHANGING.has(method) ? (entry.body?.(ids) ?? {}) : undefined;
      const res = await send(method, concrete(pattern), { origin: TEST_ORIGIN, cookie: guestCookie }, body);
      tally.probes += 1;
      if (res.statusCode === 403) tally.refused += 1;
      else failures.push(`${route} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await ownerSnapshot()).toBe(before);
  });

  it("another registered user holding the owner's ids changes none of the owner's data", async () => {
    const before = await ownerSnapshot();
    const statuses: string[] = [];
    for (const [route, entry] of Object.entries(ROUTES)) {
      const [method, pattern] = route.split(" ") as [string, string];
      if (!STATE_CHANGING.has(method) || entry.access === "admin" || entry.access === "test-only") continue;
      if (entry.othersMayChange) continue;
      // Deleting their own account or changing their own password is theirs to do; keep the intruder.
      if (route === "DELETE /api/account" || route === "POST /api/auth/change-password") continue;
      const res = await send(
        method,
        concrete(pattern),
        jsonHeaders({ cookie: intruder.cookie }),
        entry.body?.(ids) ?? {},
      );
      tally.probes += 1;
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      statuses.push(`${route} → ${res.statusCode}`);
    }
    expect(await ownerSnapshot()).toBe(before);
    // Owned ids of another user are refused outright where the route is about that one row.
    expect(statuses).toContain("PATCH /api/forum/posts/:postId → 403");
    expect(statuses).toContain("POST /api/me/time-rush/games/:gameId/score → 404");
  });

  it("a foreign, missing or null Origin is refused on every state-changing route, however the path is spelled", async () => {
    const before = await ownerSnapshot();
    const failures: string[] = [];
    const spellings = (p: string) => [
      p,
      p.replace("/api/", "/%61pi/"),
      p.replace("/api/", "/api%2F"),
      p.replace("/api/", "/API/"),
      p.replace("/api/", "//api/"),
      `${p}/`,
    ];
    for (const [route, entry] of Object.entries(ROUTES)) {
      const [method, pattern] = route.split(" ") as [string, string];
      if (!STATE_CHANGING.has(method) || entry.access === "admin") continue;
      for (const origin of ["https://evil.example", undefined, "null"]) {
        for (const url of spellings(concrete(pattern))) {
          const headers: Record<string, string> = { cookie: owner.cookie };
          if (origin) headers.origin = origin;
          const res = await send(method, url, headers, entry.body?.(ids) ?? {});
          tally.probes += 1;
          if (res.statusCode === 403 || res.statusCode === 404) tally.refused += 1;
          else failures.push(`${method} ${url} (origin ${origin}) → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await ownerSnapshot()).toBe(before);
    console.log(`route matrix: ${Object.keys(ROUTES).length} routes, ${tally.probes} probes, ${tally.refused} refused`);
  });
});
