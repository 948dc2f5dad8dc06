import path from "node:path";
import { learnedWord } from "@app/domain/test-support/session";
import { buildLegacyCollection, zip } from "@app/import-reader/test-fixtures/build-anki";
import { COMER_MP3, vocabulary } from "@app/import-reader/test-fixtures/vocabulary";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { type Client, importFile, multipart } from "./create/create-helpers";
import { snapshotOf } from "./route-matrix-snapshot";
import { registeredApiRoutes } from "./route-table";
import { sessionSave } from "./session-saves";
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

/** A multipart/form-data body (the import routes take files, not JSON). */
class Form {
  constructor(
    readonly payload: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}
function form(...args: Parameters<typeof multipart>): Form {
  const { payload, headers } = multipart(...args);
  return new Form(payload, headers);
}
const WORD_LIST = { name: "words.csv", bytes: new TextEncoder().encode("kissa,cat\nkoira,dog\n") };

interface Entry {
  access: Access;
  /** A body that would succeed for the owner (so a refusal means something). */
  body?: (ids: OwnerIds) => unknown;
  /** Query string the route needs before it looks at the ids (without it a 400 would hide the answer). */
  query?: string;
  othersMayChange?: true;
  /** About one of the owner's own decks, words, recordings or imports: anyone else gets 404, as if it did not exist. */
  ownerOnly?: true;
}

/** An exam about 100 days ahead (the planner refuses dates today or past). */
const examGoal = () => ({
  examDate: new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10),
  targetPercent: 90,
  minutesCap: 30,
});

