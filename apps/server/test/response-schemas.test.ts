import path from "node:path";
import {
  addedOwnWordsSchema,
  ownDeckSchema,
  ownDecksSchema,
  ownWordSchema,
  ownWordsPageSchema,
  sharedDeckSchema,
} from "@app/domain/create/responses";
import { deckSchedulingResponseSchema } from "@app/domain/decks/deck-scheduling";
import {
  dailyGoalsSchema,
  deckProgressSchema,
  myDecksSchema,
  subDeckSchema,
  updatesSchema,
  wordsPageSchema,
} from "@app/domain/decks/responses";
import { forumPageSchema, forumPostCreatedSchema } from "@app/domain/forum-responses";
import { deckSimulationInputsSchema } from "@app/domain/planning/deck-simulation-inputs";
import { userStatsSchema } from "@app/domain/stats-responses";
import { fsrsSettingsSchema, sessionSaveResultSchema, studySessionStartSchema } from "@app/domain/study/responses";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { loadUpdates } from "../src/db/seed/load-updates";
import { type Client, registeredClient } from "./create/create-helpers";
import { knownWordsSession } from "./session-saves";
import { createTestApp, type TestContext } from "./test-app";

/** Every route whose answer the domain describes: method, path (Fastify's form), status, schema. */
const DESCRIBED: [HTTPMethods, string, number, z.ZodType][] = [
  ["GET", "/api/me/decks", 200, myDecksSchema],
  ["GET", "/api/me/decks/:subDeckId/progress", 200, deckProgressSchema],
  ["GET", "/api/sub-decks/:subDeckId", 200, subDeckSchema],
  ["GET", "/api/sub-decks/:subDeckId/words", 200, wordsPageSchema],
  ["GET", "/api/me/own-decks", 200, ownDecksSchema],
  ["POST", "/api/me/own-decks", 201, ownDeckSchema],
  ["GET", "/api/me/own-decks/:deckId", 200, ownDeckSchema],
  ["PATCH", "/api/me/own-decks/:deckId", 200, ownDeckSchema],
  ["GET", "/api/me/own-decks/:deckId/words", 200, ownWordsPageSchema],
  ["POST", "/api/me/own-decks/:deckId/words", 201, addedOwnWordsSchema],
  ["PATCH", "/api/me/own-decks/:deckId/words/:wordId", 200, ownWordSchema],
  ["GET", "/api/own-decks/:deckId", 200, sharedDeckSchema],
  ["GET", "/api/me/study/:kind/:subDeckId", 200, studySessionStartSchema],
  ["POST", "/api/me/study-sessions", 200, sessionSaveResultSchema],
  ["GET", "/api/me/daily-goals", 200, dailyGoalsSchema],
  ["PUT", "/api/me/daily-goals", 200, dailyGoalsSchema],
  ["GET", "/api/me/stats", 200, userStatsSchema],
  ["GET", "/api/me/fsrs-settings", 200, fsrsSettingsSchema],
  ["GET", "/api/me/decks/:subDeckId/scheduling", 200, deckSchedulingResponseSchema],
  ["PUT", "/api/me/decks/:subDeckId/scheduling", 200, deckSchedulingResponseSchema],
  ["GET", "/api/me/decks/:subDeckId/scheduling/simulation", 200, deckSimulationInputsSchema],
  ["PUT", "/api/me/fsrs-settings", 200, fsrsSettingsSchema],
  ["POST", "/api/me/fsrs-settings/reset", 200, fsrsSettingsSchema],
  ["GET", "/api/updates", 200, updatesSchema],
  ["GET", "/api/forum/posts", 200, forumPageSchema],
  ["POST", "/api/forum/posts", 201, forumPostCreatedSchema],
];

let ctx: TestContext;
let learner: Client;
const now = new Date("2026-11-21T12:00:00Z");
const DECK = "testish-basics-1";
/** The routes (as in DESCRIBED) whose real answer a test has checked. */
const checked = new Set<string>();

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  await loadStarterContent(ctx.database.db, path.join(import.meta.dirname, "fixtures/decks"));
  await loadUpdates(ctx.database.db, path.resolve(import.meta.dirname, "../../../data/updates.json"));
  learner = await registeredClient(ctx, "schemas");
});
afterAll(async () => {
  await ctx?.close();
});

