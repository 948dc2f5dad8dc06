import { readFileSync } from "node:fs";
import { CARD, COMER_MP3, NOTE, vocabulary } from "@app/import-reader/test-fixtures/vocabulary";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewLogs, userWordProgress } from "../../src/db/schema";
import { ankiImportApp, currentPackage, legacyCollection, stubCollection, zip } from "./anki-kit";
import { importFile, multipart, registeredClient } from "./create-helpers";

const now = new Date("2023-11-20T12:00:00Z");
// The real Anki export committed with the package reader, so the test needs nothing outside the repository.
const SAMPLE = new URL("../../../../packages/import-reader/test-data/example_music_intervals.apkg", import.meta.url);

const ctx = ankiImportApp(() => now);

const encoder = new TextEncoder();
const csv = (text: string) => ({ name: "words.csv", bytes: encoder.encode(text) });

/** The same collection in each of Anki's three collection files, as Anki writes them. */
function packages() {
  const mediaJson = JSON.stringify({ "0": "comer.mp3" });
  return {
    "collection.anki2 (legacy)": zip({
      "collection.anki2": legacyCollection(vocabulary),
      media: mediaJson,
      "0": COMER_MP3,
    }),
    "collection.anki21": zip({
      "collection.anki2": stubCollection(),
      "collection.anki21": legacyCollection(vocabulary),
      media: mediaJson,
      "0": COMER_MP3,
    }),
    "collection.anki21b (zstd)": currentPackage(vocabulary, [{ name: "comer.mp3", bytes: COMER_MP3 }]),
  };
}

describe("CSV imports", () => {
  it("imports a word list into a new deck, skipping and counting bad lines, and re-imports in place", async () => {
    const client = await registeredClient(ctx);
    const first = await importFile(
      client,
      csv('term,translation\nkissa,cat\nkoira,dog\n"talo, iso","big house"\n,no term\nkissa,cat again\n'),
      { term: 0, translation: 1, termLanguage: "fi", translationLanguage: "en", deckName: "Finnish animals" },
    );
    expect(first.status, JSON.stringify(first)).toBe("done");
    expect(first.result).toMatchObject({
      notes: 5,
      words: 3,
      reviews: 0,
      skipped: { "notes with an empty term or translation": 1, "duplicate terms": 1 },
    });
    const [deckId] = first.result.deckIds;
    const words = (await client.call("GET", `/api/me/own-decks/${deckId}/words`)).json().items;
    expect(words.map((w: { term: string }) => w.term)).toEqual(["kissa", "koira", "talo, iso"]);

    const again = await importFile(client, csv("kissa,a cat\nhevonen,horse\n"), {
      term: 0,
      translation: 1,
      deckName: "Finnish animals",
      termLanguage: "fi",
    });
    expect(again.result.deckIds).toEqual([deckId]);
    const after = (await client.call("GET", `/api/me/own-decks/${deckId}/words`)).json().items;
    expect(after.map((w: { id: number; term: string; translation: string }) => [w.term, w.translation])).toEqual([
      ["kissa", "a cat"],
      ["koira", "dog"],
      ["talo, iso", "big house"],
      ["hevonen", "horse"],
    ]);
    expect(after[0].id).toBe(words[0].id);
  });

  it("takes control characters out of file names and lines instead of failing", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(
      client,
      { name: "bad\u0000name.csv", bytes: encoder.encode("ki\u0000ssa,cat\nkoira,d\u0001og\n") },
      { term: 0, translation: 1, termLanguage: "fi" },
    );
    expect(status.status, JSON.stringify(status)).toBe("done");
    const words = (await client.call("GET", `/api/me/own-decks/${status.result.deckIds[0]}/words`)).json().items;
    expect(words.map((w: { term: string; translation: string }) => [w.term, w.translation])).toEqual([
      ["kissa", "cat"],
      ["koira", "dog"],
    ]);
  });

  it("refuses a file with one column, naming the problem", async () => {
    const client = await registeredClient(ctx);
    const body = multipart(csv("kissa\nkoira\n"));
    const res = await client.call("POST", "/api/me/imports/preview", body.payload, body.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/only one column/);
  });
});

const FORMATS = ["collection.anki2 (legacy)", "collection.anki21", "collection.anki21b (zstd)"] as const;

