import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answeredWord } from "@app/domain/test-support/session";
import { openAnkiPackageFile } from "@app/import-reader";
import {
  ankiImportProblems,
  ankiUpdateVerdicts,
  type ExportedCollection,
  type OriginalCollection,
  readExportedCollection,
  readOriginalCollection,
} from "@app/import-reader/test-fixtures/anki-rules";
import type { FixtureCollection, FixtureReview } from "@app/import-reader/test-fixtures/build-anki";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subDecks, userWordProgress, words } from "../../src/db/schema";
import { sessionSave } from "../session-saves";
import { ankiImportApp, currentPackage, FSRS6_PARAMS, importAnkiSample } from "./anki-kit";
import { type Client, importFile, registeredClient } from "./create-helpers";

/**
 * Anki package → import → study → edit → export, judged the way Anki's importer judges a package imported into
 * the collection it came from: every note under its GUID and its own note type (same id, same schema), its
 * fields as Anki stored them or the learner's edit, so Anki updates it in place instead of skipping it as a
 * conflict; its cards under their ords with Anki's type and queue, its ratings and review rows, and FSRS memory.
 */

const CRT = 1_700_000_000;
let now = new Date("2026-03-10T09:00:00Z");
const ctx = ankiImportApp(() => now);

const VOCAB = {
  id: 1_600_000_400_001,
  name: "Vocab (and reversed)",
  fields: ["Word", "Meaning", "Reading", "Sound"],
  templates: ["Recognise", "Recall"],
};
const CLOZE = {
  id: 1_600_000_400_002,
  name: "Cloze",
  fields: ["Text", "Back Extra"],
  templates: ["Cloze"],
  cloze: true,
};
const DECK = { id: 1_700_000_400_001, name: "Spanish", conf: 7 };
const PERRO_MP3 = new Uint8Array(Array.from({ length: 2000 }, (_, i) => (i * 13) % 256));
const at = (iso: string) => Date.parse(iso);
const day = (iso: string) => Math.floor((at(iso) / 1000 - CRT) / 86_400);
const secs = (iso: string) => Math.floor(at(iso) / 1000);
const NOTE = { perro: 1_690_000_900_001, gato: 1_690_000_900_002, casa: 1_690_000_900_003, madrid: 1_690_000_900_004 };
const CARD = {
  perro: 1_690_000_910_001,
  perroRecall: 1_690_000_910_002,
  gato: 1_690_000_910_003,
  gatoRecall: 1_690_000_910_004,
  casa: 1_690_000_910_005,
  madrid1: 1_690_000_910_006,
  madrid2: 1_690_000_910_007,
};
const review = (iso: string, card: number, ease: number, type: number, time: number): FixtureReview => [
  at(iso),
  card,
  ease,
  1,
  0,
  2500,
  time,
  type,
];

/** Two reversed notes (one studied both ways, one never), one studied note, a cloze note with a hint; HTML, tags, a recording. */
function collection(): FixtureCollection {
  return {
    crt: CRT,
    decks: [{ id: 1, name: "Default" }, DECK],
    deckConfigs: [{ id: 7, name: "Spanish FSRS", fsrsParams: FSRS6_PARAMS, desiredRetention: 0.9 }],
    noteTypes: [VOCAB, CLOZE],
    notes: [
      {
        id: NOTE.perro,
        guid: "pE)rr0:x",
        mid: VOCAB.id,
        fields: ["<b>perro</b>", "dog<br>hound", "PEH-rro", "[sound:perro.mp3]"],
        tags: ["animals", "es::basics"],
      },
      { id: NOTE.gato, guid: "gAt0~1", mid: VOCAB.id, fields: ["gato", "<i>cat</i>", "", ""] },
      { id: NOTE.casa, guid: "c#asa/2", mid: VOCAB.id, fields: ["casa", "<div>house</div>", "", ""], tags: ["home"] },
      {
        id: NOTE.madrid,
        guid: "m@drid",
        mid: CLOZE.id,
        fields: ["{{c1::Madrid}} is the <b>capital</b> of {{c2::Spain::country}}", "Geography"],
      },
    ],
    cards: [
      {
        id: CARD.perro,
        nid: NOTE.perro,
        did: DECK.id,
        ord: 0,
        type: 2,
        queue: 2,
        due: day("2026-03-18T00:00Z"),
        ivl: 12,
      },
      {
        id: CARD.perroRecall,
        nid: NOTE.perro,
        did: DECK.id,
        ord: 1,
        type: 1,
        queue: 1,
        due: secs("2026-03-09T10:10Z"),
      },
      { id: CARD.gato, nid: NOTE.gato, did: DECK.id, ord: 0, due: 1 },
      { id: CARD.gatoRecall, nid: NOTE.gato, did: DECK.id, ord: 1, due: 2 },
      {
        id: CARD.casa,
        nid: NOTE.casa,
        did: DECK.id,
        ord: 0,
        type: 2,
        queue: 2,
        due: day("2026-03-25T00:00Z"),
        ivl: 20,
      },
      {
        id: CARD.madrid1,
        nid: NOTE.madrid,
        did: DECK.id,
        ord: 0,
        type: 2,
        queue: 2,
        due: day("2026-03-14T00:00Z"),
        ivl: 6,
      },
      { id: CARD.madrid2, nid: NOTE.madrid, did: DECK.id, ord: 1, type: 1, queue: 1, due: secs("2026-03-09T11:10Z") },
    ],
    revlog: [
      review("2026-02-20T10:00:00Z", CARD.perro, 2, 0, 4000),
      review("2026-02-20T10:10:00Z", CARD.perro, 3, 0, 3000),
      review("2026-03-06T10:00:00Z", CARD.perro, 3, 1, 2500),
      review("2026-03-09T10:00:00Z", CARD.perroRecall, 3, 0, 6000),
      review("2026-02-01T10:00:00Z", CARD.casa, 4, 0, 2000),
      review("2026-03-05T10:00:00Z", CARD.casa, 3, 1, 2200),
      review("2026-02-28T10:00:00Z", CARD.madrid1, 3, 0, 5000),
      review("2026-03-08T10:00:00Z", CARD.madrid1, 3, 1, 4000),
      review("2026-03-09T11:00:00Z", CARD.madrid2, 1, 0, 7000),
    ],
  };
}

