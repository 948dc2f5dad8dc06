import type { FixtureCollection, FixtureDeckConfig, FixtureReview } from "@app/import-reader/test-fixtures/build-anki";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userWordProgress } from "../../src/db/schema";
import { ankiImportApp, currentPackage, legacyCollection, zip } from "./anki-kit";
import { type Client, importFile, multipart, registeredClient } from "./create-helpers";

const now = new Date("2026-03-10T09:00:00Z");
const ctx = ankiImportApp(() => now);

const CRT = 1_700_000_000; // 2023-11-14: now is its day 846
const BASIC = { id: 1_600_000_000_010, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] };
const SPANISH = { id: 1_700_000_300_001, name: "Spanish" };
const VERBS = { id: 1_700_000_300_002, name: "Spanish::Verbs" };
const spanish = { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" };
const FSRS6 = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483,
  0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];

interface Word {
  term: string;
  deck?: number;
  card?: { type: number; queue: number; due: number; ivl?: number };
  /** Answers: [time ms, ease, revlog type]. */
  reviews?: [number, number, number][];
}

/** A collection of Basic notes, one card each, with Anki's real schema (11, or 18 when `newLayout`). */
function collection(words: Word[], extra: Partial<FixtureCollection> = {}): FixtureCollection {
  return {
    crt: CRT,
    decks: [{ id: 1, name: "Default" }, SPANISH, VERBS],
    noteTypes: [BASIC],
    notes: words.map((w, i) => ({
      id: 1_690_000_700_000 + i,
      guid: `st-${i}`,
      mid: BASIC.id,
      fields: [w.term, `${w.term} (en)`],
    })),
    cards: words.map((w, i) => ({
      id: 1_690_000_800_000 + i,
      nid: 1_690_000_700_000 + i,
      did: w.deck ?? SPANISH.id,
      ord: 0,
      ...(w.card ?? { type: 0, queue: 0, due: i }),
      reps: w.reviews?.length ?? 0,
    })),
    // Revlog ids are unique: each card's answers a few seconds apart from the other cards'.
    revlog: words.flatMap((w, i) =>
      (w.reviews ?? []).map(
        ([time, ease, type]): FixtureReview => [time + i * 1000, 1_690_000_800_000 + i, ease, 1, 0, 2500, 5000, type],
      ),
    ),
    ...extra,
  };
}

const legacyPackage = (spec: FixtureCollection) => zip({ "collection.anki2": legacyCollection(spec), media: "{}" });
const newPackage = (spec: FixtureCollection) => currentPackage(spec);

const FEB_25 = Date.parse("2026-02-25T10:00:00Z");
const MAR_09 = Date.parse("2026-03-09T10:00:00Z");
const reviewCard = (due: number) => ({ type: 2, queue: 2, due, ivl: 10 });

