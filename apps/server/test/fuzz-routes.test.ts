import { learnedWord } from "@app/domain/test-support/session";
import { buildLegacyCollection, zip } from "@app/import-reader/test-fixtures/build-anki";
import { COMER_MP3, vocabulary } from "@app/import-reader/test-fixtures/vocabulary";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "../src/db/execute-rows";
import { type Client, importFile } from "./create/create-helpers";
import { registeredApiRoutes } from "./route-table";
import { sessionSave } from "./session-saves";
import { cookieCall, createAppWithDecks, signUpVerified, TEST_ORIGIN, type TestContext } from "./test-app";

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

/**
 * What editing an own deck touches: the deck, its sets (sub_decks) and words, every collection holding it
 * (user_decks, time_rush_scores for a new set), the catalogue language row made on demand, and progress and
 * review logs that move with their words between sets.
 */
const OWN_DECK_TABLES = [
  "own_decks",
  "sub_decks",
  "words",
  "user_decks",
  "time_rush_scores",
  "language_decks",
  "user_word_progress",
  "review_logs",
];
/** An import writes its own row, and on success a deck as above with its recordings. */
const IMPORT_TABLES = ["imports", ...OWN_DECK_TABLES, "own_media"];

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
  "POST /api/me/reader/texts": ["reader_texts"],
  "DELETE /api/me/reader/texts/:textId": ["reader_texts"],
  "POST /api/me/reader/analyse": ["reader_texts"],
  // Removing a deck removes all progress towards it (spec).
  "DELETE /api/me/decks/:subDeckId": [
    "user_decks",
    "user_word_progress",
    "review_logs",
    "study_sessions",
    "time_rush_scores",
  ],
  "PUT /api/me/daily-goals": ["user_activity"],
  "PUT /api/me/catch-up-plan": ["user_info"],
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
  "POST /api/admin/decks/:id/hidden": [],
  "POST /api/me/own-decks": OWN_DECK_TABLES,
  "PATCH /api/me/own-decks/:deckId": OWN_DECK_TABLES,
  // Deleting a deck deletes its recordings with it.
  "DELETE /api/me/own-decks/:deckId": [...OWN_DECK_TABLES, "own_media"],
  "POST /api/me/own-decks/:deckId/words": OWN_DECK_TABLES,
  "PATCH /api/me/own-decks/:deckId/words/:wordId": OWN_DECK_TABLES,
  "DELETE /api/me/own-decks/:deckId/words/:wordId": OWN_DECK_TABLES,
  "PUT /api/me/own-decks/:deckId/order": OWN_DECK_TABLES,
  "POST /api/me/own-decks/:deckId/add": OWN_DECK_TABLES,
  // Multipart routes: the fuzzer's JSON bodies are refused (415) before anything is read; these are the tables
  // an upload may write to (a preview keeps its file; an import writes a deck). Every upload is counted first
  // (`uploadsPerUser`): the first one of an hour adds that hour's counter row.
  "POST /api/me/imports/preview": ["imports", "rate_limits"],
  "POST /api/me/imports": [...IMPORT_TABLES, "rate_limits"],
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

/** The fuzzing user's own rows that the Create routes' samples point at. */
interface Fixture {
  /** A catalogue word in the user's collection. */
  wordId: number;
  /** An own deck imported from an Anki package: a word with a recording, and a word only deletion uses. */
  deckId: string;
  audioWordId: number;
  spareWordId: number;
  /** A deck only PUT …/order uses (its word list stays as it is), and its words. */
  orderDeckId: string;
  orderWordIds: number[];
  /** A deck only DELETE uses. */
  doomedDeckId: string;
  importId: string;
}

interface Sample {
  body?: unknown;
  params?: Record<string, string>;
  /** Query values a valid request uses, sent besides generated ones. */
  query?: Record<string, string[]>;
}

