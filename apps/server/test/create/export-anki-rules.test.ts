import { answeredWord } from "@app/domain/test-support/session";
import { ankiImportProblems, readExportedCollection } from "@app/import-reader/test-fixtures/anki-rules";
import type { FixtureCollection } from "@app/import-reader/test-fixtures/build-anki";
import { describe, expect, it } from "vitest";
import { sessionSave } from "../session-saves";
import { ankiImportApp, FSRS6_PARAMS, importAnkiSample, legacyCollection, zip } from "./anki-kit";
import { type Client, deckMemoryRows, importFile, registeredClient } from "./create-helpers";

const CRT = 1_700_000_000;
let now = new Date("2026-03-10T09:00:00Z");
const ctx = ankiImportApp(() => now);

const BASIC = { id: 1_600_000_000_010, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] };
const DECK = { id: 1_700_000_300_001, name: "Spanish", conf: 7 };
const at = (iso: string) => Date.parse(iso);
const day = (iso: string) => Math.floor((at(iso) / 1000 - CRT) / 86_400);

/** [term, card, answers: [time, ease, revlog type]]: learning Hard and Good answers are the ones v1 rewrote. */
const WORDS: [string, { type: number; queue: number; due: number; ivl?: number }, [number, number, number][]][] = [
  [
    "uno",
    { type: 2, queue: 2, due: day("2026-03-20T00:00:00Z"), ivl: 14 },
    [
      [at("2026-02-20T10:00:00Z"), 2, 0],
      [at("2026-02-20T10:10:00Z"), 3, 0],
      [at("2026-03-01T10:00:00Z"), 3, 1],
    ],
  ],
  ["dos", { type: 1, queue: 1, due: at("2026-03-09T10:10:00Z") / 1000 }, [[at("2026-03-09T10:00:00Z"), 3, 0]]],
  [
    "tres",
    { type: 3, queue: 1, due: at("2026-03-09T10:10:00Z") / 1000, ivl: 1 },
    [
      [at("2026-02-20T11:00:00Z"), 4, 0],
      [at("2026-03-09T10:00:01Z"), 1, 1],
    ],
  ],
  ["cuatro", { type: 0, queue: 0, due: 1 }, []],
  ["cinco", { type: 2, queue: -1, due: day("2026-03-12T00:00:00Z"), ivl: 10 }, [[at("2026-02-25T09:00:00Z"), 3, 1]]],
];

function studiedCollection(): FixtureCollection {
  const noteId = (i: number) => 1_690_000_700_000 + i;
  const cardId = (i: number) => 1_690_000_800_000 + i;
  return {
    crt: CRT,
    decks: [{ id: 1, name: "Default" }, DECK],
    deckConfigs: [{ id: 7, name: "Spanish FSRS", fsrsParams: FSRS6_PARAMS, desiredRetention: 0.85 }],
    noteTypes: [BASIC],
    notes: WORDS.map(([term], i) => ({
      id: noteId(i),
      guid: `Ab${i}:x/${term}`,
      mid: BASIC.id,
      fields: [term, `${term} (en)`],
    })),
    cards: WORDS.map(([, card], i) => ({ id: cardId(i), nid: noteId(i), did: DECK.id, ord: 0, ...card })),
    revlog: WORDS.flatMap(([, , answers], i) =>
      answers.map(
        ([time, ease, type]) =>
          [time, cardId(i), ease, 1, 0, 2500, 4000 + i, type] as [
            number,
            number,
            number,
            number,
            number,
            number,
            number,
            number,
          ],
      ),
    ),
  };
}

async function exportOf(client: Client, deckId: string) {
  const res = await client.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
  expect(res.statusCode, res.body).toBe(200);
  return readExportedCollection(new Uint8Array(res.rawPayload));
}

/** Each item's memory and review rows in the learner's deck, by term. */
async function memoryOf(userId: string, deckId: string) {
  const { rows, logs } = await deckMemoryRows(ctx, userId, deckId);
  return new Map(
    rows.map((r) => [
      r.term,
      {
        id: r.wordId,
        s: r.stability,
        d: r.difficulty,
        reviews: logs.filter((l) => l.wordId === r.wordId).map((l) => [l.reviewedAt.getTime(), l.rating]),
      },
    ]),
  );
}

async function studyOneReview(client: Client, deckId: string, term: string) {
  const deck = (await client.call("GET", `/api/me/own-decks/${deckId}`)).json();
  const items = (await client.call("GET", `/api/me/own-decks/${deckId}/words?limit=500`)).json().items;
  const wordId = items.find((w: { term: string }) => w.term === term).id as number;
  const body = sessionSave(deck.sets[0].id, [answeredWord({ wordId, ratings: [3] })], now, { sessionType: "REVIEW" });
  const res = await client.call("POST", "/api/me/study-sessions", body);
  expect(res.statusCode, res.body).toBe(200);
}

