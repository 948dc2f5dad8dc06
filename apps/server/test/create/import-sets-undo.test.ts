import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ownDecks, subDecks } from "../../src/db/schema";
import { appPerFile } from "../app-per-file";
import { createTestApp } from "../test-app";
import { importFile, registeredClient } from "./create-helpers";

const now = new Date("2026-03-10T09:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));
const encoder = new TextEncoder();
const list = (count: number) => ({
  name: "words.csv",
  bytes: encoder.encode(Array.from({ length: count }, (_, i) => `sana${i},word${i}\n`).join("")),
});
const mapping = { term: 0, translation: 1, termLanguage: "fi", translationLanguage: "en" };

async function setsOf(deckId: string) {
  const rows = await ctx.database.db
    .select({ id: subDecks.id, position: subDecks.position, count: subDecks.wordCount })
    .from(subDecks)
    .where(eq(subDecks.ownDeckId, deckId));
  return rows.sort((a, b) => a.position - b.position).map((r) => [r.position, r.count]);
}

describe("new words go straight into their sets", () => {
  it("an import fills sets of 100 in order, and a failed re-import takes the sets it made with it", async () => {
    const client = await registeredClient(ctx);
    const first = await importFile(client, list(150), mapping);
    expect(first.status, JSON.stringify(first)).toBe("done");
    const [deck] = await ctx.database.db.select().from(ownDecks).where(eq(ownDecks.ownerId, client.id));
    expect(await setsOf(deck!.id)).toEqual([
      [1, 100],
      [2, 50],
    ]);

    // The same list grown to 350 words: its 200 new words need sets 3 and 4; the database refuses one of them.
    const db = ctx.database.db;
    await db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_word() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_word BEFORE INSERT ON words FOR EACH ROW
      WHEN (NEW.original_word = 'sana340') EXECUTE FUNCTION test_refuse_word()`);
    try {
      const failed = await importFile(client, list(350), mapping);
      expect(failed.status).toBe("failed");
    } finally {
      await db.execute(sql`DROP TRIGGER IF EXISTS test_refuse_word ON words`);
      await db.execute(sql`DROP FUNCTION IF EXISTS test_refuse_word()`);
    }
    expect(await setsOf(deck!.id)).toEqual([
      [1, 100],
      [2, 50],
    ]);

    const grown = await importFile(client, list(350), mapping);
    expect(grown.status, JSON.stringify(grown)).toBe("done");
    expect(await setsOf(deck!.id)).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
      [4, 50],
    ]);
  });
});