/** A valid request per route (body and path values), so that mutations of it get past the first checks. */
function samples(fixture: Fixture): Record<string, Sample> {
  const { wordId } = fixture;
  const deck = { deckId: fixture.deckId };
  // 10:00 to 10:01, a fixed id.
  const session = {
    ...sessionSave("testish-basics-1", [learnedWord(wordId)], new Date("2026-11-25T10:01:00.000Z")),
    sessionId: "8d6f4a52-4a43-4c8e-9d6e-0d7a4f3c2b10",
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
    "PUT /api/me/catch-up-plan": { body: { choice: "snooze" } },
    "PUT /api/me/vacation": { body: { on: true } },
    "POST /api/me/reader/analyse": { body: { text: "gato y perro", languageId: "testish" } },
    "POST /api/me/reader/words": { body: { deckId: "nobody-s-deck", words: [{ term: "perro", meaning: "dog" }] } },
    "POST /api/me/reader/texts": { body: { title: "Un cuento", languageId: "testish", text: "Hola casa." } },
    "GET /api/me/reader/texts/:textId": { params: { textId: "7d0c8f52-7a4e-4f39-9a55-3c1f0f4b2a10" } },
    "DELETE /api/me/reader/texts/:textId": { params: { textId: "7d0c8f52-7a4e-4f39-9a55-3c1f0f4b2a10" } },
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
    "POST /api/me/own-decks": {
      body: {
        name: "Fuzzed deck",
        description: "Words",
        termLanguage: "fi",
        translationLanguage: "en",
        hasReading: true,
        visibility: "unlisted",
      },
    },
    "GET /api/me/own-decks/:deckId": { params: deck },
    "PATCH /api/me/own-decks/:deckId": {
      body: { name: "Renamed", description: "Other words", termLanguage: "de", visibility: "public" },
      params: deck,
    },
    "DELETE /api/me/own-decks/:deckId": { params: { deckId: fixture.doomedDeckId } },
    "GET /api/me/own-decks/:deckId/words": { params: deck, query: { offset: ["0", "1"], limit: ["1", "500"] } },
    "POST /api/me/own-decks/:deckId/words": {
      body: { words: [{ term: "talo", translation: "house", reading: "ta-lo" }] },
      params: deck,
    },
    "PATCH /api/me/own-decks/:deckId/words/:wordId": {
      body: { term: "comer", translation: "to eat", reading: null },
      params: { ...deck, wordId: String(fixture.audioWordId) },
    },
    "DELETE /api/me/own-decks/:deckId/words/:wordId": {
      params: { ...deck, wordId: String(fixture.spareWordId) },
    },
    "PUT /api/me/own-decks/:deckId/order": {
      body: { wordIds: [...fixture.orderWordIds].reverse() },
      params: { deckId: fixture.orderDeckId },
    },
    "GET /api/own-decks/:deckId": { params: deck },
    "POST /api/me/own-decks/:deckId/add": { body: {}, params: deck },
    "GET /api/me/imports/:id": { params: { id: fixture.importId } },
    "GET /api/me/decks/:subDeckId/export": {
      params: { subDeckId: fixture.deckId },
      query: { format: ["csv", "apkg"] },
    },
    "GET /api/me/reviews/export": { query: { format: ["csv"] } },
    "GET /api/words/:wordId/audio": { params: { wordId: String(fixture.audioWordId) } },
    "POST /api/admin/decks/:id/hidden": { body: { hidden: true }, params: { id: fixture.deckId } },
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
let fixture: Fixture;

async function rowCounts(): Promise<Map<string, number>> {
  const tables = await executeRows<{ table_name: string }>(
    ctx.database.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts = new Map<string, number>();
  for (const { table_name } of tables) {
    const [result] = await executeRows<{ n: number }>(
      ctx.database.db,
      sql.raw(`SELECT count(*)::int AS n FROM "${table_name}"`),
    );
    counts.set(table_name, result!.n);
  }
  return counts;
}

beforeAll(async () => {
  ctx = await createAppWithDecks({}, { CAPTCHA: "off" });
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
  const wordId = (words.json().items as { id: number }[])[0]!.id;

  // Own decks for the Create routes: one imported from an Anki package (a word with a recording), one for
  // reordering, one to delete.
  const call = cookieCall(ctx, cookie);
  const client: Client = { id: user.userId, username: "fuzzer1", cookie, call };
  const imported = await importFile(
    client,
    {
      name: "spanish.apkg",
      bytes: zip({
        "collection.anki2": buildLegacyCollection(vocabulary),
        media: JSON.stringify({ "0": "comer.mp3" }),
        "0": COMER_MP3,
      }),
    },
    { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" },
  );
  if (imported.status !== "done") throw new Error(`set-up import failed: ${JSON.stringify(imported)}`);
  const deckId = imported.result.deckIds[0] as string;
  const spare = await call("POST", `/api/me/own-decks/${deckId}/words`, {
    words: [{ term: "borrar", translation: "to delete" }],
  });
  const deckWords = (await call("GET", `/api/me/own-decks/${deckId}/words`)).json().items as {
    id: number;
    hasAudio: boolean;
  }[];
  const newDeck = async (name: string) => {
    const res = await call("POST", "/api/me/own-decks", { name, termLanguage: "fi", translationLanguage: "en" });
    if (res.statusCode !== 201) throw new Error(`set-up deck failed: ${res.body}`);
    return res.json().id as string;
  };
  const orderDeckId = await newDeck("Order");
  const ordered = await call("POST", `/api/me/own-decks/${orderDeckId}/words`, {
    words: [
      { term: "yksi", translation: "one" },
      { term: "kaksi", translation: "two" },
      { term: "kolme", translation: "three" },
    ],
  });
  fixture = {
    wordId,
    deckId,
    audioWordId: deckWords.find((w) => w.hasAudio)!.id,
    spareWordId: spare.json().items[0].id,
    orderDeckId,
    orderWordIds: (ordered.json().items as { id: number }[]).map((w) => w.id),
    doomedDeckId: await newDeck("Doomed"),
    importId: imported.id,
  };
});
afterAll(async () => {
  await ctx?.close();
});

describe("fuzzing every JSON route", () => {
  it(`sends ${RUNS} generated inputs per route: no 5xx, no crash, no write outside the route's tables`, async () => {
    const report: string[] = [];
    let total = 0;
    let serverErrors = 0;
    const known = samples(fixture);
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
      // Query values the route needs (a deck export's format) are sometimes valid, sometimes anything.
      const routeQuery = fc.tuple(
        ...Object.entries(sample.query ?? {}).map(([name, valid]) =>
          fc.tuple(fc.constant(name), fc.oneof(fc.constantFrom(...valid), nastyString)),
        ),
      );
      const before = await rowCounts();
      const failures: string[] = [];
      const outcome = await fc.check(
        fc.asyncProperty(routeBody, routeParams, nastyString, routeQuery, async (payload, values, query, extra) => {
          let url = route;
          params.forEach((name, i) => {
            url = url.replace(`:${name}`, encode(String(values[i])));
          });
          url += `?q=${encode(query)}&username=${encode(query)}&language=de&value=${encode(query)}&page=${encode(query)}`;
          for (const [name, value] of extra) url += `&${name}=${encode(value)}`;
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