const MAPPING = {
  term: 0,
  translation: 1,
  reading: 2,
  termLanguage: "es",
  translationLanguage: "en",
  adoptFsrs: true,
};

async function exportOf(client: Client, deckId: string): Promise<{ bytes: Uint8Array; col: ExportedCollection }> {
  const res = await client.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
  expect(res.statusCode, res.body).toBe(200);
  const bytes = new Uint8Array(res.rawPayload);
  return { bytes, col: readExportedCollection(bytes) };
}

async function itemsOf(client: Client, deckId: string) {
  return (await client.call("GET", `/api/me/own-decks/${deckId}/words?limit=500`)).json().items as {
    id: number;
    term: string;
    translation: string;
    kind: string;
  }[];
}

async function editTranslation(client: Client, deckId: string, wordId: number, translation: string) {
  const res = await client.call("PATCH", `/api/me/own-decks/${deckId}/words/${wordId}`, { translation });
  expect(res.statusCode, res.body).toBe(200);
}

async function studyOnce(client: Client, deckId: string, wordId: number) {
  const deck = (await client.call("GET", `/api/me/own-decks/${deckId}`)).json();
  const body = sessionSave(deck.sets[0].id, [answeredWord({ wordId, ratings: [3] })], now, { sessionType: "REVIEW" });
  const res = await client.call("POST", "/api/me/study-sessions", body);
  expect(res.statusCode, res.body).toBe(200);
}

/** Every item of the learner's deck by its key (`g:<guid>`, `g:<guid>:1`, `g:<guid>:c<N>`): memory and ratings. */
async function memoryByKey(userId: string, deckId: string) {
  const db = ctx.database.db;
  const rows = await db
    .select({ key: words.key, id: words.id, s: userWordProgress.stability, d: userWordProgress.difficulty })
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .leftJoin(userWordProgress, and(eq(userWordProgress.itemId, words.id), eq(userWordProgress.userId, userId)))
    .where(eq(subDecks.ownDeckId, deckId));
  return new Map(rows.map((r) => [r.key, r]));
}

/** The item key a card of a note stands for, as the import names items. */
function itemKey(col: ExportedCollection, nid: number, ord: number): string {
  const note = col.notes.find((n) => n.id === nid)!;
  if (col.models[String(note.mid)]!.type === 1) return `g:${note.guid}:c${ord + 1}`;
  return ord === 1 ? `g:${note.guid}:1` : `g:${note.guid}`;
}

/** Each card by `${guid}:${ord}`, for the original and the export alike. */
function cardsByGuidOrd(col: ExportedCollection) {
  const guidOf = new Map(col.notes.map((n) => [n.id, n.guid]));
  return new Map(col.cards.map((c) => [`${guidOf.get(c.nid)}:${c.ord}`, c]));
}

/** The GUIDs of the notes a learner's deck holds (its words' keys `g:<guid>`). */
async function guidsOfDeck(userId: string, deckId: string) {
  const keys = [...(await memoryByKey(userId, deckId)).keys()];
  return new Set(keys.filter((k) => /^g:/.test(k) && !/:(1|c\d+)$/.test(k)).map((k) => k.slice(2)));
}

