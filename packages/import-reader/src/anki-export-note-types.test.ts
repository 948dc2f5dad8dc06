import { readFileSync, writeFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createCollectionFile, type ExportNote } from "./anki-collection-writer";
import { readNoteTypeDefinitions } from "./anki-note-type-definitions";
import { ankiPackageStream } from "./anki-package-stream";
import type { AnkiNoteTypeDefinition } from "./anki-types";
import { openSqlite } from "./sqlite";
import {
  ankiImportProblems,
  ankiUpdateVerdicts,
  readExportedCollection,
  readOriginalCollection,
} from "./test-fixtures/anki-rules";
import { buildLegacyCollection, type FixtureCollection, zip } from "./test-fixtures/build-anki";
import { collectionOptions, NOW, temporaryCollectionPaths } from "./test-fixtures/collection-files";
import { unzstdBounded } from "./zstd";

const SAMPLE = new URL("../test-data/example_music_intervals.apkg", import.meta.url);
const collectionPath = temporaryCollectionPaths("note-types-");

const BASIC = { id: 1_600_000_500_001, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] };
const CLOZE = {
  id: 1_600_000_500_002,
  name: "Cloze",
  fields: ["Text", "Back Extra"],
  templates: ["Cloze"],
  cloze: true,
};

/** The collection a deck came from: a Basic note and a cloze note, their cards reviewed. */
function original(changes: Partial<FixtureCollection> = {}): Uint8Array {
  const spec: FixtureCollection = {
    crt: 1_700_000_000,
    decks: [
      { id: 1, name: "Default" },
      { id: 1_700_000_500_001, name: "Words" },
    ],
    noteTypes: [BASIC, CLOZE],
    notes: [
      { id: 1_690_000_500_001, guid: "basic-1", mid: BASIC.id, fields: ["<b>uno</b>", "one"], tags: ["n"] },
      { id: 1_690_000_500_002, guid: "cloze-1", mid: CLOZE.id, fields: ["{{c1::dos}} y {{c2::tres}}", ""] },
    ],
    cards: [
      { id: 1_690_000_600_001, nid: 1_690_000_500_001, did: 1_700_000_500_001, ord: 0 },
      { id: 1_690_000_600_002, nid: 1_690_000_500_002, did: 1_700_000_500_001, ord: 0 },
      { id: 1_690_000_600_003, nid: 1_690_000_500_002, did: 1_700_000_500_001, ord: 1 },
    ],
    ...changes,
  };
  return zip({ "collection.anki2": buildLegacyCollection(spec), media: "{}" });
}

/** Note types as an import keeps them (schema 11 fixture: one template `{{Front}}` / `{{Back}}`, mtime 0). */
function definition(type: typeof BASIC & { cloze?: boolean }): AnkiNoteTypeDefinition {
  return {
    id: type.id,
    name: type.name,
    kind: type.cloze ? "cloze" : "standard",
    mtime: 0,
    sortField: 0,
    fields: type.fields,
    templates: type.templates.map((name) => ({ name, front: "", back: "" })),
    css: "",
  };
}

const note = (key: string, changes: Partial<ExportNote>): ExportNote => ({
  key,
  guid: key,
  term: "t",
  translation: "u",
  reading: null,
  audioName: null,
  cards: [{ ord: 0, memory: null, reviews: [] }],
  ...changes,
});

async function exported(notes: ExportNote[], ankiNoteTypes: AnkiNoteTypeDefinition[]) {
  const path = collectionPath();
  const file = createCollectionFile(path, collectionOptions({ hasReading: false, cloze: true, ankiNoteTypes }));
  await file.addNotes(notes);
  file.finish();
  const chunks: Uint8Array[] = [];
  for await (const chunk of ankiPackageStream(path, [], NOW)) chunks.push(chunk);
  return readExportedCollection(Buffer.concat(chunks));
}

describe("note type definitions", () => {
  it("reads schema 18's templates' HTML, styling and last change from the protobuf configs", () => {
    const packed = unzipSync(new Uint8Array(readFileSync(SAMPLE)))["collection.anki21b"]!;
    const path = `${collectionPath()}.anki21b`;
    writeFileSync(path, unzstdBounded(packed, 1 << 28, "collection"));
    const db = openSqlite(path, "collection");
    try {
      const [type] = readNoteTypeDefinitions(db);
      expect(type).toMatchObject({ id: 1483568031035, name: "Basic+", kind: "standard", fields: ["Front", "Back"] });
      expect(type!.mtime).toBeGreaterThan(1_400_000_000);
      expect(type!.templates.map((t) => t.name)).toEqual(["Card 1"]);
      expect(type!.templates[0]!.front).toContain("{{Front}}");
      expect(type!.templates[0]!.back).toContain("{{Back}}");
      expect(type!.css).toContain(".card");
    } finally {
      db.close();
    }
  });
});

