import type { FixtureCollection } from "@app/import-reader/test-fixtures/build-anki";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subDecks, words } from "../../src/db/schema";
import { DECK, MAPPING, REVERSED_NOTE_TYPE, SPANISH_DECKS, TYPE } from "./anki-items-fixtures";
import { ankiImportApp, legacyCollection, zip } from "./anki-kit";
import { importFile, registeredClient } from "./create-helpers";

/** A set boundary falls between a word and its reversed direction: they stay in one set. */
const ctx = ankiImportApp(() => new Date("2023-11-20T12:00:00Z"));

const BASIC = 1_600_000_300_009;

/** Every item of an own deck, in deck order, with the set it is in . */
async function itemsOf(deckId: string) {
  return ctx.database.db
    .select({
      id: words.id,
      term: words.originalWord,
      kind: words.kind,
      noteWordId: words.noteWordId,
      setId: words.subDeckId,
    })
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .where(eq(subDecks.ownDeckId, deckId))
    .orderBy(asc(words.order));
}

/**
 * One "Basic" note, then `reversed` "Basic (and reversed)" notes: items at positions 0, then 1–2, 3–4…, so
 * the 50th reversed note's word is at position 99 (the first set's last) and its reversed direction at 100.
 */
function straddling(reversed: number, { secondCards = true } = {}): Uint8Array {
  const notes: FixtureCollection["notes"] = [{ id: 1, guid: "g-basic", mid: BASIC, fields: ["uno", "one"] }];
  const cards: FixtureCollection["cards"] = [{ id: 1, nid: 1, did: DECK, ord: 0 }];
  for (let n = 0; n < reversed; n++) {
    const nid = 100 + n;
    notes.push({ id: nid, guid: `g-${n}`, mid: TYPE.reversed, fields: [`palabra ${n}`, `word ${n}`] });
    cards.push({ id: 1000 + 2 * n, nid, did: DECK, ord: 0 });
    if (secondCards) cards.push({ id: 1001 + 2 * n, nid, did: DECK, ord: 1 });
  }
  const spec: FixtureCollection = {
    crt: 1_690_000_000,
    decks: SPANISH_DECKS,
    noteTypes: [{ id: BASIC, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] }, REVERSED_NOTE_TYPE],
    notes,
    cards,
  };
  return zip({ "collection.anki2": legacyCollection(spec), media: "{}" });
}

describe("sets keep a note's items together", () => {
  it("a word at a set's last place keeps its reversed direction in the same set", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "spanish.apkg", bytes: straddling(50) }, MAPPING);
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result).toMatchObject({ words: 51, items: 101 });
    const deckId = status.result.deckIds[0] as string;
    const items = await itemsOf(deckId);
    expect(items).toHaveLength(101);
    const last = items.filter((i) => i.term === "palabra 49");
    expect(last.map((i) => i.kind)).toEqual(["word", "production"]);
    expect(last[0]!.setId).toBe(last[1]!.setId);
    // 51 notes: one set (of 101 items), never a second set holding a lone reversed direction.
    const sets = await ctx.database.db.select().from(subDecks).where(eq(subDecks.ownDeckId, deckId));
    expect(sets.map((s) => [s.position, s.wordCount])).toEqual([[1, 101]]);
  });

  it("a larger deck splits at a note's first item, every note whole in its set", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "spanish.apkg", bytes: straddling(120) }, MAPPING);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const deckId = status.result.deckIds[0] as string;
    const items = await itemsOf(deckId);
    expect(items).toHaveLength(241);
    const setOf = new Map(items.map((i) => [i.id, i.setId]));
    for (const item of items) {
      if (item.noteWordId !== null) expect(item.setId).toBe(setOf.get(item.noteWordId));
    }
    const sets = await ctx.database.db.select().from(subDecks).where(eq(subDecks.ownDeckId, deckId));
    expect(sets.map((s) => s.wordCount).reduce((a, b) => a + b, 0)).toBe(241);
    expect(sets).toHaveLength(3);
  });

  it("a reversed direction added by a re-import joins its kept word's set", async () => {
    const client = await registeredClient(ctx);
    // First without the reversed cards: 121 words, two sets (100 + 21).
    const first = await importFile(
      client,
      { name: "spanish.apkg", bytes: straddling(120, { secondCards: false }) },
      MAPPING,
    );
    expect(first.status, JSON.stringify(first)).toBe("done");
    const deckId = first.result.deckIds[0] as string;
    const again = await importFile(client, { name: "spanish.apkg", bytes: straddling(120) }, MAPPING);
    expect(again.status, JSON.stringify(again)).toBe("done");
    expect(again.result.deckIds).toEqual([deckId]);
    const items = await itemsOf(deckId);
    expect(items).toHaveLength(241);
    const setOf = new Map(items.map((i) => [i.id, i.setId]));
    const reversed = items.filter((i) => i.noteWordId !== null);
    expect(reversed).toHaveLength(120);
    for (const item of reversed) expect(item.setId).toBe(setOf.get(item.noteWordId!));
  });
});