/** Each route: who may call it, and a body that would succeed for its owner (so a refusal means something). */
const ROUTES: Record<string, Entry> = {
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
  "POST /api/test/reminders": { access: "test-only" },
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
  "GET /api/me/decks/:subDeckId/scheduling": { access: "session" },
  "PUT /api/me/decks/:subDeckId/scheduling": {
    access: "session",
    body: () => ({ desiredRetention: 0.85, newPerDay: null, reviewsPerDay: null }),
  },
  "GET /api/me/decks/:subDeckId/scheduling/simulation": { access: "session" },
  "GET /api/me/exam-plans": { access: "session" },
  "GET /api/me/decks/:subDeckId/exam-plan": { access: "session" },
  "PUT /api/me/decks/:subDeckId/exam-plan": { access: "session", body: () => examGoal() },
  "POST /api/me/decks/:subDeckId/exam-plan/preview": { access: "session", body: () => examGoal() },
  "DELETE /api/me/decks/:subDeckId/exam-plan": { access: "session" },
  "GET /api/me/daily-goals": { access: "session" },
  "PUT /api/me/daily-goals": { access: "session", body: () => ({ level: 2 }) },
  "GET /api/me/catch-up-plan": { access: "session" },
  "PUT /api/me/catch-up-plan": { access: "session", body: () => ({ choice: "dismiss" }) },
  "POST /api/me/progress/ignore": { access: "session", body: (ids) => ({ subDeckId: DECK, ignore: [ids.wordId] }) },
  "PUT /api/me/progress/:wordId/notes": { access: "session", body: () => ({ notes: "written by someone else" }) },
  "GET /api/me/leeches": { access: "session" },
  "POST /api/me/leeches/:wordId": { access: "session", body: () => ({ action: "keep" }) },
  "GET /api/me/fsrs-settings": { access: "session" },
  "PUT /api/me/fsrs-settings": { access: "session", body: () => ({ requestRetention: 0.8 }) },
  "POST /api/me/fsrs-settings/reset": { access: "session", body: () => ({}) },
  "POST /api/me/fsrs-settings/update-cards": { access: "session", body: () => ({}) },
  "POST /api/me/fsrs-settings/optimize": { access: "session", body: () => ({}) },
  "POST /api/me/fsrs-settings/optimize/cancel": { access: "session", body: () => ({}) },
  "DELETE /api/me/fsrs-settings/optimization": { access: "session" },
  "GET /api/me/study/:kind/:subDeckId": { access: "session" },
  "POST /api/me/study-sessions": { access: "session", body: (ids) => ids.session },
  "POST /api/me/reader/analyse": { access: "session", body: () => ({ text: "gato y perro", languageId: "testish" }) },
  "POST /api/me/reader/texts": {
    access: "registered",
    body: () => ({ title: "Another", languageId: "testish", text: "Hola." }),
  },
  "GET /api/me/reader/texts": { access: "registered" },
  "GET /api/me/reader/texts/:textId": { access: "registered", ownerOnly: true },
  "DELETE /api/me/reader/texts/:textId": { access: "registered", ownerOnly: true },
  "POST /api/me/reader/words": {
    access: "session",
    body: () => ({ deckId: "nobody-s-deck", words: [{ term: "perro", meaning: "dog" }] }),
  },
  "GET /api/me/stats": { access: "registered" },
  "GET /api/me/vacation": { access: "registered" },
  "PUT /api/me/vacation": { access: "registered", body: () => ({ on: true }) },
  "GET /api/me/reminders": { access: "registered" },
  "GET /api/me/stats/memory": { access: "registered" },
  "PUT /api/me/reminders": { access: "registered", body: () => ({ enabled: true, hour: 8 }) },
  "POST /api/reminders/stop": { access: "public", body: () => ({ token: "nobody.forged" }) },
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
  // Create: own decks (guests are refused: "Create an account to use Create").
  "GET /api/me/own-decks": { access: "registered" },
  "POST /api/me/own-decks": {
    access: "registered",
    body: () => ({ name: "A deck of my own", termLanguage: "fi", translationLanguage: "en" }),
  },
  "GET /api/me/own-decks/:deckId": { access: "registered", ownerOnly: true },
  "PATCH /api/me/own-decks/:deckId": {
    access: "registered",
    body: () => ({ name: "Taken over", visibility: "public" }),
    ownerOnly: true,
  },
  "DELETE /api/me/own-decks/:deckId": { access: "registered", ownerOnly: true },
  "GET /api/me/own-decks/:deckId/words": { access: "registered", ownerOnly: true },
  "POST /api/me/own-decks/:deckId/words": {
    access: "registered",
    body: () => ({ words: [{ term: "planted", translation: "by someone else" }] }),
    ownerOnly: true,
  },
  "PATCH /api/me/own-decks/:deckId/words/:wordId": {
    access: "registered",
    body: () => ({ translation: "rewritten by someone else" }),
    ownerOnly: true,
  },
  "DELETE /api/me/own-decks/:deckId/words/:wordId": { access: "registered", ownerOnly: true },
  "PUT /api/me/own-decks/:deckId/order": {
    access: "registered",
    body: (ids) => ({ wordIds: [...ids.ownWordIds].reverse() }),
    ownerOnly: true,
  },
  // The share link and "add to my collection" are open to guests too, but only for unlisted or public decks:
  // the owner's deck is private.
  "GET /api/own-decks/:deckId": { access: "session", ownerOnly: true },
  "POST /api/me/own-decks/:deckId/add": { access: "session", body: () => ({}), ownerOnly: true },
  // Imports take multipart bodies; another user holding the owner's preview id cannot import the owner's upload.
  "POST /api/me/imports/preview": { access: "registered", body: () => form(WORD_LIST) },
  "POST /api/me/imports": {
    access: "registered",
    body: (ids) => form(null, { previewId: ids.previewId, mapping: JSON.stringify({ term: 0, translation: 1 }) }),
    ownerOnly: true,
  },
  "GET /api/me/imports/:id": { access: "registered", ownerOnly: true },
  // Exports: the deck export is the owner's only; the review log and the data file are the caller's own.
  "GET /api/me/decks/:subDeckId/export": { access: "registered", query: "format=apkg", ownerOnly: true },
  "GET /api/me/reviews/export": { access: "session" },
  "GET /api/me/export": { access: "session" },
  // A recording that came with the owner's (private) deck.
  "GET /api/words/:wordId/audio": { access: "session", ownerOnly: true },
  "GET /api/admin/decks": { access: "admin" },
  "POST /api/admin/decks/:id/hidden": { access: "admin", body: () => ({ hidden: true }) },
  // Settings → Security: the caller's own trusted devices; another learner's device is not found.
  "GET /api/me/devices": { access: "registered" },
  "DELETE /api/me/devices": { access: "registered" },
  "DELETE /api/me/devices/:id": { access: "registered", ownerOnly: true },
  // Settings → Connected tools: the caller's own keys; another learner's key is not found.
  "GET /api/me/connected-tools": { access: "registered" },
  "POST /api/me/connected-tools": { access: "registered", body: () => ({ name: "Yomitan" }) },
  "DELETE /api/me/connected-tools/:id": { access: "registered", ownerOnly: true },
  "POST /api/me/connected-tools/browse/take": { access: "registered" },
};

