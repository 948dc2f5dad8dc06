import { OWN_WORDS_PER_REQUEST } from "@app/domain/create/own-deck";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "../src/db/execute-rows";
import { imports } from "../src/db/schema";
import { type Client, registeredClient } from "./create/create-helpers";
import { bulkReviewLogs } from "./deck-rows";
import { cookieCall, createAppWithDecks, createTestApp, type TestContext } from "./test-app";

/**
 * Deleting a deck, an account, or undoing an interrupted import never reads every learner's history in one
 * statement: each reference has an index it starts with, and the bulky rows go a bounded batch at a time
 * while other learners' requests are answered.
 */

/** One secret for both instances, so sessions hold over the restart. */
const SECRET = "cascade-deletes-test-secret-0123456789";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAppWithDecks({}, { BETTER_AUTH_SECRET: SECRET });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.database.close();
});

const count = async (statement: ReturnType<typeof sql>) =>
  Number((await executeRows<{ n: number }>(ctx.database.db, statement))[0]!.n);

/** An own deck of `n` words with `reviews` reviews of each by its owner and one progress row by `other`. */
async function heavyDeck(owner: Client, other: Client, n: number, reviews: number): Promise<string> {
  const made = await owner.call("POST", "/api/me/own-decks", {
    name: "Heavy",
    termLanguage: "fi",
    translationLanguage: "en",
  });
  expect(made.statusCode, made.body).toBe(201);
  const deckId: string = made.json().id;
  for (let from = 0; from < n; from += OWN_WORDS_PER_REQUEST) {
    const words = Array.from({ length: Math.min(OWN_WORDS_PER_REQUEST, n - from) }, (_, i) => ({
      term: `sana ${from + i}`,
      translation: `word ${from + i}`,
    }));
    const added = await owner.call("POST", `/api/me/own-decks/${deckId}/words`, { words });
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  await ctx.database.db.execute(sql`
    INSERT INTO review_logs (user_id, word_id, sub_deck_id, reviewed_at, rating, mode, state, due, stability,
      difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, actual_retention)
    SELECT ${owner.id}, w.id, w.sub_deck_id, now() - make_interval(days => g), 3, 'MANUAL', 2, now(), 1, 5, 0, 0, 1, 0, 1
    FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id, generate_series(1, ${reviews}) g
    WHERE s.own_deck_id = ${deckId}`);
  await ctx.database.db.execute(sql`
    INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, state)
    SELECT ${other.id}, w.id, w.sub_deck_id, 2 FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
    WHERE s.own_deck_id = ${deckId}`);
  return deckId;
}

/** `n` reviews of the fixture deck's words by `learner`: a history no delete of someone else's may touch. */
async function historyOf(learner: Client, n: number) {
  await bulkReviewLogs(ctx.database, learner.id, n);
}

/** An owner of a 1,000-word deck reviewed `reviews` times a word, and a learner on it with `history` reviews of their own. */
async function ownerAndStudier(names: [string, string], history: number, reviews: number) {
  const owner = await registeredClient(ctx, names[0]);
  const other = await registeredClient(ctx, names[1]);
  await historyOf(other, history);
  const deckId = await heavyDeck(owner, other, 1000, reviews);
  return { owner, other, deckId };
}

const itemsOf = (deckId: string) =>
  count(
    sql`SELECT count(*)::int AS n FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id WHERE s.own_deck_id = ${deckId}`,
  );
const reviewsOf = (userId: string) => count(sql`SELECT count(*)::int AS n FROM review_logs WHERE user_id = ${userId}`);

describe("references and their indexes", () => {
  it("every foreign key has an index that starts with its column", async () => {
    const missing = await executeRows<{ tbl: string; col: string }>(
      ctx.database.db,
      sql`SELECT c.conrelid::regclass::text AS tbl, a.attname AS col FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND NOT EXISTS (
          SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])`,
    );
    expect(missing).toEqual([]);
  });
});

describe("deleting a big own deck and an account", () => {
  it("removes the deck with every learner's rows on it, and nothing of anyone else's", async () => {
    const { owner, other, deckId } = await ownerAndStudier(["deckowner", "bystander"], 20_000, 5);
    // Five reviews of each word.
    expect(await reviewsOf(owner.id)).toBe(5 * (await itemsOf(deckId)));
    const gone = await owner.call("DELETE", `/api/me/own-decks/${deckId}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await count(sql`SELECT count(*)::int AS n FROM own_decks WHERE id = ${deckId}`)).toBe(0);
    expect(await reviewsOf(owner.id)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM user_word_progress WHERE user_id = ${other.id}`)).toBe(0);
    expect(await reviewsOf(other.id)).toBe(20_000);

    await heavyDeck(owner, other, 600, 3);
    const deleted = await owner.call("DELETE", "/api/account");
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${owner.id}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM own_decks WHERE owner_id = ${owner.id}`)).toBe(0);
    expect(await reviewsOf(owner.id)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM user_word_progress WHERE user_id = ${other.id}`)).toBe(0);
    expect(await reviewsOf(other.id)).toBe(20_000);
  }, 120_000);
});