describe("notes from Anki written back under their own note types", () => {
  it("keeps id, fields, tags and last change; leaves this collection's own note types out when unused", async () => {
    const col = await exported(
      [
        note("basic-1", {
          anki: { noteTypeId: BASIC.id, fields: ["<b>uno</b>", "one"], tags: ["n"], mtime: 1_690_000_501 },
          // A second card the note type has no template for is left out.
          cards: [
            { ord: 0, memory: null, reviews: [] },
            { ord: 1, memory: null, reviews: [] },
          ],
        }),
        note("cloze-1", {
          anki: { noteTypeId: CLOZE.id, fields: ["{{c1::dos}} y {{c2::tres}}", ""], tags: [], mtime: 1_690_000_502 },
          cards: [
            { ord: 0, memory: null, reviews: [] },
            { ord: 1, memory: null, reviews: [] },
          ],
        }),
      ],
      [definition(BASIC), definition(CLOZE)],
    );
    expect(ankiImportProblems(col)).toEqual([]);
    expect(Object.keys(col.models).map(Number).sort()).toEqual([BASIC.id, CLOZE.id]);
    expect(col.notes.map((n) => [n.guid, n.mid, n.flds, n.tags, n.mod])).toEqual([
      ["basic-1", BASIC.id, ["<b>uno</b>", "one"], " n ", 1_690_000_501],
      ["cloze-1", CLOZE.id, ["{{c1::dos}} y {{c2::tres}}", ""], "", 1_690_000_502],
    ]);
    expect(col.cards.map((c) => c.ord)).toEqual([0, 0, 1]);
    expect(col.models[String(BASIC.id)]!.tmpls.map((t) => [t.qfmt, t.afmt])).toEqual([
      ["{{Front}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}"],
    ]);
    expect(col.models[String(CLOZE.id)]!.tmpls.map((t) => t.qfmt)).toEqual(["{{cloze:Text}}"]);
  });

  it("a note whose note type is not given, or whose fields do not fit it, is written as any word", async () => {
    const col = await exported(
      [
        note("a", { anki: { noteTypeId: 42, fields: ["x", "y"], tags: [], mtime: 1 } }),
        note("b", { anki: { noteTypeId: BASIC.id, fields: ["x"], tags: [], mtime: 1 } }),
      ],
      [definition(BASIC)],
    );
    expect(ankiImportProblems(col)).toEqual([]);
    expect(Object.values(col.models).map((m) => m.name)).toEqual(["Vocabulary", "Cloze"]);
    expect(col.notes.map((n) => n.flds)).toEqual([
      ["t", "u"],
      ["t", "u"],
    ]);
  });
});

describe("Anki's importer, as the rules judge a package against the collection it came from", () => {
  it("updates a newer note of the same note type, keeps an older one, and skips one under another note type", async () => {
    const from = original();
    const back = (mid: number, mtime: number, fields = ["<b>uno</b>", "one"]) =>
      exported(
        [note("basic-1", { anki: { noteTypeId: mid, fields, tags: [], mtime } })],
        [definition(BASIC), { ...definition(BASIC), id: 1_600_000_500_009 }],
      );
    const verdict = async (mid: number, mtime: number) =>
      ankiUpdateVerdicts(readOriginalCollection(from), await back(mid, mtime));
    const mod = readOriginalCollection(from).notes.get("basic-1")!.mod;
    expect((await verdict(BASIC.id, mod + 1))[0]).toMatchObject({
      outcome: "update",
      cards: [{ ord: 0, existing: true }],
    });
    expect((await verdict(BASIC.id, mod))[0]).toMatchObject({ outcome: "unchanged" });
    expect((await verdict(1_600_000_500_009, mod + 1))[0]).toMatchObject({ outcome: "conflict" });
    // This collection's own note type (today's export of every word): a conflict, not an update.
    const own = await exported([note("basic-1", {})], []);
    expect(ankiUpdateVerdicts(readOriginalCollection(from), own)[0]).toMatchObject({ outcome: "conflict" });
  });

  it("a note type of the same id whose fields or templates differ gets a new id: its notes are conflicts", async () => {
    const from = readOriginalCollection(original());
    const renamed = { ...definition(BASIC), fields: ["Front", "Meaning"] };
    const col = await exported(
      [note("basic-1", { anki: { noteTypeId: BASIC.id, fields: ["uno", "one"], tags: [], mtime: 2_000_000_000 } })],
      [renamed],
    );
    const [verdict] = ankiUpdateVerdicts(from, col);
    expect(verdict).toMatchObject({ outcome: "conflict" });
    expect(verdict!.why).toContain("fields [Front, Meaning], not [Front, Back]");
  });
});
