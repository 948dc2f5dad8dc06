import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { registeredApiRoutes } from "./route-table";
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestContext } from "./test-app";

/**
 * Generated bodies, path values and query strings for every JSON route, sent as a signed-in registered
 * user from our own origin: no answer is a 5xx, the app keeps answering, and no route writes to a table
 * it has no business with. `FUZZ_RUNS` inputs per route (100 by default; 1,000 or more for a long run).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** Routes left out, and why. */
const SKIPPED: Record<string, string> = {
  "DELETE /api/account": "deletes the fuzzing user itself",
  "POST /api/test/clock": "moves the test clock for every later request",
  "POST /api/me/fsrs-settings/optimize": "a parameter fit per input is minutes of CPU, not input handling",
};

/** Tables a route may write to (any other table's row count must not change). */
const MAY_WRITE: Record<string, string[]> = {
  "POST /api/contact": ["contact_messages", "rate_limits"],
  "POST /api/auth/sign-in/anonymous": [
    "users",
    "sessions",
    "accounts",
    "user_info",
    "fsrs_settings",
    "rate_limits",
    "user_activity",
  ],
  "POST /api/auth/sign-in/email": ["sessions", "login_lockouts", "login_failure_hours", "rate_limits"],
  "POST /api/auth/sign-up/email": [
    "users",
    "accounts",
    "verifications",
    "user_info",
    "fsrs_settings",
    "signup_attempts",
    "signup_blocks",
    "user_activity",
  ],
  "POST /api/auth/send-verification-email": ["verifications", "rate_limits"],
  "POST /api/auth/request-password-reset": ["verifications", "rate_limits"],
  "POST /api/auth/reset-password": ["verifications", "rate_limits"],
  "POST /api/auth/change-password": ["sessions", "rate_limits"],
  "POST /api/account/convert": [],
  "POST /api/me/decks": ["user_decks"],
  // Removing a deck removes all progress towards it (spec).
  "DELETE /api/me/decks/:subDeckId": [
    "user_decks",
    "user_word_progress",
    "review_logs",
    "study_sessions",
    "time_rush_scores",
  ],
  "PUT /api/me/daily-goals": ["user_activity"],
  "PUT /api/me/vacation": ["user_info"],
  "POST /api/me/progress/ignore": ["user_word_progress"],
  "PUT /api/me/progress/:wordId/notes": ["user_word_progress"],
  "PUT /api/me/fsrs-settings": ["fsrs_settings"],
  "POST /api/me/fsrs-settings/reset": ["fsrs_settings"],
  "POST /api/me/fsrs-settings/update-cards": ["user_word_progress", "review_logs"],
  "DELETE /api/me/fsrs-settings/optimization": ["fsrs_settings"],
  "POST /api/me/study-sessions": ["study_sessions", "user_word_progress", "review_logs", "user_activity"],
  "POST /api/me/time-rush/games/:gameId/score": ["time_rush_scores", "time_rush_games", "user_decks"],
  "POST /api/me/time-rush/:subDeckId/games": ["time_rush_games"],
  "POST /api/forum/posts": ["forum_posts"],
  "PATCH /api/forum/posts/:postId": [],
  "POST /api/forum/posts/:postId/comments": ["forum_comments"],
  "POST /api/forum/posts/:postId/vote": ["forum_votes"],
  "GET /api/audios": ["audio_cache", "failed_audio_entries"],
  "POST /api/admin/updates": [],
  "POST /api/admin/requests/:id/status": [],
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Strings a careless or hostile client sends. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff x",
    "%00",
    "../..",
    "<script>",
    "' OR 1=1 --",
    "x".repeat(5000),
  ),
  fc.constantFrom("testish-basics-1", "learn-new", "review", "1", "-1", "2147483648", "NaN", "1e309", "null"),
);
const nastyNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53 + 1, -(2 ** 31) - 1, Number.MAX_VALUE, -0, 0.5, -1, 0) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);
const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 5 }),
  object: fc.dictionary(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "wordId",
        "subDeckId",
        "words",
        "score",
        "level",
        "notes",
        "email",
        "password",
        "__proto__",
        "constructor",
      ),
    ),
    tie("value"),
    { maxKeys: 6 },
  ),
})).value;
/** A body shaped like the real ones often enough to get past the first checks. */
const body = fc.oneof(
  jsonValue,
  fc.record({
    subDeckId: nastyString,
    ignore: fc.array(nastyNumber, { maxLength: 3 }),
    level: nastyNumber,
    score: nastyNumber,
  }),
  fc.record({
    sessionId: fc.oneof(fc.uuid(), nastyString),
    subDeckId: fc.constantFrom("testish-basics-1", "nope"),
    sessionType: fc.constantFrom("LEARN", "REVIEW", "TIME_RUSH", "x"),
    startedAt: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      nastyString,
    ),
    durationSeconds: nastyNumber,
    words: fc.array(
      fc.record({
        wordId: nastyNumber,
        correctCount: nastyNumber,
        reviewedCount: nastyNumber,
        gotWrong: fc.boolean(),
        responseTimes: fc.array(nastyNumber, { maxLength: 3 }),
        difficultyScore: nastyNumber,
        ratings: fc.array(nastyNumber, { maxLength: 3 }),
      }),
      { maxLength: 3 },
    ),
  }),
  // A body nested far deeper than any of ours.
  fc.nat({ max: 300 }).map((depth) => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1)),
);
const pathValue = fc.oneof(nastyString, nastyNumber.map(String));

