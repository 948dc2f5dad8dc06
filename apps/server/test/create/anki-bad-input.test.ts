import type { FixtureCollection, FixtureNote } from "@app/import-reader/test-fixtures/build-anki";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ownDecks } from "../../src/db/schema";
import { ankiImportApp, legacyCollection, newCollection, zip } from "./anki-kit";
import { type Client, importFile, registeredClient } from "./create-helpers";

const now = new Date("2026-03-10T09:00:00Z");
const ctx = ankiImportApp(() => now);

const BASIC = { id: 1_600_000_000_020, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] };
const PICTURES = { id: 1_600_000_000_021, name: "Pictures", fields: ["Image", "Sound"], templates: ["Card 1"] };
const CLOZE = { id: 1_600_000_000_022, name: "Cloze", fields: ["Text", "Extra"], templates: ["Cloze"], cloze: true };
const DECK = { id: 1_700_000_400_001, name: "Mixed" };
const mapping = { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" };

/** Notes of the given types, one card each in one deck; `orphanCards` cards point to notes the package lacks. */
function collection(notes: { mid: number; fields: string[] }[], orphanCards = 0): FixtureCollection {
  const full: FixtureNote[] = notes.map((n, i) => ({ id: 1_690_000_900_000 + i, guid: `bad-${i}`, ...n }));
  const cards = full.map((n, i) => ({ id: 1_690_001_000_000 + i, nid: n.id, did: DECK.id, ord: 0 }));
  for (let i = 0; i < orphanCards; i++) {
    // Two cards per missing note: the package names `orphanCards / 2` notes it does not hold.
    cards.push({ id: 1_690_001_100_000 + i, nid: 1_690_009_000_000 + Math.floor(i / 2), did: DECK.id, ord: i % 2 });
  }
  return {
    crt: 1_700_000_000,
    decks: [{ id: 1, name: "Default" }, DECK],
    noteTypes: [BASIC, PICTURES, CLOZE],
    notes: full,
    cards,
  };
}

const words = [
  { mid: BASIC.id, fields: ["perro", "dog"] },
  { mid: BASIC.id, fields: ["gato", "cat"] },
];

async function deckCount(client: Client) {
  return (await ctx.database.db.select().from(ownDecks).where(eq(ownDecks.ownerId, client.id))).length;
}

describe("bad input in Anki packages, named in the summary with a count", () => {
  it.each([
    ["schema 11", (spec: FixtureCollection) => zip({ "collection.anki2": legacyCollection(spec) })],
    ["schema 18", (spec: FixtureCollection) => zip({ "collection.anki21": newCollection(spec) })],
  ])(
    "a note type with no usable field, cloze notes without a cloze, notes the package lacks (%s)",
    async (_, build) => {
      const client = await registeredClient(ctx);
      const spec = collection(
        [
          ...words,
          { mid: PICTURES.id, fields: ['<img src="a.jpg">', "[sound:a.mp3]"] },
          { mid: PICTURES.id, fields: ['<img src="b.jpg">', ""] },
          { mid: PICTURES.id, fields: ["", ""] },
          { mid: CLOZE.id, fields: ["Madrid is the capital of Spain", ""] },
          { mid: CLOZE.id, fields: ["{{c1::Madrid}} is the capital of Spain", ""] },
          // A Basic note with an empty back is an ordinary empty field: its type has usable fields.
          { mid: BASIC.id, fields: ["vacío", ""] },
          // A note whose note type the package does not hold.
          { mid: 1_600_000_000_099, fields: ["fantasma", "ghost"] },
        ],
        4,
      );
      const status = await importFile(client, { name: "mixed.apkg", bytes: build(spec) }, mapping);
      expect(status.status, JSON.stringify(status)).toBe("done");
      // The two Basic words and the cloze note that has a cloze (a cloze item).
      expect(status.result.words).toBe(3);
      expect(status.result.skipped).toMatchObject({
        "notes of a note type with no usable field": 3,
        "cloze notes without a cloze": 1,
        "notes with an empty term or translation": 1,
        "notes the package lists but does not hold": 2,
        "notes whose note type is missing from the package": 1,
      });
      expect(status.result.skipped["notes with only an image"]).toBeUndefined();
    },
  );

  it("a package of nothing but unusable notes fails with a clear message and leaves nothing", async () => {
    const client = await registeredClient(ctx);
    const spec = collection([
      { mid: PICTURES.id, fields: ['<img src="a.jpg">', ""] },
      { mid: CLOZE.id, fields: ["no gap here", ""] },
    ]);
    const bytes = zip({ "collection.anki2": legacyCollection(spec) });
    const status = await importFile(client, { name: "empty.apkg", bytes }, mapping);
    expect(status.status).toBe("failed");
    expect(status.error.code).toBe("NO_WORDS");
    expect(await deckCount(client)).toBe(0);
  });

  it("keeps today's clear errors: a package with no notes at all", async () => {
    const client = await registeredClient(ctx);
    const bytes = zip({ "collection.anki2": legacyCollection(collection([], 2)) });
    const status = await importFile(client, { name: "hollow.apkg", bytes }, mapping);
    expect(status.status).toBe("failed");
    expect(status.error.code).toBe("NO_NOTES");
    expect(await deckCount(client)).toBe(0);
  });
});