/**
 * What every note of the original the import took (`taken`: GUIDs) must be in the export: the same GUID once,
 * the same note type with the same schema, its fields as Anki had them or as edited, so Anki updates it in place.
 */
function expectInPlace(
  original: OriginalCollection,
  col: ExportedCollection,
  edited: Map<string, string[]>,
  taken: Set<string> = new Set(original.notes.keys()),
) {
  expect(ankiImportProblems(col)).toEqual([]);
  expect(col.conf).toMatchObject({ schedVer: 2, sched2021: true });
  const guids = col.notes.map((n) => n.guid);
  expect(new Set(guids).size).toBe(guids.length);
  expect([...guids].sort()).toEqual([...taken].sort());

  const verdicts = ankiUpdateVerdicts(original, col);
  expect(verdicts).toHaveLength(taken.size);
  for (const verdict of verdicts) {
    const expected = edited.has(verdict.guid) ? "update" : "unchanged";
    expect({ guid: verdict.guid, outcome: verdict.outcome, why: verdict.why }).toMatchObject({
      guid: verdict.guid,
      outcome: expected,
    });
    // Every card is one Anki has: the same note, the same ord.
    expect(
      verdict.cards.every((c) => c.existing),
      verdict.guid,
    ).toBe(true);
  }
  // With "update notes: always" too, only the edited notes change.
  const always = ankiUpdateVerdicts(original, col, "always");
  expect(always.filter((v) => v.outcome === "update").map((v) => v.guid)).toEqual(
    verdicts.filter((v) => v.outcome === "update").map((v) => v.guid),
  );

  for (const note of col.notes) {
    const before = original.notes.get(note.guid)!;
    expect(note.mid, note.guid).toBe(before.mid);
    expect(note.flds, note.guid).toEqual(edited.get(note.guid) ?? before.flds);
    expect(note.tags.trim().split(/\s+/).filter(Boolean), note.guid).toEqual(
      before.tags.trim().split(/\s+/).filter(Boolean),
    );
    if (edited.has(note.guid)) expect(note.mod, note.guid).toBeGreaterThan(before.mod);
    else expect(note.mod, note.guid).toBe(before.mod);
  }
}