describe.each(FORMATS)("Anki package: %s", (format) => {
  it("imports notes, both directions and clozes, history as FSRS memory, suspended cards as ignored, audio, and skips images", async () => {
    const bytes = packages()[format];
    const client = await registeredClient(ctx);
    const upload = multipart({ name: "spanish.apkg", bytes });
    const preview = await client.call("POST", "/api/me/imports/preview", upload.payload, upload.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ kind: "anki", fields: ["Front", "Back"], notes: 4, reviews: 7 });

    const status = await importFile(
      client,
      { name: "spanish.apkg", bytes },
      {
        term: 0,
        translation: 1,
        termLanguage: "es",
        translationLanguage: "en",
      },
    );
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result).toMatchObject({
      notes: 4,
      words: 3,
      items: 6,
      skipped: expect.objectContaining({ "notes with only an image": 1 }),
    });
    expect(status.result.skipped).not.toHaveProperty("extra cards of a note");
    // The verbs in "Spanish › Verbs", the cloze note in "Spanish".
    expect(status.result.deckIds).toHaveLength(2);
    const [deckId, spanishId] = status.result.deckIds;
    const words = [
      ...(await client.call("GET", `/api/me/own-decks/${deckId}/words`)).json().items,
      ...(await client.call("GET", `/api/me/own-decks/${spanishId}/words`)).json().items,
    ];
    type Item = { term: string; translation: string; hasAudio: boolean; kind: string; clozeNumber: number | null };
    expect(words.map((w: Item) => [w.term, w.translation, w.hasAudio, w.kind, w.clozeNumber])).toEqual([
      ["hablar", "to speak\nto talk", false, "word", null],
      ["hablar", "to speak\nto talk", false, "production", null],
      ["comer & beber", "to eat & drink", true, "word", null],
      ["comer & beber", "to eat & drink", false, "production", null],
      ["Madrid", "Madrid is the capital of Spain", false, "cloze", 1],
      ["Spain", "Madrid is the capital of Spain", false, "cloze", 2],
    ]);
    const hablar = words[0];
    const [progress] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, client.id), eq(userWordProgress.wordId, hablar.id)));
    // Reviewed in Anki: a review card with FSRS memory built from its history, not a new word.
    expect(progress).toMatchObject({ state: 2, lapses: 1, historyCount: 5 });
    expect(progress!.stability).toBeGreaterThan(0);
    const logs = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, client.id), eq(reviewLogs.wordId, hablar.id)));
    expect(logs).toHaveLength(status.result.reviews);
    expect(logs.map((l) => l.kind).sort()).toEqual(
      ["learn", "learn", "manual", "manual", "relearn", "review", "review"].sort(),
    );

    // The same package again: nothing doubles.
    const again = await importFile(
      client,
      { name: "spanish.apkg", bytes },
      { term: 0, translation: 1, termLanguage: "es" },
    );
    expect(again.result).toMatchObject({ deckIds: [deckId, spanishId], words: 3, items: 6, reviews: 0 });
    const count = await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, client.id));
    expect(count).toHaveLength(status.result.reviews);
    expect(NOTE.hablar && CARD.hablarForward).toBeTruthy();
  });
});

describe("the real Anki sample (collection.anki21b beside the update stub)", () => {
  it("imports its 340 notes, never the stub", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "example_music_intervals.apkg", bytes: readFileSync(SAMPLE) });
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result.notes).toBe(340);
    expect(status.result.words).toBeGreaterThan(0);
    const [deckId] = status.result.deckIds;
    const words = (await client.call("GET", `/api/me/own-decks/${deckId}/words?limit=500`)).json().items;
    expect(words.some((w: { term: string }) => /Please update/.test(w.term))).toBe(false);
  });
});

describe("bad files", () => {
  it("says what is wrong with a file that is not an Anki package", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "deck.apkg", bytes: encoder.encode("not a zip at all") });
    expect(status).toMatchObject({ status: "failed", error: { code: "NOT_A_ZIP" } });
    const stub = await importFile(client, {
      name: "old.apkg",
      bytes: zip({ "collection.anki2": stubCollection() }),
    });
    expect(stub.error.code).toBe("STUB_ONLY");
    expect((await client.call("GET", "/api/me/own-decks")).json().items).toEqual([]);
  });
});
