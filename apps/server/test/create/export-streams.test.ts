import fs from "node:fs";
import path from "node:path";
import { knownWord, learnedWord } from "@app/domain/test-support/session";
import { writeDeckCsv, writeReviewsCsv } from "@app/import-reader";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ownDecks, reviewLogs, studySessions, subDecks, users, words } from "../../src/db/schema";
import { ACCOUNT_COLUMNS, ALL_DATA_TABLES } from "../../src/features/exports/all-data";
import { createExportSlots, EXPORT_ONE_AT_A_TIME, EXPORTS_BUSY } from "../../src/features/exports/export-slots";
import { keysetPages } from "../../src/features/exports/keyset";
import { appPerFile } from "../app-per-file";
import { sessionSave } from "../session-saves";
import { createTestApp } from "../test-app";
import { type Client, ownDeckWithWords, registeredClient } from "./create-helpers";

const now = new Date("2026-03-10T09:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

const WORDS = [
  { term: "kissa", translation: "cat, kitty", reading: null },
  { term: 'sano "moi"', translation: "line one\nline two", reading: "x" },
  { term: "-ness", translation: "=SUM(A1)", reading: "y" },
  { term: "talo", translation: "house", reading: null },
];

/** A learner with a deck of four words, two studied (a session, review logs, progress, activity) and a post. */
async function learnerWithData(name: string) {
  const learner = await registeredClient(ctx, name);
  const deck = { name: `${name}'s deck`, termLanguage: "fi", translationLanguage: "en", hasReading: true };
  const deckId = (await ownDeckWithWords(learner, deck, WORDS)).id;
  await learner.call("POST", `/api/me/own-decks/${deckId}/add`);
  const items = (await learner.call("GET", `/api/me/own-decks/${deckId}/words?limit=10`)).json().items;
  const saved = await learner.call(
    "POST",
    "/api/me/study-sessions",
    sessionSave(`${deckId}-1`, [learnedWord(items[0].id), knownWord(items[1].id)], now),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  await learner.call("POST", "/api/forum/posts", { requestType: "feature", title: `${name} asks`, description: "x" });
  return { learner, deckId };
}

/** The former export, built whole in memory: every table's rows, then the decks with their words. */
async function wholeFile(userId: string) {
  const db = ctx.database.db;
  const [account] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId));
  const tables: Record<string, unknown[]> = {};
  for (const [name, table, keys] of ALL_DATA_TABLES) {
    tables[name] = await db
      .select()
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(...keys.map((k) => k.column));
  }
  const decks = await db.select().from(ownDecks).where(eq(ownDecks.ownerId, userId)).orderBy(asc(ownDecks.createdAt));
  const deckWords = async (deckId: string) =>
    db
      .select({
        ownDeckId: subDecks.ownDeckId,
        setId: words.subDeckId,
        id: words.id,
        position: words.order,
        term: words.originalWord,
        translation: words.translation,
        reading: words.pinyin,
        audioFile: words.audioFile,
        // Added with items: what each row asks (a word, its reversed direction, a cloze).
        kind: words.kind,
      })
      .from(words)
      .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
      .where(eq(subDecks.ownDeckId, deckId))
      .orderBy(asc(words.order), asc(words.id));
  const withWords = [];
  for (const deck of decks) withWords.push({ ...deck, words: await deckWords(deck.id) });
  return { exportedAt: now.toISOString(), format: "lexistep-data-v1", account, ...tables, ownDecks: withWords };
}

describe("streamed exports are the same files as before", () => {
  it("all data: byte for byte the JSON.stringify(data, null, 1) of the whole object", async () => {
    const { learner } = await learnerWithData("streamer");
    await learnerWithData("bystander");
    const res = await learner.call("GET", "/api/me/export");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const expected = JSON.stringify(await wholeFile(learner.id), null, 1);
    expect(res.body).toBe(expected);
    const data = JSON.parse(res.body);
    expect(data.reviews.length).toBeGreaterThan(0);
    expect(data.ownDecks[0].words).toHaveLength(WORDS.length);
  });

  it("deck CSV and review CSV: byte for byte what the whole-file writers give", async () => {
    const { learner, deckId } = await learnerWithData("csv");
    const csv = await learner.call("GET", `/api/me/decks/${deckId}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(`\ufeff${writeDeckCsv(WORDS, true)}`);
    const reviews = await learner.call("GET", "/api/me/reviews/export");
    const rows = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, learner.id))
      .orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(reviews.body).toBe(writeReviewsCsv(rows));
  });

  it("keyset pages: every row once, in order, across page boundaries (microsecond timestamps too)", async () => {
    const { learner } = await learnerWithData("pages");
    const db = ctx.database.db;
    // Sessions' creation times come from the database clock: microseconds a JavaScript date would cut off.
    const set = `${(await deckOf(learner)).id}-1`;
    for (let i = 0; i < 4; i++) {
      await db.insert(studySessions).values({
        id: crypto.randomUUID(),
        userId: learner.id,
        subDeckId: set,
        sessionType: "LEARN",
        payloadHash: "x",
        durationSeconds: 1,
        startedAt: now,
      });
    }
    const keys = [
      { column: studySessions.createdAt, type: "timestamptz" as const },
      { column: studySessions.id, type: "uuid" as const },
    ];
    const all = await db
      .select()
      .from(studySessions)
      .where(eq(studySessions.userId, learner.id))
      .orderBy(studySessions.createdAt, studySessions.id);
    expect(all.length).toBe(5);
    for (const size of [1, 2, 3, 5, 10]) {
      const paged = [];
      for await (const page of keysetPages(db, studySessions, eq(studySessions.userId, learner.id), keys, size)) {
        expect(page.length).toBeLessThanOrEqual(size);
        paged.push(...page);
      }
      expect(paged.map((s) => s.id)).toEqual(all.map((s) => s.id));
    }
  });
});

async function deckOf(learner: Client) {
  const [deck] = (await learner.call("GET", "/api/me/own-decks")).json().items;
  return deck as { id: string };
}

describe("one export at a time per learner, a few for the server", () => {
  it("a second export while the first is being prepared answers 409; after it, exports work again", async () => {
    const { learner, deckId } = await learnerWithData("busy");
    const many = Array.from({ length: 400 }, (_, i) => ({ term: `sana ${i}`, translation: `word ${i}` }));
    await learner.call("POST", `/api/me/own-decks/${deckId}/words`, { words: many });
    const both = await Promise.all([
      learner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`),
      learner.call("GET", "/api/me/export"),
    ]);
    // Whichever came first is prepared; the other is refused while it is.
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: "CONFLICT", message: EXPORT_ONE_AT_A_TIME });
    // Another learner is not held up.
    const { learner: other } = await learnerWithData("other");
    expect((await other.call("GET", "/api/me/reviews/export")).statusCode).toBe(200);
    expect((await learner.call("GET", "/api/me/export")).statusCode).toBe(200);
    // The package's temporary files are gone once it is sent.
    const dir = path.join(ctx.dataDir, "exports");
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it("the server's slots: one per learner, a cap for all, given back once", () => {
    const slots = createExportSlots(2);
    const a = slots.take("a");
    expect(() => slots.take("a")).toThrow(EXPORT_ONE_AT_A_TIME);
    const b = slots.take("b");
    expect(() => slots.take("c")).toThrow(EXPORTS_BUSY);
    a();
    a();
    expect(slots.active).toBe(1);
    slots.take("c");
    b();
    expect(slots.active).toBe(1);
  });
});