async function deckOf(client: Client, deckId: string) {
  const res = await client.call("GET", `/api/me/own-decks/${deckId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; sets: { id: string }[] };
}

async function progressRows(client: Client, deckId: string) {
  const res = await client.call("GET", `/api/me/own-decks/${deckId}/words?limit=500`);
  const out: Record<string, typeof userWordProgress.$inferSelect | undefined> = {};
  for (const word of res.json().items as { id: number; term: string }[]) {
    const [row] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, client.id), eq(userWordProgress.wordId, word.id)));
    out[word.term] = row;
  }
  return out;
}

describe("Anki card states", () => {
  it("maps learning, review, relearning, suspended and buried cards to ours", async () => {
    const client = await registeredClient(ctx);
    const spec = collection([
      { term: "uno", card: reviewCard(900), reviews: [[FEB_25, 3, 1]] },
      { term: "dos", card: { type: 2, queue: -1, due: 840, ivl: 10 }, reviews: [[FEB_25, 3, 1]] },
      { term: "tres", card: { type: 2, queue: -2, due: 840, ivl: 10 }, reviews: [[FEB_25, 3, 1]] },
      { term: "cuatro", card: { type: 2, queue: -3, due: 840, ivl: 10 }, reviews: [[FEB_25, 3, 1]] },
      { term: "cinco" },
      { term: "seis", card: { type: 1, queue: 1, due: MAR_09 / 1000 + 600 }, reviews: [[MAR_09, 3, 0]] },
      // Relearning after a lapse, then suspended: its step's due is a time, not a day number.
      {
        term: "siete",
        card: { type: 3, queue: -1, due: MAR_09 / 1000 + 600 },
        reviews: [
          [FEB_25, 3, 1],
          [MAR_09, 1, 1],
        ],
      },
      { term: "ocho", card: { type: 0, queue: -1, due: 7 } },
    ]);
    const status = await importFile(client, { name: "states.apkg", bytes: legacyPackage(spec) }, spanish);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const rows = await progressRows(client, status.result.deckIds[0]);

    expect(rows.uno).toMatchObject({ state: 2, isIgnored: false });
    expect(rows.uno?.nextReview?.toISOString()).toBe(new Date((CRT + 900 * 86_400) * 1000).toISOString());
    expect(rows.dos).toMatchObject({ state: 2, isIgnored: true });
    for (const term of ["tres", "cuatro"]) {
      // Buried while due (day 840 is six days ago): back at the start of the learner's next day.
      const next = rows[term]?.nextReview?.getTime() ?? 0;
      expect(rows[term], term).toMatchObject({ state: 2, isIgnored: false });
      expect(next, term).toBeGreaterThan(now.getTime());
      expect(next - now.getTime(), term).toBeLessThanOrEqual(86_400_000);
    }
    expect(rows.cinco).toBeUndefined();
    expect(rows.seis).toMatchObject({ state: 1, isIgnored: false });
    // A learning step is the replay's (its answer, 5 s after MAR_09 here, plus the 10-minute step).
    expect(rows.seis?.nextReview?.toISOString()).toBe(new Date(MAR_09 + 5000 + 600_000).toISOString());
    expect(rows.siete).toMatchObject({ state: 3, isIgnored: true });
    expect(rows.siete?.nextReview?.toISOString()).toBe(new Date(MAR_09 + 600_000).toISOString());
    expect(rows.ocho).toMatchObject({ state: 0, isIgnored: true });

    // Buried cards are not due now: the one due word is the learning step left since yesterday.
    const deck = await deckOf(client, status.result.deckIds[0]);
    const page = await client.call("GET", `/api/me/decks/${deck.sets[0]!.id}/progress`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().counts).toMatchObject({ dueNow: 1, building: 1, new: 1 });
  });

  it("a review card counts as learned and Review is available for it", async () => {
    const client = await registeredClient(ctx);
    const spec = collection([
      { term: "hola", card: reviewCard(900), reviews: [[FEB_25, 3, 1]] },
      { term: "adiós", card: reviewCard(905) },
    ]);
    const status = await importFile(client, { name: "learned.apkg", bytes: legacyPackage(spec) }, spanish);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const deck = await deckOf(client, status.result.deckIds[0]);
    const page = await client.call("GET", `/api/me/decks/${deck.sets[0]!.id}/progress`);
    expect(page.json().counts).toMatchObject({ learned: 2, building: 0, new: 0 });
    const review = page.json().sessions.find((s: { kind: string }) => s.kind === "review");
    expect(review).toMatchObject({ unlocked: true, reason: null });
    // Home's card counts it the same way.
    const home = await client.call("GET", "/api/me/decks");
    const card = home.json().items.find((d: { subDeckId: string }) => d.subDeckId === deck.sets[0]!.id);
    expect(card.counts).toMatchObject({ learned: 2, building: 0 });
  });
});

describe("FSRS deck options", () => {
  const presets = (params: number[]): FixtureDeckConfig[] => [
    { id: 1, name: "Default", fsrsParams: params, desiredRetention: 0.85 },
  ];
  const withOptions = (params: number[]) =>
    collection(
      [
        { term: "uno", card: reviewCard(900), reviews: [[FEB_25, 3, 1]] },
        { term: "hablar", deck: VERBS.id, card: reviewCard(901), reviews: [[FEB_25, 3, 1]] },
      ],
      {
        decks: [
          { id: 1, name: "Default" },
          { ...SPANISH, conf: 1 },
          { ...VERBS, conf: 1, desiredRetention: 0.92 },
        ],
        deckConfigs: presets(params),
      },
    );

  async function preview(client: Client, bytes: Uint8Array) {
    const body = multipart({ name: "fsrs.apkg", bytes });
    const res = await client.call("POST", "/api/me/imports/preview", body.payload, body.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function retentionOf(client: Client, deckId: string) {
    const deck = await deckOf(client, deckId);
    const res = await client.call("GET", `/api/me/decks/${deck.sets[0]!.id}/scheduling`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().desiredRetention as number | null;
  }

  const weightsOf = async (client: Client) =>
    (await client.call("GET", "/api/me/fsrs-settings")).json().weights as number[] | null;

  it.each([
    ["schema 18", newPackage],
    ["schema 11", legacyPackage],
  ])("the preview offers them and a ticked import adopts them (%s)", async (_, build) => {
    const client = await registeredClient(ctx);
    const bytes = build(withOptions(FSRS6));
    expect((await preview(client, bytes)).fsrs).toEqual({ desiredRetention: 0.85, parameterCount: 21, problem: null });

    const status = await importFile(client, { name: "fsrs.apkg", bytes }, { ...spanish, adoptFsrs: true });
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result.fsrs).toEqual({
      adopted: true,
      desiredRetention: 0.85,
      parameterCount: 21,
      message: "FSRS settings adopted: desired retention 85 %, 21 parameters.",
    });
    const weights = await weightsOf(client);
    expect(weights).toHaveLength(21);
    for (const [i, w] of weights!.entries()) expect(w).toBeCloseTo(FSRS6[i]!, 4);
    const ids = status.result.deckIds as string[];
    const byName = new Map<string, string>();
    for (const id of ids) byName.set((await client.call("GET", `/api/me/own-decks/${id}`)).json().name, id);
    expect(await retentionOf(client, byName.get("Spanish")!)).toBeCloseTo(0.85, 4);
    // The deck's own override wins over its preset's.
    expect(await retentionOf(client, byName.get("Spanish › Verbs")!)).toBeCloseTo(0.92, 4);
  });

  it("left unticked, nothing of them is taken", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "fsrs.apkg", bytes: newPackage(withOptions(FSRS6)) }, spanish);
    expect(status.status).toBe("done");
    expect(status.result.fsrs ?? null).toBeNull();
    expect(await weightsOf(client)).toBeNull();
    expect(await retentionOf(client, status.result.deckIds[0])).toBeNull();
  });

  it("parameters FSRS cannot take are refused with a named reason; the words still come in", async () => {
    const client = await registeredClient(ctx);
    const bytes = newPackage(withOptions(FSRS6.slice(0, 15)));
    expect((await preview(client, bytes)).fsrs).toEqual({
      desiredRetention: 0.85,
      parameterCount: 15,
      problem: "the collection's FSRS parameters are 15 numbers; FSRS takes 17, 19 or 21",
    });
    const status = await importFile(client, { name: "fsrs.apkg", bytes }, { ...spanish, adoptFsrs: true });
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result.words).toBe(2);
    expect(status.result.fsrs).toMatchObject({
      adopted: false,
      message: "FSRS settings not adopted: the collection's FSRS parameters are 15 numbers; FSRS takes 17, 19 or 21.",
    });
    expect(await weightsOf(client)).toBeNull();
    expect(await retentionOf(client, status.result.deckIds[0])).toBeNull();
  });

  it("a collection without FSRS parameters offers nothing", async () => {
    const client = await registeredClient(ctx);
    const bytes = legacyPackage(collection([{ term: "uno" }], { deckConfigs: [{ id: 1, name: "Default" }] }));
    expect((await preview(client, bytes)).fsrs).toBeNull();
    const status = await importFile(client, { name: "plain.apkg", bytes }, { ...spanish, adoptFsrs: true });
    expect(status.result.fsrs).toMatchObject({
      adopted: false,
      message: "FSRS settings not adopted: the collection's deck options hold no FSRS parameters.",
    });
  });
});