/** Calls `url` (a route of DESCRIBED, filled in) and checks the answer against that route's schema. */
async function answerOf(method: HTTPMethods, route: string, url: string, body?: unknown) {
  const described = DESCRIBED.find(([m, r]) => m === method && r === route);
  if (!described) throw new Error(`${method} ${route} is not in DESCRIBED`);
  const [, , status, schema] = described;
  const res = await learner.call(method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  const parsed = schema.safeParse(res.json());
  expect(parsed.success ? [] : parsed.error.issues, `${method} ${url}`).toEqual([]);
  checked.add(`${method} ${route}`);
  return res.json();
}

describe("real answers match the domain's response schemas", () => {
  it("catalogue, collection, deck page, study sessions, goals and stats", async () => {
    expect((await learner.call("POST", "/api/me/decks", { subDeckId: DECK })).statusCode).toBe(201);
    await answerOf("GET", "/api/sub-decks/:subDeckId", `/api/sub-decks/${DECK}`);
    const words = await answerOf("GET", "/api/sub-decks/:subDeckId/words", `/api/sub-decks/${DECK}/words?limit=10`);
    await answerOf("GET", "/api/me/study/:kind/:subDeckId", `/api/me/study/learn-new/${DECK}`);
    const ids = words.items.map((w: { id: number }) => w.id);
    await answerOf("POST", "/api/me/study-sessions", "/api/me/study-sessions", knownWordsSession(DECK, ids, now));
    // With progress: the words of a review session carry it.
    const review = await answerOf("GET", "/api/me/study/:kind/:subDeckId", `/api/me/study/review/${DECK}`);
    expect(review.words.length).toBeGreaterThan(0);
    const decks = await answerOf("GET", "/api/me/decks", "/api/me/decks");
    expect(decks.items).toHaveLength(1);
    const page = await answerOf("GET", "/api/me/decks/:subDeckId/progress", `/api/me/decks/${DECK}/progress`);
    expect(page.progress.length).toBeGreaterThan(0);
    await answerOf("GET", "/api/me/daily-goals", "/api/me/daily-goals");
    await answerOf("PUT", "/api/me/daily-goals", "/api/me/daily-goals", { level: 1 });
    const stats = await answerOf("GET", "/api/me/stats", "/api/me/stats");
    expect(stats.totalLearned).toBe(ids.length);
    const scheduling = `/api/me/decks/${DECK}/scheduling`;
    await answerOf("GET", "/api/me/decks/:subDeckId/scheduling", scheduling);
    const body = { desiredRetention: 0.85, newPerDay: 10, reviewsPerDay: null };
    await answerOf("PUT", "/api/me/decks/:subDeckId/scheduling", scheduling, body);
    const inputs = await answerOf("GET", "/api/me/decks/:subDeckId/scheduling/simulation", `${scheduling}/simulation`);
    expect(inputs.studied).toHaveLength(ids.length);
  });

  it("scheduling settings and the updates feed", async () => {
    await answerOf("GET", "/api/me/fsrs-settings", "/api/me/fsrs-settings");
    await answerOf("PUT", "/api/me/fsrs-settings", "/api/me/fsrs-settings", { requestRetention: 0.85 });
    await answerOf("POST", "/api/me/fsrs-settings/reset", "/api/me/fsrs-settings/reset");
    const updates = await answerOf("GET", "/api/updates", "/api/updates");
    expect(updates.items.length).toBeGreaterThan(0);
  });

  it("own decks, their words and the shared link", async () => {
    const deck = await answerOf("POST", "/api/me/own-decks", "/api/me/own-decks", {
      name: "Finnish basics",
      termLanguage: "fi",
      translationLanguage: "en",
    });
    const added = await answerOf("POST", "/api/me/own-decks/:deckId/words", `/api/me/own-decks/${deck.id}/words`, {
      words: [
        { term: "kissa", translation: "cat" },
        { term: "koira", translation: "dog", reading: "koi-ra" },
      ],
    });
    const wordId = added.items[0].id;
    await answerOf("PATCH", "/api/me/own-decks/:deckId/words/:wordId", `/api/me/own-decks/${deck.id}/words/${wordId}`, {
      translation: "a cat",
    });
    await answerOf("GET", "/api/me/own-decks/:deckId/words", `/api/me/own-decks/${deck.id}/words`);
    await answerOf("PATCH", "/api/me/own-decks/:deckId", `/api/me/own-decks/${deck.id}`, { visibility: "unlisted" });
    await answerOf("GET", "/api/me/own-decks/:deckId", `/api/me/own-decks/${deck.id}`);
    await answerOf("GET", "/api/me/own-decks", "/api/me/own-decks");
    await answerOf("GET", "/api/own-decks/:deckId", `/api/own-decks/${deck.id}`);
    // A set of an own deck is a deck of the collection too.
    await answerOf("GET", "/api/sub-decks/:subDeckId", `/api/sub-decks/${deck.sets[0].id}`);
  });

  it("the request board", async () => {
    await answerOf("POST", "/api/forum/posts", "/api/forum/posts", {
      requestType: "feature",
      title: "Dark mode for the stats",
      description: "The stats chart could follow the dark theme.",
    });
    const page = await answerOf("GET", "/api/forum/posts", "/api/forum/posts");
    expect(page.items[0].isOwn).toBe(true);
  });

  it("checked every described route (a route added to the list needs a call above)", () => {
    expect([...checked].sort()).toEqual(DESCRIBED.map(([m, r]) => `${m} ${r}`).sort());
  });

  it("a schema that lies fails: a missing or mistyped field is refused", () => {
    const deck = { ...myDecksSchema.shape.items.element.shape };
    expect(Object.keys(deck)).toContain("counts");
    const answer = { items: [{ id: "x", subDeckId: DECK, createdAt: now.toISOString(), name: "n" }] };
    expect(myDecksSchema.safeParse(answer).success).toBe(false);
    expect(sessionSaveResultSchema.safeParse({ success: false }).success).toBe(false);
  });
});

describe("the OpenAPI document", () => {
  it("lists the described answer for each of these routes", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    const paths: Record<
      string,
      Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
    > = res.json().paths;
    for (const [method, route, status] of DESCRIBED) {
      const openApiPath = route.replace(/:([A-Za-z]+)/g, "{$1}");
      const operation = paths[openApiPath]?.[method.toLowerCase()];
      const where = `${method} ${route}`;
      expect(operation, where).toBeDefined();
      expect(Object.keys(operation!.responses ?? {}), where).toContain(String(status));
      expect(operation!.responses![String(status)]!.content?.["application/json"], where).toBeDefined();
    }
  });
});
