import { loadSqlJs } from "@app/import-reader/sqlite";
import {
  buildLegacyCollection,
  type FixtureCollection,
  type FixtureReview,
  zip,
} from "@app/import-reader/test-fixtures/build-anki";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewLogs, userWordProgress, words } from "../../src/db/schema";
import { appPerFile } from "../app-per-file";
import { createTestApp } from "../test-app";
import { type Client, importFile, multipart, registeredClient } from "./create-helpers";

/** Both directions of a "Basic (and reversed)" note and each cloze of a cloze note: items with their own memory. */
let SQL: Awaited<ReturnType<typeof loadSqlJs>>;
const now = new Date("2023-11-20T12:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const DECK = 1_700_000_300_001;
const TYPE = { reversed: 1_600_000_300_001, cloze: 1_600_000_300_002 };
const NOTE = { gato: 1_690_000_700_001, perro: 1_690_000_700_002, madrid: 1_690_000_700_003, bare: 1_690_000_700_004 };
const CARD = {
  gatoForward: 1_690_000_800_001,
  gatoReverse: 1_690_000_800_002,
  perroForward: 1_690_000_800_003,
  perroReverse: 1_690_000_800_004,
  madridC1: 1_690_000_800_005,
  madridC2: 1_690_000_800_006,
  bare: 1_690_000_800_007,
};
const DAY = 86_400_000;
const T0 = 1_699_000_000_000;
/** [id (ms), card id, ease, ivl, lastIvl, factor, time ms, type] */
const REVIEWS: FixtureReview[] = [
  [T0, CARD.gatoForward, 3, -600, 0, 2500, 4000, 0],
  [T0 + 600_000, CARD.gatoForward, 3, 1, -600, 2500, 3000, 0],
  [T0 + DAY, CARD.gatoForward, 3, 4, 1, 2500, 3000, 1],
  [T0 + 5 * DAY, CARD.gatoForward, 4, 12, 4, 2650, 2000, 1],
  [T0 + 1000, CARD.gatoReverse, 1, -60, 0, 2500, 9000, 0],
  [T0 + 2 * DAY, CARD.gatoReverse, 3, -600, -60, 2500, 6000, 0],
  [T0 + 3 * DAY, CARD.madridC1, 3, 1, 0, 2500, 5000, 0],
  [T0 + 4 * DAY, CARD.madridC1, 3, 3, 1, 2500, 5000, 1],
  [T0 + 3 * DAY + 1000, CARD.madridC2, 1, -60, 0, 2500, 7000, 0],
];

function collection(change: { gatoBack?: string } = {}): Uint8Array {
  const crt = 1_690_000_000;
  const dayOf = (ms: number) => Math.floor((ms / 1000 - crt) / 86_400);
  const spec: FixtureCollection = {
    crt,
    decks: [
      { id: 1, name: "Default" },
      { id: DECK, name: "Spanish" },
    ],
    noteTypes: [
      {
        id: TYPE.reversed,
        name: "Basic (and reversed card)",
        fields: ["Front", "Back"],
        templates: ["Card 1", "Card 2"],
      },
      { id: TYPE.cloze, name: "Cloze", fields: ["Text", "Back Extra"], templates: ["Cloze"], cloze: true },
    ],
    notes: [
      { id: NOTE.gato, guid: "g-gato", mid: TYPE.reversed, fields: ["gato", change.gatoBack ?? "cat"] },
      { id: NOTE.perro, guid: "g-perro", mid: TYPE.reversed, fields: ["perro", "dog"] },
      {
        id: NOTE.madrid,
        guid: "g-madrid",
        mid: TYPE.cloze,
        fields: ["{{c1::Madrid}} is the capital of {{c2::Spain::country}}", "Geography"],
      },
      { id: NOTE.bare, guid: "g-bare", mid: TYPE.cloze, fields: ["No deletion here", ""] },
    ],
    cards: [
      {
        id: CARD.gatoForward,
        nid: NOTE.gato,
        did: DECK,
        ord: 0,
        type: 2,
        queue: 2,
        due: dayOf(T0 + 17 * DAY),
        ivl: 12,
        factor: 2650,
        reps: 4,
      },
      {
        id: CARD.gatoReverse,
        nid: NOTE.gato,
        did: DECK,
        ord: 1,
        type: 1,
        queue: 1,
        due: Math.floor((T0 + 2 * DAY + 600_000) / 1000),
        reps: 2,
      },
      { id: CARD.perroForward, nid: NOTE.perro, did: DECK, ord: 0 },
      { id: CARD.perroReverse, nid: NOTE.perro, did: DECK, ord: 1, queue: -1 },
      {
        id: CARD.madridC1,
        nid: NOTE.madrid,
        did: DECK,
        ord: 0,
        type: 2,
        queue: 2,
        due: dayOf(T0 + 7 * DAY),
        ivl: 3,
        factor: 2500,
        reps: 2,
      },
      {
        id: CARD.madridC2,
        nid: NOTE.madrid,
        did: DECK,
        ord: 1,
        type: 1,
        queue: 1,
        due: Math.floor((T0 + 3 * DAY + 61_000) / 1000),
        reps: 1,
      },
      { id: CARD.bare, nid: NOTE.bare, did: DECK, ord: 0 },
    ],
    revlog: REVIEWS,
  };
  return zip({ "collection.anki2": buildLegacyCollection(SQL, spec), media: "{}" });
}

const MAPPING = { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" };

async function itemsOf(deckId: string, client: Client) {
  const list = (await client.call("GET", `/api/me/own-decks/${deckId}/words`)).json().items as {
    id: number;
    term: string;
    kind: string;
    clozeNumber: number | null;
  }[];
  const rows = await ctx.database.db
    .select()
    .from(words)
    .where(
      inArray(
        words.id,
        list.map((w) => w.id),
      ),
    );
  return list.map((item) => ({ ...item, row: rows.find((r) => r.id === item.id)! }));
}

async function progressOf(client: Client, wordId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(userWordProgress)
    .where(and(eq(userWordProgress.userId, client.id), eq(userWordProgress.wordId, wordId)));
  return row;
}

async function logCount(client: Client, wordId: number) {
  const rows = await ctx.database.db
    .select({ id: reviewLogs.id })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, client.id), eq(reviewLogs.wordId, wordId)));
  return rows.length;
}

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
    const items = await itemsOf(status.result.deckIds[0], client);
    const [gato, gatoReversed, perro, perroReversed] = items;
    expect([gato, gatoReversed].map((i) => [i!.term, i!.kind])).toEqual([
      ["gato", "word"],
      ["gato", "production"],
    ]);
    expect(gato!.row.noteWordId).toBeNull();
    expect(gatoReversed!.row.noteWordId).toBe(gato!.id);
    expect(perroReversed!.row.noteWordId).toBe(perro!.id);

    const forward = await progressOf(client, gato!.id);
    const reverse = await progressOf(client, gatoReversed!.id);
    expect(forward).toMatchObject({ state: 2, historyCount: 4 });
    expect(reverse).toMatchObject({ historyCount: 2 });
    expect(reverse!.state).not.toBe(2);
    expect(reverse!.stability).not.toBe(forward!.stability);
    expect(await logCount(client, gato!.id)).toBe(4);
    expect(await logCount(client, gatoReversed!.id)).toBe(2);
    // The reversed card of "perro" is suspended in Anki: that item alone comes in ignored.
    expect(await progressOf(client, perro!.id)).toBeUndefined();
    expect(await progressOf(client, perroReversed!.id)).toMatchObject({ isIgnored: true });
  });

  it("cloze c1/c2 with a hint: one item per cloze, each with its own history; a cloze note without a cloze is named", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "spanish.apkg", bytes: collection() }, MAPPING);
    expect(status.result.skipped).toEqual({ "cloze notes without a cloze": 1 });
    const items = await itemsOf(status.result.deckIds[0], client);
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
    expect(await progressOf(client, c1!.id)).toMatchObject({ state: 2, historyCount: 2 });
    expect(await progressOf(client, c2!.id)).toMatchObject({ historyCount: 1 });
    expect(await logCount(client, c1!.id)).toBe(2);
    expect(await logCount(client, c2!.id)).toBe(1);
  });

  it("the same package again updates every item in place, reviews never twice", async () => {
    const client = await registeredClient(ctx);
    const first = await importFile(client, { name: "spanish.apkg", bytes: collection() }, MAPPING);
    const before = await itemsOf(first.result.deckIds[0], client);
    const again = await importFile(
      client,
      { name: "spanish.apkg", bytes: collection({ gatoBack: "cat; kitty" }) },
      MAPPING,
    );
    expect(again.result).toMatchObject({ deckIds: first.result.deckIds, words: 3, items: 6, reviews: 0 });
    const after = await itemsOf(first.result.deckIds[0], client);
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

/** Two "Basic (and reversed)" notes never studied: four items in one set. */
function fresh(): Uint8Array {
  const spec: FixtureCollection = {
    crt: 1_690_000_000,
    decks: [
      { id: 1, name: "Default" },
      { id: DECK, name: "Spanish" },
    ],
    noteTypes: [
      {
        id: TYPE.reversed,
        name: "Basic (and reversed card)",
        fields: ["Front", "Back"],
        templates: ["Card 1", "Card 2"],
      },
    ],
    notes: [
      { id: NOTE.gato, guid: "g-gato", mid: TYPE.reversed, fields: ["gato", "cat"] },
      { id: NOTE.perro, guid: "g-perro", mid: TYPE.reversed, fields: ["perro", "dog"] },
    ],
    cards: [
      { id: CARD.gatoForward, nid: NOTE.gato, did: DECK, ord: 0 },
      { id: CARD.gatoReverse, nid: NOTE.gato, did: DECK, ord: 1 },
      { id: CARD.perroForward, nid: NOTE.perro, did: DECK, ord: 0 },
      { id: CARD.perroReverse, nid: NOTE.perro, did: DECK, ord: 1 },
    ],
  };
  return zip({ "collection.anki2": buildLegacyCollection(SQL, spec), media: "{}" });
}

describe("studying items: siblings spaced, memories apart", () => {
  async function setUp() {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "fresh.apkg", bytes: fresh() }, MAPPING);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const items = await itemsOf(status.result.deckIds[0], client);
    const setId = items[0]!.row.subDeckId;
    const session = async (kind: string) => {
      const res = await client.call("GET", `/api/me/study/${kind}/${setId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().words as { id: number; kind: string; hasProduction: boolean; noteWordId: number | null }[];
    };
    const progress = (wordId: number, state: number, nextReview: Date) =>
      ctx.database.db
        .insert(userWordProgress)
        .values({
          userId: client.id,
          wordId,
          subDeckId: setId,
          state,
          nextReview,
          lastReview: new Date(now.getTime() - DAY),
        })
        .onConflictDoUpdate({
          target: [userWordProgress.userId, userWordProgress.wordId],
          set: { state, nextReview },
        });
    return { client, items, session, progress };
  }

  it("Learn New takes one item of a note; a learned word never makes its reversed item look learned", async () => {
    const { client, items, session, progress } = await setUp();
    const [gato, gatoReversed, perro] = items;
    const first = await session("learn-new");
    expect(first.map((w) => w.id)).toEqual([gato!.id, perro!.id]);
    expect(first[0]).toMatchObject({ kind: "word", hasProduction: true, noteWordId: null });

    await progress(gato!.id, 2, new Date(now.getTime() + 5 * DAY));
    const next = await session("learn-new");
    expect(next.map((w) => w.id)).toEqual([gatoReversed!.id, perro!.id]);
    expect(next[0]).toMatchObject({ kind: "production", noteWordId: gato!.id });
    // Separate progress rows: the reversed item is still new.
    expect(await progressOf(client, gatoReversed!.id)).toBeUndefined();
  });

  it("Need Review asks both directions of a note only when both are due", async () => {
    const { items, session, progress } = await setUp();
    const [gato, gatoReversed] = items;
    await progress(gato!.id, 2, new Date(now.getTime() - DAY));
    await progress(gatoReversed!.id, 2, new Date(now.getTime() + DAY));
    expect((await session("need-review")).map((w) => w.id)).toEqual([gato!.id]);
    await progress(gatoReversed!.id, 2, new Date(now.getTime() - 2 * DAY));
    expect((await session("need-review")).map((w) => w.id).sort()).toEqual([gato!.id, gatoReversed!.id].sort());
  });
});
