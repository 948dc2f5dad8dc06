import {
  buildLegacyCollection,
  type FixtureCollection,
  type FixtureReview,
  zip,
} from "@app/import-reader/test-fixtures/build-anki";
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { reviewLogs, userWordProgress, words } from "../../src/db/schema";
import type { TestContext } from "../test-app";
import { type Client, importFile, registeredClient } from "./create-helpers";

/** Packages with Anki's real schema for the items tests: "Basic (and reversed)" notes and cloze notes. */

export const DECK = 1_700_000_300_001;
export const TYPE = { reversed: 1_600_000_300_001, cloze: 1_600_000_300_002 };
export const NOTE = {
  gato: 1_690_000_700_001,
  perro: 1_690_000_700_002,
  madrid: 1_690_000_700_003,
  bare: 1_690_000_700_004,
};
export const CARD = {
  gatoForward: 1_690_000_800_001,
  gatoReverse: 1_690_000_800_002,
  perroForward: 1_690_000_800_003,
  perroReverse: 1_690_000_800_004,
  madridC1: 1_690_000_800_005,
  madridC2: 1_690_000_800_006,
  bare: 1_690_000_800_007,
};
export const DAY = 86_400_000;

/** The collection's decks: Anki's "Default" and the one the notes are in. */
export const SPANISH_DECKS: FixtureCollection["decks"] = [
  { id: 1, name: "Default" },
  { id: DECK, name: "Spanish" },
];

/** Anki's "Basic (and reversed card)" note type: two cards, the second the reversed direction. */
export const REVERSED_NOTE_TYPE: FixtureCollection["noteTypes"][number] = {
  id: TYPE.reversed,
  name: "Basic (and reversed card)",
  fields: ["Front", "Back"],
  templates: ["Card 1", "Card 2"],
};
const T0 = 1_699_000_000_000;
/** [id (ms), card id, ease, ivl, lastIvl, factor, time ms, type] */
export const REVIEWS: FixtureReview[] = [
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

/**
 * Two reversed notes (one reviewed both ways, one with its reversed card suspended), a cloze note with c1/c2
 * and a hint (each reviewed), and a cloze note without a cloze.
 */
export function collection(change: { gatoBack?: string } = {}): Uint8Array {
  const crt = 1_690_000_000;
  const dayOf = (ms: number) => Math.floor((ms / 1000 - crt) / 86_400);
  const spec: FixtureCollection = {
    crt,
    decks: SPANISH_DECKS,
    noteTypes: [
      REVERSED_NOTE_TYPE,
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
  return zip({ "collection.anki2": buildLegacyCollection(spec), media: "{}" });
}

/** Two "Basic (and reversed)" notes never studied: four items in one set. */
export function fresh(): Uint8Array {
  const spec: FixtureCollection = {
    crt: 1_690_000_000,
    decks: SPANISH_DECKS,
    noteTypes: [REVERSED_NOTE_TYPE],
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
  return zip({ "collection.anki2": buildLegacyCollection(spec), media: "{}" });
}

export const MAPPING = { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" };

export async function itemsOf(ctx: TestContext, deckId: string, client: Client) {
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

export async function progressOf(ctx: TestContext, client: Client, wordId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(userWordProgress)
    .where(and(eq(userWordProgress.userId, client.id), eq(userWordProgress.wordId, wordId)));
  return row;
}

export async function logCount(ctx: TestContext, client: Client, wordId: number) {
  const rows = await ctx.database.db
    .select({ id: reviewLogs.id })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, client.id), eq(reviewLogs.wordId, wordId)));
  return rows.length;
}

/** A registered owner with the Spanish items package (`collection`) imported in full: the owner and the new deck's id. */
export async function ownerWithItemsDeck(ctx: TestContext, name?: string) {
  const owner = await registeredClient(ctx, name);
  const imported = await importFile(owner, { name: "spanish.apkg", bytes: collection() }, MAPPING);
  expect(imported.status, JSON.stringify(imported)).toBe("done");
  return { owner, deckId: imported.result.deckIds[0] as string };
}