/** A valid request per route (body and path values), so that mutations of it get past the first checks. */
function samples(wordId: number): Record<string, { body?: unknown; params?: Record<string, string> }> {
  const session = {
    sessionId: "8d6f4a52-4a43-4c8e-9d6e-0d7a4f3c2b10",
    subDeckId: "testish-basics-1",
    sessionType: "LEARN",
    startedAt: "2026-11-25T10:00:00.000Z",
    durationSeconds: 60,
    words: [
      {
        wordId,
        correctCount: 5,
        reviewedCount: 5,
        gotWrong: false,
        alreadyKnow: false,
        responseTimes: [1, 1, 1, 1, 1],
        difficultyScore: 3,
        ratings: [3, 3, 3, 3, 3],
      },
    ],
  };
  return {
    "POST /api/contact": { body: { email: "a@example.org", message: "hello" } },
    "POST /api/auth/sign-in/email": { body: { email: "fuzzer1@example.org", password: "wrong-one-1" } },
    "POST /api/auth/sign-up/email": {
      body: { username: "fuzzy", email: "f@example.org", password: "quiet-river-5", confirmPassword: "quiet-river-5" },
    },
    "POST /api/auth/send-verification-email": { body: { email: "fuzzer1@example.org" } },
    "POST /api/auth/request-password-reset": { body: { email: "fuzzer1@example.org" } },
    "POST /api/auth/reset-password": {
      body: { token: "abc", password: "quiet-river-5", confirmPassword: "quiet-river-5" },
    },
    "POST /api/me/decks": { body: { subDeckId: "testish-basics-1" } },
    "DELETE /api/me/decks/:subDeckId": { params: { subDeckId: "nope-deck" } },
    "GET /api/me/decks/:subDeckId/progress": { params: { subDeckId: "testish-basics-1" } },
    "GET /api/sub-decks/:subDeckId": { params: { subDeckId: "testish-basics-1" } },
    "GET /api/sub-decks/:subDeckId/words": { params: { subDeckId: "testish-basics-1" } },
    "GET /api/languages/:languageId/sub-decks": { params: { languageId: "testish" } },
    "PUT /api/me/daily-goals": { body: { level: 1 } },
    "PUT /api/me/vacation": { body: { on: true } },
    "POST /api/me/progress/ignore": { body: { subDeckId: "testish-basics-1", ignore: [wordId], unignore: [] } },
    "PUT /api/me/progress/:wordId/notes": { body: { notes: "a note" }, params: { wordId: String(wordId) } },
    "PUT /api/me/fsrs-settings": { body: { requestRetention: 0.85, maximumInterval: 3650 } },
    "POST /api/me/fsrs-settings/update-cards": { body: {} },
    "GET /api/me/study/:kind/:subDeckId": { params: { kind: "review", subDeckId: "testish-basics-1" } },
    "POST /api/me/study-sessions": { body: session },
    "POST /api/me/time-rush/:subDeckId/games": { body: {}, params: { subDeckId: "testish-basics-1" } },
    "GET /api/me/time-rush/:subDeckId": { params: { subDeckId: "testish-basics-1" } },
    "POST /api/me/time-rush/games/:gameId/score": {
      body: { score: 1 },
      params: { gameId: "8d6f4a52-4a43-4c8e-9d6e-0d7a4f3c2b10" },
    },
    "POST /api/forum/posts": { body: { requestType: "feature", title: "A title", description: "A description" } },
    "POST /api/forum/posts/:postId/comments": { body: { content: "A comment" } },
    "PATCH /api/forum/posts/:postId": { body: { title: "A title", description: "A description" } },
  };
}

/** Every path to a leaf of a JSON value. */
function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [at];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  const inner = entries.flatMap(([k, v]) => leafPaths(v, [...at, k]));
  return inner.length > 0 ? inner : [at];
}