describe("the .apkg export as Anki's importer reads it", () => {
  it("Anki package → import → study → export keeps GUIDs, ratings, card types and FSRS settings", async () => {
    now = new Date("2026-03-10T09:00:00Z");
    const source = studiedCollection();
    const owner = await registeredClient(ctx);
    const bytes = zip({ "collection.anki2": legacyCollection(source), media: "{}" });
    const mapping = { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en", adoptFsrs: true };
    const status = await importFile(owner, { name: "spanish.apkg", bytes }, mapping);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const deckId = status.result.deckIds[0] as string;
    now = new Date("2026-03-20T09:00:00Z");
    await studyOneReview(owner, deckId, "uno");

    const col = await exportOf(owner, deckId);
    expect(ankiImportProblems(col)).toEqual([]);
    expect(col.conf).toMatchObject({ schedVer: 2, sched2021: true });
    expect(col.notes.map((n) => n.guid).sort()).toEqual(source.notes.map((n) => n.guid).sort());

    // Every Anki answer comes back with its time, rating, kind and duration; the session's answer after them.
    const exportedRows = new Map(col.revlog.map((r) => [r.id, r]));
    for (const [id, , ease, , , , time, type] of source.revlog!) {
      expect(exportedRows.get(id), String(id)).toMatchObject({ ease, type, time });
    }
    expect(col.revlog).toHaveLength(source.revlog!.length + 1);
    expect(col.revlog.at(-1)).toMatchObject({ id: at("2026-03-20T09:00:00Z"), ease: 3, type: 1 });

    // Card types and queues as Anki had them (the review was studied: still a review).
    const guidOfNote = new Map(col.notes.map((n) => [n.id, n.guid]));
    const byGuid = new Map(col.cards.map((c) => [guidOfNote.get(c.nid), c]));
    for (const [i, [term, card]] of WORDS.entries()) {
      expect({ term, ...byGuid.get(source.notes[i]!.guid) }).toMatchObject({
        term,
        type: card.type,
        queue: card.queue,
      });
    }

    // The learner's parameters (adopted from the package) and retention in the deck's preset.
    const deck = Object.values(col.decks).find((d) => d.name === "Spanish")!;
    const preset = col.dconf[String(deck.conf)]!;
    // The learner's retention on the preset; the deck's own (adopted from the package) as Anki's deck override.
    expect(preset.desiredRetention).toBeCloseTo(0.9, 6);
    expect(deck.desiredRetention).toBe(85);
    for (const [i, w] of (preset.fsrsParams6 as number[]).entries()) expect(w).toBeCloseTo(FSRS6_PARAMS[i]!, 6);

    // Memory as stored here, within the card data's rounding (4 and 3 decimals).
    const mine = await memoryOf(owner.id, deckId);
    for (const [i, [term]] of WORDS.entries()) {
      const card = byGuid.get(source.notes[i]!.guid)!;
      const here = mine.get(term)!;
      if (!card.data) continue;
      const data = JSON.parse(card.data) as { s: number; d: number };
      expect(Math.abs(data.s - here.s!), term).toBeLessThanOrEqual(5e-5);
      expect(Math.abs(data.d - here.d!), term).toBeLessThanOrEqual(5e-4);
    }

    // Imported again (another learner, same parameters): the same reviews replay to the same memory.
    const other = await registeredClient(ctx, "second");
    const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
    const again = await importFile(other, { name: "again.apkg", bytes: new Uint8Array(res.rawPayload) }, mapping);
    expect(again.status, JSON.stringify(again)).toBe("done");
    const theirs = await memoryOf(other.id, again.result.deckIds[0]);
    for (const [term, m] of mine) {
      const t = theirs.get(term)!;
      expect(
        t.reviews.map(([, rating]) => rating),
        term,
      ).toEqual(m.reviews.map(([, rating]) => rating));
      if (m.s === null) continue;
      expect(Math.abs(t.s! - m.s), term).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(t.d! - m.d!), term).toBeLessThanOrEqual(1e-6);
    }
  });

  it("Anki's own export (schema 18) → import → study → export keeps every GUID, schedVer 2", async () => {
    now = new Date("2026-03-10T09:00:00Z");
    const owner = await registeredClient(ctx, "music");
    const { deckId, bytes } = await importAnkiSample(owner);
    const items = (await owner.call("GET", `/api/me/own-decks/${deckId}/words?limit=500`)).json().items;
    await studyOneReview(owner, deckId, items[0].term);

    const col = await exportOf(owner, deckId);
    expect(ankiImportProblems(col)).toEqual([]);
    const { readAnkiPackage } = await import("@app/import-reader");
    const original = await readAnkiPackage(bytes);
    // Every word leaves as its own Anki note, under that note's GUID.
    const guids = new Set(original.notes.map((n) => n.guid));
    expect(col.notes).toHaveLength(items.length);
    expect(col.notes.filter((n) => !guids.has(n.guid))).toEqual([]);
    const mine = await memoryOf(owner.id, deckId);
    const logged = [...mine.values()].flatMap((m) => m.reviews).sort((a, b) => a[0]! - b[0]!);
    expect(col.revlog.map((r) => [r.id, r.ease])).toEqual(logged);
  });
});