describe("an interrupted import undone at the next start", () => {
  it("is undone in batches in the background while the server answers", async () => {
    const { owner, other, deckId } = await ownerAndStudier(["importer", "studier"], 5000, 8);
    const importId = crypto.randomUUID();
    await ctx.database.db.insert(imports).values({
      id: importId,
      userId: owner.id,
      fileName: "big.apkg",
      kind: "anki",
      status: "running",
      written: { decks: [{ id: deckId, created: true, wordFloor: 0 }] },
      // Silent long ago: on PostgreSQL (several instances) only runs silent past the stale time are cut off.
      updatedAt: new Date("2020-01-01T00:00:00Z"),
    });
    // The instance stops; another starts on the same database (the embedded one: every running import was cut off).
    await ctx.app.close();
    const batches: { table: string; deleted: number }[] = [];
    const restarted = await createTestApp(
      { BETTER_AUTH_SECRET: SECRET },
      {
        database: ctx.database,
        importRecovery: { rows: 500, onBatch: (table, deleted) => batches.push({ table, deleted }) },
      },
    );
    const pending = () =>
      count(sql`SELECT count(*)::int AS n FROM imports WHERE id = ${importId} AND written IS NOT NULL`);
    const answeredDuring: number[] = [];
    const call = cookieCall(restarted, other.cookie);
    for (let i = 0; i < 400 && (await pending()) > 0; i++) {
      const started = performance.now();
      const res = await call("GET", "/api/me/decks");
      expect(res.statusCode).toBe(200);
      answeredDuring.push(performance.now() - started);
    }
    expect(await pending()).toBe(0);
    // The learner's requests were answered while the undo ran, between its batches.
    expect(answeredDuring.length).toBeGreaterThan(1);
    const reviewBatches = batches.filter((b) => b.table === "review_logs");
    expect(reviewBatches.length).toBeGreaterThanOrEqual(16);
    expect(Math.max(...batches.map((b) => b.deleted))).toBeLessThanOrEqual(500);
    const status = await call("GET", `/api/me/imports/${importId}`);
    expect(status.statusCode).toBe(404); // someone else's import
    expect(await count(sql`SELECT count(*)::int AS n FROM own_decks WHERE id = ${deckId}`)).toBe(0);
    expect(await reviewsOf(owner.id)).toBe(0);
    expect(await reviewsOf(other.id)).toBe(5000);
    const row = await executeRows<{ status: string }>(
      ctx.database.db,
      sql`SELECT status FROM imports WHERE id = ${importId}`,
    );
    expect(row[0]?.status).toBe("failed");
    ctx = { ...restarted, database: ctx.database };
  }, 120_000);
});