/** The sample with one leaf replaced by `replacement` (or the whole body when it has no leaves). */
function mutate(sample: unknown, pick: number, replacement: unknown): unknown {
  const copy = structuredClone(sample);
  const paths = leafPaths(copy);
  const target = paths[pick % paths.length]!;
  if (target.length === 0) return replacement;
  let node = copy as Record<string | number, unknown>;
  for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[target.at(-1)!] = replacement;
  return copy;
}

/** Percent-encodes, sending a lone surrogate as the raw bytes a hostile client could send (not valid UTF-8). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split("")
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("");
  }
}

let ctx: TestContext;
let cookie: string;
let wordId: number;

async function rowCounts(): Promise<Map<string, number>> {
  const tables = (await ctx.database.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts = new Map<string, number>();
  for (const { table_name } of tables.rows) {
    const result = (await ctx.database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "${table_name}"`),
    )) as unknown as { rows: { n: number }[] };
    counts.set(table_name, result.rows[0]!.n);
  }
  return counts;
}

beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA: "off" });
  await loadStarterContent(ctx.database.db, path.join(import.meta.dirname, "fixtures/decks"));
  const user = await signUpVerified(ctx, {
    username: "fuzzer1",
    email: "fuzzer1@example.org",
    password: "quiet-harbor-7",
  });
  cookie = user.cookie;
  await ctx.app.inject({
    method: "POST",
    url: "/api/me/decks",
    headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
    payload: { subDeckId: "testish-basics-1" },
  });
  const words = await ctx.app.inject({
    method: "GET",
    url: "/api/sub-decks/testish-basics-1/words",
    headers: { cookie },
  });
  wordId = (words.json().items as { id: number }[])[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe("fuzzing every JSON route", () => {
  it(`sends ${RUNS} generated inputs per route: no 5xx, no crash, no write outside the route's tables`, async () => {
    const report: string[] = [];
    let total = 0;
    let serverErrors = 0;
    const known = samples(wordId);
    for (const [method, route] of registeredApiRoutes(ctx.app)) {
      const key = `${method} ${route}`;
      if (SKIPPED[key] || route.includes("*")) continue;
      const params = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const sample = known[key] ?? {};
      // Mostly the valid request with one value made hostile; sometimes anything at all.
      const routeBody =
        sample.body === undefined
          ? body
          : fc.oneof(
              {
                weight: 3,
                arbitrary: fc.tuple(fc.nat(), leaf).map(([pick, value]) => mutate(sample.body, pick, value)),
              },
              { weight: 1, arbitrary: fc.constant(sample.body) },
              { weight: 1, arbitrary: body },
            );
      const routeParams = fc.tuple(
        ...params.map((name) =>
          sample.params?.[name] === undefined ? pathValue : fc.oneof(fc.constant(sample.params[name]!), pathValue),
        ),
      );
      const before = await rowCounts();
      const failures: string[] = [];
      const outcome = await fc.check(
        fc.asyncProperty(routeBody, routeParams, nastyString, async (payload, values, query) => {
          let url = route;
          params.forEach((name, i) => {
            url = url.replace(`:${name}`, encode(String(values[i])));
          });
          url += `?q=${encode(query)}&username=${encode(query)}&language=de&value=${encode(query)}&page=${encode(query)}`;
          const res = await ctx.app.inject({
            method: method as "GET",
            url,
            headers: {
              origin: TEST_ORIGIN,
              cookie,
              ...(STATE_CHANGING.has(method) ? { "content-type": "application/json" } : {}),
            },
            ...(STATE_CHANGING.has(method) ? { payload: JSON.stringify(payload) } : {}),
          });
          total += 1;
          if (res.statusCode >= 500) {
            serverErrors += 1;
            failures.push(
              `${method} ${url} ${JSON.stringify(payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
          return res.statusCode < 500;
        }),
        { numRuns: RUNS, seed: 4242, endOnFailure: true },
      );
      if (outcome.failed && failures.length === 0) {
        failures.push(`${key}: ${String(outcome.errorInstance ?? JSON.stringify(outcome.counterexample))}`);
      }
      const after = await rowCounts();
      const allowed = new Set(MAY_WRITE[key] ?? []);
      for (const [table, n] of after) {
        if (n !== before.get(table) && !allowed.has(table))
          failures.push(`${key} changed ${table}: ${before.get(table)} → ${n}`);
      }
      report.push(`${key}: ${outcome.numRuns} inputs (${outcome.numSkips} skipped), ${failures.length} problems`);
      expect(failures, key).toEqual([]);
      // Still alive.
      expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    }
    if (process.env.FUZZ_REPORT) console.log(report.join("\n"));
    console.log(`fuzz: ${report.length} routes, ${total} requests, ${serverErrors} answered 5xx`);
  }, 600_000);
});