describe("an Anki deck exported back updates the collection it came from in place", () => {
  it("made package (schema 18): import → study → edit → export, as Anki's importer judges it", async () => {
    now = new Date("2026-03-10T09:00:00Z");
    const source = collection();
    const bytes = currentPackage(source, [{ name: "perro.mp3", bytes: PERRO_MP3 }]);
    const owner = await registeredClient(ctx);
    const status = await importFile(owner, { name: "spanish.apkg", bytes }, MAPPING);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const deckId = status.result.deckIds[0] as string;
    const items = await itemsOf(owner, deckId);
    const word = (term: string) => items.find((i) => i.term === term && i.kind === "word")!;
    now = new Date("2026-03-20T09:00:00Z");
    await studyOnce(owner, deckId, word("perro").id);
    await editTranslation(owner, deckId, word("casa").id, "home <3");

    const { bytes: exported, col } = await exportOf(owner, deckId);
    const original = readOriginalCollection(bytes);
    // The edited word's translation goes into the field it was read from; every other field as Anki had it.
    expectInPlace(original, col, new Map([["c#asa/2", ["casa", "home &lt;3", "", ""]]]));
    // The note types as the package had them (no HTML in this package: plain templates on its fields).
    expect(Object.keys(col.models).map(Number).sort()).toEqual([VOCAB.id, CLOZE.id]);
    expect(col.models[String(VOCAB.id)]!.tmpls.map((t) => [t.name, t.qfmt])).toEqual([
      ["Recognise", "{{Word}}"],
      ["Recall", "{{Meaning}}"],
    ]);
    expect(col.models[String(CLOZE.id)]!.tmpls.map((t) => t.qfmt)).toEqual(["{{cloze:Text}}"]);
    // The recording goes along, under the name its field gives.
    expect(Object.values(col.media)).toEqual(["perro.mp3"]);

    // Cards: the same ords, Anki's type and queue (the studied review card is still a review card).
    const before = cardsByGuidOrd(readExportedCollectionOf(original));
    const after = cardsByGuidOrd(col);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const originalCards = new Map(
      source.cards.map((c) => [`${source.notes.find((n) => n.id === c.nid)!.guid}:${c.ord}`, c]),
    );
    for (const [key, card] of after) {
      const was = originalCards.get(key)!;
      expect({ key, type: card.type, queue: card.queue }).toEqual({ key, type: was.type ?? 0, queue: was.queue ?? 0 });
    }

    // Every review Anki had, on the card of the same note and ord, with its rating, kind and time taken; the
    // learner's review after them.
    const cardKeyOf = new Map(
      source.cards.map((c) => [c.id, `${source.notes.find((n) => n.id === c.nid)!.guid}:${c.ord}`]),
    );
    const exportedKeyOf = new Map([...after].map(([key, card]) => [card.id, key]));
    const rows = new Map(col.revlog.map((r) => [r.id, r]));
    for (const [id, cid, ease, , , , time, type] of source.revlog!) {
      const row = rows.get(id);
      expect({
        id,
        card: row && exportedKeyOf.get(row.cid),
        ease: row?.ease,
        type: row?.type,
        time: row?.time,
      }).toEqual({
        id,
        card: cardKeyOf.get(cid),
        ease,
        type,
        time,
      });
    }
    expect(col.revlog).toHaveLength(source.revlog!.length + 1);
    expect(col.revlog.at(-1)).toMatchObject({ id: at("2026-03-20T09:00:00Z"), ease: 3, type: 1 });
    expect(exportedKeyOf.get(col.revlog.at(-1)!.cid)).toBe("pE)rr0:x:0");

    // FSRS memory as the learner has it, within the card data's rounding.
    const mine = await memoryByKey(owner.id, deckId);
    for (const card of col.cards) {
      const here = mine.get(itemKey(col, card.nid, card.ord))!;
      if (!card.data) {
        expect(here.s ?? 0, JSON.stringify(here)).toBe(0);
        continue;
      }
      const data = JSON.parse(card.data) as { s: number; d: number };
      expect(Math.abs(data.s - here.s!)).toBeLessThanOrEqual(5e-5);
      expect(Math.abs(data.d - here.d!)).toBeLessThanOrEqual(5e-4);
    }

    // Imported by another learner with the same parameters: the same ratings replay to the same memory.
    const other = await registeredClient(ctx, "second");
    const again = await importFile(other, { name: "again.apkg", bytes: exported }, MAPPING);
    expect(again.status, JSON.stringify(again)).toBe("done");
    const theirs = await memoryByKey(other.id, again.result.deckIds[0]);
    expect([...theirs.keys()].sort()).toEqual([...mine.keys()].sort());
    for (const [key, m] of mine) {
      const t = theirs.get(key)!;
      if (m.s === null) continue;
      expect(Math.abs(t.s! - m.s), key).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(t.d! - m.d!), key).toBeLessThanOrEqual(1e-6);
    }
    // And its export keeps the notes as they are (the edit too), under the same note types.
    const { col: second } = await exportOf(other, again.result.deckIds[0]);
    expectInPlace(original, second, new Map([["c#asa/2", ["casa", "home &lt;3", "", ""]]]));
  });

  it("Anki's own export (schema 18, 340 notes): every note back under its note type, templates' HTML kept", async () => {
    now = new Date("2026-03-10T09:00:00Z");
    const owner = await registeredClient(ctx, "music");
    const { deckId, bytes } = await importAnkiSample(owner);
    const items = await itemsOf(owner, deckId);
    await studyOnce(owner, deckId, items[0]!.id);
    await editTranslation(owner, deckId, items[1]!.id, "E (mi)");

    const { col } = await exportOf(owner, deckId);
    const original = readOriginalCollection(bytes);
    const taken = await guidsOfDeck(owner.id, deckId);
    expect(taken.size).toBe(items.length);
    const editedNote = [...original.notes.values()].find((n) => taken.has(n.guid) && n.flds[0] === items[1]!.term)!;
    expectInPlace(original, col, new Map([[editedNote.guid, [editedNote.flds[0]!, "E (mi)"]]]), taken);

    // The note type's templates and styling as Anki's own file has them.
    const [definition] = await definitionsOf(bytes);
    const model = col.models[String(definition!.id)]!;
    expect(model.tmpls.map((t) => [t.name, t.qfmt, t.afmt])).toEqual(
      definition!.templates.map((t) => [t.name, t.front, t.back]),
    );
    expect(definition!.templates[0]!.front).toContain("{{Front}}");
    expect((model as unknown as { css: string }).css).toBe(definition!.css);
  });
});

/** The original's cards in the export's shape, for comparing ords. */
function readExportedCollectionOf(original: OriginalCollection): ExportedCollection {
  const notes = [...original.notes.values()];
  const cards = [...original.cards].map((key) => {
    const [nid, ord] = key.split(":").map(Number) as [number, number];
    return { id: 0, nid, did: 0, ord, type: 0, queue: 0, due: 0, ivl: 0, data: "" };
  });
  return { notes, cards } as unknown as ExportedCollection;
}

/** The package's note types whole, read with the import's reader. */
async function definitionsOf(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), "anki-definitions-"));
  try {
    const path = join(dir, "package.apkg");
    writeFileSync(path, bytes);
    const reader = await openAnkiPackageFile(path, { workDir: dir });
    try {
      return reader.noteTypeDefinitions();
    } finally {
      reader.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
