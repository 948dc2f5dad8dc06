import type { FixtureCard, FixtureCollection, FixtureNote } from "@app/import-reader/test-fixtures/build-anki";
import { TYPE, vocabulary } from "@app/import-reader/test-fixtures/vocabulary";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imports, ownDecks } from "../../src/db/schema";
import { createTestApp } from "../test-app";
import { ankiImportApp, legacyCollection, zip } from "./anki-kit";
import { type Client, importFile, multipart, registeredClient } from "./create-helpers";

const now = new Date("2026-03-10T09:00:00Z");

const ctx = ankiImportApp(() => now);

/** A package with Anki's real (schema 11) tables: decks by path, one "Basic (and reversed)" note per word. */
function collection(
  crt: number,
  decks: { id: number; name: string }[],
  words: [string, string, number][],
  guidPrefix: string,
): Uint8Array {
  const notes: FixtureNote[] = words.map(([front, back], i) => ({
    id: 1_690_000_500_000 + i,
    guid: `${guidPrefix}${i}`,
    mid: TYPE.reversed,
    fields: [front, back],
  }));
  const cards: FixtureCard[] = words.map(([, , did], i) => ({
    id: 1_690_000_600_000 + i,
    nid: 1_690_000_500_000 + i,
    did,
    ord: 0,
  }));
  const spec: FixtureCollection = { crt, decks, noteTypes: vocabulary.noteTypes, notes, cards, revlog: [] };
  return zip({ "collection.anki2": legacyCollection(spec), media: "{}" });
}

const JAPANESE = { id: 1_700_000_100_001, name: "Japanese" };
const CORE = { id: 1_700_000_100_002, name: "Japanese::Core 2k" };
const KANA = { id: 1_700_000_100_003, name: "Japanese::Core 2k::Kana" };
const japanese = () =>
  collection(
    1_600_000_000,
    [{ id: 1, name: "Default" }, JAPANESE, CORE, KANA],
    [
      ["猫", "chat", JAPANESE.id],
      ["犬", "chien", CORE.id],
      ["水", "eau", CORE.id],
      ["あ", "a", KANA.id],
    ],
    "ja",
  );
const chinese = () =>
  collection(
    1_600_000_000,
    [{ id: 1, name: "Default" }, JAPANESE],
    [
      ["我们", "we", JAPANESE.id],
      ["朋友", "friend", JAPANESE.id],
    ],
    "zh",
  );

async function ownDeckNames(client: Client): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ name: ownDecks.name })
    .from(ownDecks)
    .where(eq(ownDecks.ownerId, client.id));
  return rows.map((r) => r.name).sort();
}

async function wordCount(deckIds: string[]): Promise<number> {
  const [row] = (
    (await ctx.database.db.execute(sql`
    SELECT count(*)::int AS n FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
    WHERE s.own_deck_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(deckIds)}::jsonb))`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return Number(row?.n ?? 0);
}

describe("whole Anki collections", () => {
  it("a three-level hierarchy becomes one own deck per Anki deck, named with its path", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "japanese.apkg", bytes: japanese() }, { term: 0, translation: 1 });
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result.deckIds).toHaveLength(3);
    expect(await ownDeckNames(client)).toEqual(["Japanese", "Japanese › Core 2k", "Japanese › Core 2k › Kana"]);
  });

  it("two different packages (same creation time and deck id) never share a deck", async () => {
    const client = await registeredClient(ctx);
    const first = await importFile(client, { name: "japanese.apkg", bytes: japanese() }, { term: 0, translation: 1 });
    const second = await importFile(client, { name: "chinese.apkg", bytes: chinese() }, { term: 0, translation: 1 });
    expect(second.status, JSON.stringify(second)).toBe("done");
    expect(second.result.deckIds).toHaveLength(1);
    expect(first.result.deckIds).not.toContain(second.result.deckIds[0]);
    expect(await wordCount(second.result.deckIds)).toBe(2);
    expect(await ownDeckNames(client)).toHaveLength(4);
  });

  it("the same package twice updates its decks in place; the preview says where the words go", async () => {
    const client = await registeredClient(ctx);
    const first = await importFile(client, { name: "japanese.apkg", bytes: japanese() }, { term: 0, translation: 1 });
    const body = multipart({ name: "japanese.apkg", bytes: japanese() });
    const shown = await client.call("POST", "/api/me/imports/preview", body.payload, body.headers);
    expect(shown.statusCode, shown.body).toBe(200);
    const core = shown.json().decks.find((d: { name: string }) => d.name === "Japanese › Core 2k");
    expect(core).toMatchObject({ words: 2, target: "update", newWords: 0, updatedWords: 2 });
    expect(shown.json().suggested).toMatchObject({ termLanguage: "ja" });
    const again = await importFile(client, { name: "japanese.apkg", bytes: japanese() }, { term: 0, translation: 1 });
    expect(again.status).toBe("done");
    expect([...again.result.deckIds].sort()).toEqual([...first.result.deckIds].sort());
    expect(await wordCount(again.result.deckIds)).toBe(4);
  });

  it("only the ticked decks come in", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(
      client,
      { name: "japanese.apkg", bytes: japanese() },
      { term: 0, translation: 1, ankiDecks: [KANA.id] },
    );
    expect(status.status).toBe("done");
    expect(await ownDeckNames(client)).toEqual(["Japanese › Core 2k › Kana"]);
  });

  it("an import cut off by a stop is failed at the next start, undone, and a new one starts at once", async () => {
    const client = await registeredClient(ctx);
    const first = await importFile(client, { name: "japanese.apkg", bytes: japanese() }, { term: 0, translation: 1 });
    // As a crash leaves it: still running, with a deck it made listed as written.
    const [row] = await ctx.database.db
      .insert(imports)
      .values({
        userId: client.id,
        fileName: "cut.apkg",
        kind: "anki",
        status: "running",
        // Silent for an hour: on PostgreSQL (several instances) only such runs are taken for cut off at a start.
        updatedAt: new Date(now.getTime() - 60 * 60 * 1000),
        written: { decks: [{ id: first.result.deckIds[0], created: true, wordFloor: 0 }] },
      })
      .returning({ id: imports.id });
    const restarted = await createTestApp({}, { clock: () => now, database: ctx.database });
    try {
      const [after] = await ctx.database.db.select().from(imports).where(eq(imports.id, row!.id));
      expect(after).toMatchObject({ status: "failed", error: { code: "INTERRUPTED" } });
      // The undo runs in the background once the server answers (in bounded batches): the deck it made goes.
      await expect.poll(async () => (await ownDeckNames(client)).length, { timeout: 20_000 }).toBe(2);
      const again = await importFile(client, { name: "chinese.apkg", bytes: chinese() }, { term: 0, translation: 1 });
      expect(again.status).toBe("done");
    } finally {
      await restarted.app.close();
    }
  });
});