interface OwnerIds {
  wordId: number;
  postId: string;
  gameId: string;
  session: unknown;
  /** The owner's own deck (imported from an Anki package, private), its words and the one with a recording. */
  ownDeckId: string;
  ownWordIds: number[];
  ownWordId: number;
  /** The owner's finished import, and an upload previewed but not imported yet. */
  importId: string;
  previewId: string;
  /** The trusted device the owner's password sign-in made. */
  deviceId: string;
  /** A connected tool's key the owner made. */
  toolId: string;
  textId: string;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PASSWORD = "quiet-harbor-7";

let ctx: TestContext;
let owner: { userId: string; cookie: string };
let intruder: { userId: string; cookie: string };
let guestCookie: string;
let ids: OwnerIds;

/** The owner's ids in every path parameter (and the query the route needs). */
function concrete(route: string, query?: string): string {
  // Own decks' words, their recordings and the deck export take the owner's own deck's ids.
  const own = route.includes("own-decks") || route.startsWith("/api/words/");
  const id = route.startsWith("/api/me/imports/")
    ? ids.importId
    : route.startsWith("/api/admin/decks/")
      ? ids.ownDeckId
      : route.startsWith("/api/me/devices/")
        ? ids.deviceId
        : route.startsWith("/api/me/connected-tools/")
          ? ids.toolId
          : "1";
  const url = route
    .replace(":deckId", ids.ownDeckId)
    .replace(":wordId", String(own ? ids.ownWordId : ids.wordId))
    .replace(":postId", ids.postId)
    .replace(":gameId", ids.gameId)
    .replace(":subDeckId", route.endsWith("/export") ? ids.ownDeckId : DECK)
    .replace(":languageId", "testish")
    .replace(":kind", "learn-new")
    .replace(":textId", ids.textId)
    .replace(":id", id);
  return query ? `${url}?${query}` : url;
}

/** Every row the owner has, in every table keyed by a user, as text: any change shows. */
const ownerSnapshot = () => snapshotOf(ctx.database.db, owner.userId);

function send(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  if (body instanceof Form) {
    return ctx.app.inject({
      method: method as "POST",
      url,
      headers: { ...headers, ...body.headers },
      remoteAddress: uniqueRemoteAddress(),
      payload: body.payload,
    });
  }
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
  // Marked known: learned at once (Time Rush starts with 5 learned words).
  const answered = words.slice(0, 5).map((w) => learnedWord(w.id, { alreadyKnow: true }));
  const session = sessionSave(DECK, answered, new Date());
  expect((await as("POST", "/api/me/study-sessions", session)).statusCode).toBe(200);
  expect((await as("PUT", `/api/me/progress/${words[0]!.id}/notes`, { notes: "mine" })).statusCode).toBe(200);
  const post = await as("POST", "/api/forum/posts", { requestType: "bug", title: "Mine", description: "Mine too" });
  const game = await as("POST", `/api/me/time-rush/${DECK}/games`, {});

  // An own deck imported from an Anki package (so one word has a recording), and a preview not imported yet.
  const ownerClient: Client = {
    id: owner.userId,
    username: "owner1",
    cookie: owner.cookie,
    // A Buffer is a multipart body with its own content type (see importFile).
    call: (method: HTTPMethods, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      payload instanceof Buffer
        ? send(method, url, { origin: TEST_ORIGIN, cookie: owner.cookie }, new Form(payload, headers))
        : send(method, url, { origin: TEST_ORIGIN, cookie: owner.cookie, ...headers }, payload),
  };
  const apkg = zip({
    "collection.anki2": buildLegacyCollection(vocabulary),
    media: JSON.stringify({ "0": "comer.mp3" }),
    "0": COMER_MP3,
  });
  const imported = await importFile(
    ownerClient,
    { name: "spanish.apkg", bytes: apkg },
    { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" },
  );
  expect(imported.status, JSON.stringify(imported)).toBe("done");
  const ownDeckId = imported.result.deckIds[0] as string;
  const ownWords = (await as("GET", `/api/me/own-decks/${ownDeckId}/words`)).json().items as {
    id: number;
    hasAudio: boolean;
  }[];
  const withAudio = ownWords.find((w) => w.hasAudio);
  expect(withAudio).toBeDefined();
  const preview = await send(
    "POST",
    "/api/me/imports/preview",
    { origin: TEST_ORIGIN, cookie: owner.cookie },
    form(WORD_LIST),
  );
  expect(preview.statusCode, preview.body).toBe(200);
  // A password sign-in: the owner's browser becomes a trusted device.
  const signIn = await send(
    "POST",
    "/api/auth/sign-in/email",
    { origin: TEST_ORIGIN },
    { email: "owner1@example.org", password: PASSWORD },
  );
  expect(signIn.statusCode, signIn.body).toBe(200);
  const devices = await send("GET", "/api/me/devices", { cookie: cookiesFrom(signIn.headers["set-cookie"]) });
  const tool = await send(
    "POST",
    "/api/me/connected-tools",
    { origin: TEST_ORIGIN, cookie: owner.cookie },
    { name: "Yomitan" },
  );
  expect(tool.statusCode, tool.body).toBe(201);
  const text = await send(
    "POST",
    "/api/me/reader/texts",
    { origin: TEST_ORIGIN, cookie: owner.cookie },
    { title: "Un cuento", languageId: "testish", text: "Hola casa." },
  );
  expect(text.statusCode, text.body).toBe(201);

  ids = {
    wordId: words[0]!.id,
    postId: post.json().post?.id ?? post.json().id,
    gameId: game.json().gameId,
    session,
    ownDeckId,
    ownWordIds: ownWords.map((w) => w.id),
    ownWordId: withAudio!.id,
    importId: imported.id,
    previewId: preview.json().previewId,
    deviceId: devices.json().devices[0].id,
    toolId: tool.json().tool.id,
    textId: text.json().id,
  };
  expect(ids.postId).toBeTruthy();
  expect(ids.gameId).toBeTruthy();
  expect(ids.importId).toBeTruthy();
  expect(ids.previewId).toBeTruthy();
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
      const res = await send(method, concrete(pattern, entry.query), { origin: TEST_ORIGIN }, body);
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
      const res = await send(
        method,
        concrete(pattern, entry.query),
        { origin: TEST_ORIGIN, cookie: guestCookie },
        body,
      );
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
        concrete(pattern, entry.query),
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

  it("another registered user gets 404 on the owner's own deck, its words, recordings, export and imports", async () => {
    const before = await ownerSnapshot();
    // The snapshot holds the own deck, its words and its recording, so a change to any of them shows.
    expect(before).toContain(`"id":"${ids.ownDeckId}"`);
    expect(before).toContain(`"id":${ids.ownWordId},`);
    expect(before).toMatch(/own_media:\[\{"own_deck_id":"own-[a-z0-9]+","name":"comer\.mp3"/);
    const owned = Object.entries(ROUTES).filter(([, entry]) => entry.ownerOnly);
    // Every id must point at something real, or a 404 would prove nothing: the owner reads each one.
    for (const [route, entry] of owned) {
      const [method, pattern] = route.split(" ") as [string, string];
      if (method !== "GET") continue;
      const res = await send(method, concrete(pattern, entry.query), { origin: TEST_ORIGIN, cookie: owner.cookie });
      expect(res.statusCode, `${route} for its owner: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const failures: string[] = [];
    for (const [route, entry] of owned) {
      const [method, pattern] = route.split(" ") as [string, string];
      const body = STATE_CHANGING.has(method) ? (entry.body?.(ids) ?? {}) : undefined;
      const res = await send(
        method,
        concrete(pattern, entry.query),
        { origin: TEST_ORIGIN, cookie: intruder.cookie },
        body,
      );
      tally.probes += 1;
      if (res.statusCode === 404) tally.refused += 1;
      else failures.push(`${route} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(await ownerSnapshot()).toBe(before);
    // Nothing of the owner's deck reached the intruder's collection or account.
    const theirs = await send("GET", "/api/me/own-decks", { origin: TEST_ORIGIN, cookie: intruder.cookie });
    expect(JSON.stringify(theirs.json())).not.toContain(ids.ownDeckId);
    const collection = await send("GET", "/api/me/decks", { origin: TEST_ORIGIN, cookie: intruder.cookie });
    expect(collection.body).not.toContain(ids.ownDeckId);
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
        for (const url of spellings(concrete(pattern, entry.query))) {
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
