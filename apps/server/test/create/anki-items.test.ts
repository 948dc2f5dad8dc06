import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewLogs } from "../../src/db/schema";
import { collection, itemsOf, logCount, MAPPING, progressOf, REVIEWS } from "./anki-items-fixtures";
import { ankiImportApp } from "./anki-kit";
import { importFile, multipart, registeredClient } from "./create-helpers";

/** Both directions of a "Basic (and reversed)" note and each cloze of a cloze note: items with their own memory. */
const now = new Date("2023-11-20T12:00:00Z");
const ctx = ankiImportApp(() => now);

describe("Anki notes as items with their own memory", () => {
  it("previews words and items honestly", async () => {
    const client = await registeredClient(ctx);
    const body = multipart({ name: "spanish.apkg", bytes: collection() });
    const shown = await client.call("POST", "/api/me/imports/preview", body.payload, body.headers);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().decks).toEqual([
      expect.objectContaining({ name: "Spanish", words: 3, items: 6, reviews: REVIEWS.length }),
    ]);
  });

  it("Basic (and reversed): both cards come in as two items, each with its own state and all its reviews", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "spanish.apkg", bytes: collection() }, MAPPING);
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result).toMatchObject({ notes: 4, words: 3, items: 6, reviews: REVIEWS.length });
    const items = await itemsOf(ctx, status.result.deckIds[0], client);
    const [gato, gatoReversed, perro, perroReversed] = items;
    expect([gato, gatoReversed].map((i) => [i!.term, i!.kind])).toEqual([
      ["gato", "word"],
      ["gato", "production"],
    ]);
    expect(gato!.row.noteWordId).toBeNull();
    expect(gatoReversed!.row.noteWordId).toBe(gato!.id);
    expect(perroReversed!.row.noteWordId).toBe(perro!.id);

    const forward = await progressOf(ctx, client, gato!.id);
    const reverse = await progressOf(ctx, client, gatoReversed!.id);
    expect(forward).toMatchObject({ state: 2, historyCount: 4 });
    expect(reverse).toMatchObject({ historyCount: 2 });
    expect(reverse!.state).not.toBe(2);
    expect(reverse!.stability).not.toBe(forward!.stability);
    expect(await logCount(ctx, client, gato!.id)).toBe(4);
    expect(await logCount(ctx, client, gatoReversed!.id)).toBe(2);
    // The reversed card of "perro" is suspended in Anki: that item alone comes in ignored.
    expect(await progressOf(ctx, client, perro!.id)).toBeUndefined();
    expect(await progressOf(ctx, client, perroReversed!.id)).toMatchObject({ isIgnored: true });
  });

  it("cloze c1/c2 with a hint: one item per cloze, each with its own history; a cloze note without a cloze is named", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "spanish.apkg", bytes: collection() }, MAPPING);
    expect(status.result.skipped).toEqual({ "cloze notes without a cloze": 1 });
    const items = await itemsOf(ctx, status.result.deckIds[0], client);
    const [c1, c2] = items.filter((i) => i.kind === "cloze");
    expect(items.filter((i) => i.kind === "cloze")).toHaveLength(2);
    expect(c1!.row).toMatchObject({
      originalWord: "Madrid",
      sentence: "[...] is the capital of Spain",
      translation: "Geography",
      clozeNumber: 1,
      clozeHint: null,
      noteWordId: null,
    });
    expect(c2!.row).toMatchObject({
      originalWord: "Spain",
      sentence: "Madrid is the capital of [...]",
      clozeNumber: 2,
      clozeHint: "country",
      noteWordId: c1!.id,
    });
    expect(await progressOf(ctx, client, c1!.id)).toMatchObject({ state: 2, historyCount: 2 });
    expect(await progressOf(ctx, client, c2!.id)).toMatchObject({ historyCount: 1 });
    expect(await logCount(ctx, client, c1!.id)).toBe(2);
    expect(await logCount(ctx, client, c2!.id)).toBe(1);
  });

  it("the same package again updates every item in place, reviews never twice", async () => {
    const client = await registeredClient(ctx);
    const first = await importFile(client, { name: "spanish.apkg", bytes: collection() }, MAPPING);
    const before = await itemsOf(ctx, first.result.deckIds[0], client);
    const again = await importFile(
      client,
      { name: "spanish.apkg", bytes: collection({ gatoBack: "cat; kitty" }) },
      MAPPING,
    );
    expect(again.result).toMatchObject({ deckIds: first.result.deckIds, words: 3, items: 6, reviews: 0 });
    const after = await itemsOf(ctx, first.result.deckIds[0], client);
    expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id));
    expect(after.slice(0, 2).map((i) => i.row.translation)).toEqual(["cat; kitty", "cat; kitty"]);
    expect(after[1]!.row.noteWordId).toBe(after[0]!.id);
    const all = await ctx.database.db
      .select({ id: reviewLogs.id })
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, client.id));
    expect(all).toHaveLength(REVIEWS.length);
  });
});
