import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { languageDecks, subDecks, users, userWordProgress, words } from "../src/db/schema";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { createTestDatabase } from "./test-database";

const fixture = path.join(import.meta.dirname, "fixtures/decks/testish.json");
let database: Database;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-seed-"));
  fs.copyFileSync(fixture, path.join(dir, "testish.json"));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const snapshot = async () =>
  database.db
    .select({ id: words.id, key: words.key, order: words.order, translation: words.translation })
    .from(words)
    .where(eq(words.subDeckId, "testish-basics-1"))
    .orderBy(words.order);

describe("loadStarterContent", () => {
  it("loads languages, sub-decks and words, and a second run changes nothing", async () => {
    const first = await loadStarterContent(database.db, dir);
    expect(first.languages).toEqual([{ id: "testish", skipped: false, wordsWritten: 5, wordsRemoved: 0 }]);
    const [language] = await database.db.select().from(languageDecks).where(eq(languageDecks.id, "testish"));
    expect(language).toMatchObject({ flagCode: "es", speechLang: "es-ES", specialCharacters: ["á", "é", "ñ"] });
    const [deck] = await database.db.select().from(subDecks).where(eq(subDecks.id, "testish-basics-1"));
    expect(deck).toMatchObject({ languageId: "testish", wordCount: 5, isWritingDeck: false });
    const before = await snapshot();
    expect(before.map((w) => w.key)).toEqual(["hola", "gracias", "adios", "agua", "casa"]);

    const second = await loadStarterContent(database.db, dir);
    expect(second.languages).toEqual([{ id: "testish", skipped: true, wordsWritten: 0, wordsRemoved: 0 }]);
    expect(await snapshot()).toEqual(before);
  });

  it("updates a changed file in place, keeping learners' progress on the words that stay", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ id: "seed-user-1", name: "Learner", email: "learner@example.org" })
      .returning();
    const before = await snapshot();
    const agua = before.find((w) => w.key === "agua")!;
    await database.db.insert(userWordProgress).values({
      userId: user!.id,
      wordId: agua.id,
      subDeckId: "testish-basics-1",
      correctCount: 5,
      reviewedCount: 6,
      state: 2,
    });

    const file = JSON.parse(fs.readFileSync(fixture, "utf8"));
    const deckWords = file.subDecks[0].words as { key: string; translation: string }[];
    deckWords.find((w) => w.key === "agua")!.translation = "water; drinking water";
    file.subDecks[0].words = deckWords.filter((w) => w.key !== "gracias");
    fs.writeFileSync(path.join(dir, "testish.json"), JSON.stringify(file));

    const report = await loadStarterContent(database.db, dir);
    // Three words moved up one place and one changed its translation; one was removed.
    expect(report.languages[0]).toMatchObject({ skipped: false, wordsRemoved: 1 });
    const after = await snapshot();
    expect(after.map((w) => w.key)).toEqual(["hola", "adios", "agua", "casa"]);
    const aguaAfter = after.find((w) => w.key === "agua")!;
    expect(aguaAfter.id).toBe(agua.id);
    expect(aguaAfter.translation).toBe("water; drinking water");
    const [progress] = await database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, user!.id), eq(userWordProgress.wordId, agua.id)));
    expect(progress).toMatchObject({ correctCount: 5, reviewedCount: 6, state: 2 });
    const [deck] = await database.db.select().from(subDecks).where(eq(subDecks.id, "testish-basics-1"));
    expect(deck?.wordCount).toBe(4);
  });

  it("refuses an invalid file with a message naming the problem", async () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-seed-bad-"));
    fs.writeFileSync(path.join(bad, "broken.json"), JSON.stringify({ id: "broken", subDecks: [] }));
    await expect(loadStarterContent(database.db, bad)).rejects.toThrow(/broken\.json is not valid/);
    fs.rmSync(bad, { recursive: true, force: true });
  });
});

describe("the shipped starter content", () => {
  it("loads completely", async () => {
    const shipped = path.resolve(import.meta.dirname, "../../../data/decks");
    const report = await loadStarterContent(database.db, shipped);
    const ids = report.languages.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining(["chinese", "japanese"]));
    const decks = await database.db.select().from(subDecks).where(eq(subDecks.languageId, "chinese"));
    expect(decks.some((d) => d.isWritingDeck)).toBe(true);
    expect(decks.every((d) => d.wordCount >= 20 && d.wordCount <= 150)).toBe(true);
  }, 120_000);
});
