import { Readable } from "node:stream";
import type { FixtureCard, FixtureCollection, FixtureNote } from "@app/import-reader/test-fixtures/build-anki";
import { CARD, COMER_MP3, DECK, TYPE, vocabulary } from "@app/import-reader/test-fixtures/vocabulary";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imports, ownDecks, reviewLogs, subDecks, userDecks, userWordProgress, words } from "../../src/db/schema";
import { guestClient, TEST_ORIGIN } from "../test-app";
import { ankiImportApp, legacyCollection, zip } from "./anki-kit";
import { type Client, importFile, multipart, registeredClient, waitForImport } from "./create-helpers";

// After every review in the fixtures (November 2023), and fixed: the replay and due dates depend on "now".
const now = new Date("2026-03-10T09:00:00Z");
const MB = 1024 * 1024;

const ctx = ankiImportApp(() => now);

const encoder = new TextEncoder();
const csv = (text: string, name = "words.csv") => ({ name, bytes: encoder.encode(text) });
const spanish = { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" };

/** An Anki package (legacy collection) of `collection`, with the "comer" recording. */
function apkg(collection: FixtureCollection): Uint8Array {
  return zip({
    "collection.anki2": legacyCollection(collection),
    media: JSON.stringify({ "0": "comer.mp3" }),
    "0": COMER_MP3,
  });
}

/** The vocabulary fixture with one card changed. */
function withCard(cardId: number, change: Partial<FixtureCard>): FixtureCollection {
  return { ...vocabulary, cards: vocabulary.cards.map((c) => (c.id === cardId ? { ...c, ...change } : c)) };
}

async function preview(client: Client, file: { name: string; bytes: Uint8Array }) {
  const body = multipart(file);
  return client.call("POST", "/api/me/imports/preview", body.payload, body.headers);
}

async function startImport(client: Client, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const body = multipart(file ?? null, fields);
  return client.call("POST", "/api/me/imports", body.payload, body.headers);
}

async function ownDeckList(client: Client) {
  const res = await client.call("GET", "/api/me/own-decks");
  expect(res.statusCode).toBe(200);
  return res.json().items as { id: string; name: string; wordCount: number }[];
}

async function termsOf(client: Client, deckId: string): Promise<string[]> {
  const res = await client.call("GET", `/api/me/own-decks/${deckId}/words?limit=500`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((w: { term: string }) => w.term);
}

/** Everything an import could have left for a learner: own decks, their sets and words, progress, logs, collection. */
async function leftovers(userId: string) {
  const db = ctx.database.db;
  const decks = await db.select({ id: ownDecks.id }).from(ownDecks).where(eq(ownDecks.ownerId, userId));
  const deckIds = decks.map((d) => d.id);
  const sets = deckIds.length
    ? await db.select({ id: subDecks.id }).from(subDecks).where(inArray(subDecks.ownDeckId, deckIds))
    : [];
  const wordRows = sets.length
    ? await db
        .select({ id: words.id })
        .from(words)
        .where(
          inArray(
            words.subDeckId,
            sets.map((s) => s.id),
          ),
        )
    : [];
  return {
    decks: decks.length,
    sets: sets.length,
    words: wordRows.length,
    progress: (await db.select().from(userWordProgress).where(eq(userWordProgress.userId, userId))).length,
    reviews: (await db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId))).length,
    collection: (await db.select().from(userDecks).where(eq(userDecks.userId, userId))).length,
  };
}
const NOTHING = { decks: 0, sets: 0, words: 0, progress: 0, reviews: 0, collection: 0 };

/** Rewrites the uncompressed size an entry declares in the zip's central directory, as a forged archive does. */
function declareSize(archive: Uint8Array, entry: string, size: number): void {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const name = encoder.encode(entry);
  for (let at = 0; at + 46 <= archive.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    const found = archive.subarray(at + 46, at + 46 + length);
    if (found.length === name.length && found.every((b, i) => b === name[i])) {
      view.setUint32(at + 24, size, true);
      return;
    }
  }
  throw new Error(`the archive has no entry ${entry}`);
}

describe("previews and mappings", () => {
  it("imports a previewed upload by its previewId, once: the second time is 404 with a clear message", async () => {
    const client = await registeredClient(ctx);
    const shown = await preview(client, csv("term,translation\nkissa,cat\nkoira,dog\n"));
    expect(shown.statusCode, shown.body).toBe(200);
    const { previewId } = shown.json();
    expect(shown.json()).toMatchObject({ kind: "delimited", fields: ["term", "translation"], notes: 2 });
    // A preview is not an import: its id has no status yet.
    expect((await client.call("GET", `/api/me/imports/${previewId}`)).statusCode).toBe(404);

    const mapping = JSON.stringify({ term: 0, translation: 1, termLanguage: "fi", deckName: "Animals" });
    const started = await startImport(client, { previewId, mapping });
    expect(started.statusCode, started.body).toBe(202);
    // The import takes over the preview's row.
    expect(started.json().id).toBe(previewId);
    const status = await waitForImport(client, previewId);
    expect(status).toMatchObject({ status: "done", result: { words: 2 } });
    expect(await termsOf(client, status.result.deckIds[0])).toEqual(["kissa", "koira"]);

    const again = await startImport(client, { previewId, mapping });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(
      "This upload is no longer kept (or was already imported). Choose the file again.",
    );
    // Neither a made-up id nor something that is not an id gets further.
    for (const id of [crypto.randomUUID(), "not-an-id"]) {
      expect((await startImport(client, { previewId: id, mapping })).statusCode).toBe(404);
    }
    expect(await ownDeckList(client)).toHaveLength(1);
  });

  it("refuses a mapping that is not JSON, and one with the same column for term and translation (400)", async () => {
    const client = await registeredClient(ctx);
    const file = csv("kissa,cat\nkoira,dog\n");
    const broken = await startImport(client, { mapping: "{term: 0, translation: 1" }, file);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { mapping: "The mapping is not valid JSON." },
    });

    const same = await startImport(client, { mapping: JSON.stringify({ term: 1, translation: 1 }) }, file);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({
      translation: "The terms and the translations need different columns.",
    });
    const readingClash = await startImport(
      client,
      { mapping: JSON.stringify({ term: 0, translation: 1, reading: 0 }) },
      file,
    );
    expect(readingClash.statusCode).toBe(400);
    expect(readingClash.json().error.fields).toEqual({ reading: "The readings need a column of their own." });

    // Refused before anything was stored.
    expect(await ctx.database.db.select().from(imports).where(eq(imports.userId, client.id))).toEqual([]);
    expect(await leftovers(client.id)).toEqual(NOTHING);
  });

  it("refuses guests with the spec's text on every import route", async () => {
    const guest = await guestClient(ctx);
    for (const url of ["/api/me/imports/preview", "/api/me/imports"]) {
      const body = multipart(csv("kissa,cat\n"), { mapping: JSON.stringify({ term: 0, translation: 1 }) });
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { origin: TEST_ORIGIN, cookie: guest.cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe("Create an account to use Create");
    }
    const status = await guest.call("GET", `/api/me/imports/${crypto.randomUUID()}`);
    expect(status.statusCode).toBe(403);
    expect(status.json().error.message).toBe("Create an account to use Create");
    expect(await ctx.database.db.select().from(imports).where(eq(imports.userId, guest.id))).toEqual([]);
    expect(await leftovers(guest.id)).toEqual(NOTHING);
  });
});

describe("size limits", () => {
  /**
   * A multipart body with a file of `size` bytes, streamed: every chunk is the same 64 KB buffer, so the
   * test holds no more than that however large the upload (the parser hands the route views of it).
   */
  function streamedUpload(size: number) {
    const boundary = "----lexistep-large-upload";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\n` +
        "Content-Type: text/csv\r\n\r\n",
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(64 * 1024, "a,b\n");
    let sent = -1;
    const payload = new Readable({
      read() {
        if (sent < 0) {
          sent = 0;
          this.push(head);
          return;
        }
        if (sent >= size) {
          this.push(tail);
          this.push(null);
          return;
        }
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        this.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      },
    });
    return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  }

  it("refuses an upload one byte over 100 MB with 413, naming the limit, and stores nothing", async () => {
    const client = await registeredClient(ctx);
    for (const url of ["/api/me/imports/preview", "/api/me/imports"]) {
      const upload = streamedUpload(100 * MB + 1);
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { origin: TEST_ORIGIN, cookie: client.cookie, ...upload.headers },
        payload: upload.payload,
      });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(413);
      expect(res.json().error).toMatchObject({
        code: "PAYLOAD_TOO_LARGE",
        message: "This file is larger than 100 MB, the most that can be imported at once.",
      });
    }
    expect(await ctx.database.db.select().from(imports).where(eq(imports.userId, client.id))).toEqual([]);
  });

  it("a zip bomb (entries declaring far more than 400 MB unpacked) fails with ZIP_TOO_LARGE and leaves no deck", async () => {
    const client = await registeredClient(ctx);
    const bomb = apkg(vocabulary);
    declareSize(bomb, "0", 900 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const shown = await preview(client, { name: "bomb.apkg", bytes: bomb });
    expect(shown.statusCode).toBe(422);
    expect(shown.json().error.message).toBe(
      "This package unpacks to more than 400 MB, the most that can be imported at once.",
    );
    const status = await importFile(client, { name: "bomb.apkg", bytes: bomb }, spanish);
    expect(status).toMatchObject({ status: "failed", result: null, error: { code: "ZIP_TOO_LARGE" } });

    // No single entry is over the limit here; together they are.
    const spread = apkg(vocabulary);
    declareSize(spread, "0", 250 * MB);
    declareSize(spread, "media", 250 * MB);
    const spreadStatus = await importFile(client, { name: "spread.apkg", bytes: spread }, spanish);
    expect(spreadStatus.error?.code).toBe("ZIP_TOO_LARGE");

    // An entry that unpacks to more than it declares is cut off, not grown.
    const liar = zip({ "collection.anki2": legacyCollection(vocabulary) });
    declareSize(liar, "collection.anki2", 1000);
    const liarStatus = await importFile(client, { name: "liar.apkg", bytes: liar }, spanish);
    expect(liarStatus.error?.code).toBe("CORRUPT_PACKAGE");

    expect(await ownDeckList(client)).toEqual([]);
    expect(await leftovers(client.id)).toEqual(NOTHING);
  });
});

describe("bad or unusual files", () => {
  it("a package with no notes fails with NO_NOTES", async () => {
    const client = await registeredClient(ctx);
    const empty = zip({
      "collection.anki21": legacyCollection({ ...vocabulary, notes: [], cards: [], revlog: [] }),
    });
    const shown = await preview(client, { name: "empty.apkg", bytes: empty });
    expect(shown.statusCode).toBe(422);
    expect(shown.json().error.message).toBe("This Anki package holds no notes to import.");
    const status = await importFile(client, { name: "empty.apkg", bytes: empty }, spanish);
    expect(status).toMatchObject({
      status: "failed",
      error: { code: "NO_NOTES", message: "This Anki package holds no notes to import." },
    });
    expect(await leftovers(client.id)).toEqual(NOTHING);
  });

  it("a CSV line longer than 10,000 characters is reported and skipped; the other lines come in", async () => {
    const client = await registeredClient(ctx);
    // Many short fields: the line itself is too long, not any one field (which would be skipped for its own reason).
    const longLine = `pitkä,long,${"a,".repeat(5000)}a`;
    const file = csv(`kissa,cat\n${longLine}\nkoira,dog\n`);
    const shown = await preview(client, file);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().problems).toEqual([
      { line: 2, reason: `The line is longer than 10000 characters (${longLine.length}).` },
    ]);
    expect(shown.json().notes).toBe(2);
    const status = await importFile(client, file, { term: 0, translation: 1, termLanguage: "fi" });
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result).toMatchObject({ words: 2, skipped: { "unreadable lines": 1 } });
    expect(await termsOf(client, status.result.deckIds[0])).toEqual(["kissa", "koira"]);
  });

  it.each([
    ["UTF-16 LE", "utf16le", [0xff, 0xfe]],
    ["UTF-16 BE", "utf16be", [0xfe, 0xff]],
  ] as const)("a %s CSV with a byte order mark imports", async (_label, encoding, bom) => {
    const client = await registeredClient(ctx);
    const text = "term\ttranslation\nääni\tsound\n日本語\tJapanese\nçà\tthat\n";
    const le = Buffer.from(text, "utf16le");
    const body = encoding === "utf16le" ? le : Buffer.from(le).swap16();
    const bytes = new Uint8Array([...bom, ...body]);
    const status = await importFile(
      client,
      { name: "words.txt", bytes },
      { term: 0, translation: 1, termLanguage: "fi" },
    );
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result).toMatchObject({ words: 3, skipped: {} });
    expect(await termsOf(client, status.result.deckIds[0])).toEqual(["ääni", "日本語", "çà"]);
  });
});

describe("Anki card states", () => {
  async function progressOf(client: Client, deckId: string, term: string) {
    const res = await client.call("GET", `/api/me/own-decks/${deckId}/words`);
    const word = res.json().items.find((w: { term: string }) => w.term === term);
    expect(word, term).toBeDefined();
    const [row] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, client.id), eq(userWordProgress.wordId, word.id)));
    const logs = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, client.id), eq(reviewLogs.wordId, word.id)));
    return { row, logs };
  }

  it("a suspended card comes in as ignored even when it was never reviewed", async () => {
    const client = await registeredClient(ctx);
    const suspended = withCard(CARD.comerForward, { queue: -1 });
    const status = await importFile(client, { name: "suspended.apkg", bytes: apkg(suspended) }, spanish);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const deckId = status.result.deckIds[0];
    const comer = await progressOf(client, deckId, "comer & beber");
    expect(comer.logs).toEqual([]);
    expect(comer.row).toMatchObject({ isIgnored: true, state: 0, reps: 0, historyCount: 0 });
    // The reviewed, not suspended card beside it is not ignored.
    const hablar = await progressOf(client, deckId, "hablar");
    expect(hablar.row?.isIgnored).toBe(false);

    // The same card not suspended: a new word with no progress row at all.
    const plain = await registeredClient(ctx);
    const plainStatus = await importFile(plain, { name: "plain.apkg", bytes: apkg(vocabulary) }, spanish);
    expect((await progressOf(plain, plainStatus.result.deckIds[0], "comer & beber")).row).toBeUndefined();
  });

  it("keeps Anki's due date of a review card: the start of its due day, crt + due × 86,400 s", async () => {
    const crt = vocabulary.crt!;
    // A week after the card's last answered review in the fixture (2023-11-17): 2023-11-24T04:26:40Z.
    const dueDay = 125;
    const client = await registeredClient(ctx);
    const due = withCard(CARD.hablarForward, { due: dueDay });
    const status = await importFile(client, { name: "due.apkg", bytes: apkg(due) }, spanish);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const { row } = await progressOf(client, status.result.deckIds[0], "hablar");
    expect(row?.nextReview?.toISOString()).toBe(new Date((crt + dueDay * 86_400) * 1000).toISOString());
    expect(row?.nextReview?.toISOString()).toBe("2023-11-24T04:26:40.000Z");
    // The last answer (the manual entry after it is not one) stays the last review.
    expect(row?.lastReview?.getTime()).toBe(1_700_200_000_000);

    // The fixture's own due day (19,700) the same way.
    const other = await registeredClient(ctx);
    const plain = await importFile(other, { name: "plain.apkg", bytes: apkg(vocabulary) }, spanish);
    const hablarCard = vocabulary.cards.find((c) => c.id === CARD.hablarForward)!;
    const plainRow = (await progressOf(other, plain.result.deckIds[0], "hablar")).row;
    expect(plainRow?.nextReview?.getTime()).toBe((crt + hablarCard.due! * 86_400) * 1000);
  });
});

describe("choosing decks in a package", () => {
  const NOUNS = 1_700_000_000_010;
  const FRENCH = 1_700_000_000_011;
  const OLD = 1_700_000_000_012;
  const note = (n: number, front: string, back: string): FixtureNote => ({
    id: 1_690_000_500_000 + n,
    guid: `multi-${n}`,
    mid: TYPE.reversed,
    fields: [front, back],
  });
  const card = (n: number, did: number): FixtureCard => ({
    id: 1_690_000_600_000 + n,
    nid: 1_690_000_500_000 + n,
    did,
    ord: 0,
  });
  /** Sub-decks at two levels, a second top-level deck, and a deck whose name only starts like "Spanish". */
  const multi: FixtureCollection = {
    crt: vocabulary.crt!,
    decks: [
      ...vocabulary.decks,
      { id: NOUNS, name: "Spanish::Nouns" },
      { id: FRENCH, name: "French" },
      { id: OLD, name: "Spanish (old)" },
    ],
    noteTypes: vocabulary.noteTypes,
    notes: [
      note(1, "hablar", "to speak"),
      note(2, "comer", "to eat"),
      note(3, "perro", "dog"),
      note(4, "gato", "cat"),
      note(5, "chat", "cat"),
      note(6, "viejo", "old"),
    ],
    cards: [
      card(1, DECK.verbs),
      card(2, DECK.verbs),
      card(3, NOUNS),
      card(4, DECK.spanish),
      card(5, FRENCH),
      card(6, OLD),
    ],
  };
  const file = () => ({ name: "languages.apkg", bytes: apkg(multi) });

  async function decksAndTerms(client: Client, deckIds: string[]) {
    const list = await ownDeckList(client);
    expect(list.map((d) => d.id).sort()).toEqual([...deckIds].sort());
    const out: Record<string, string[]> = {};
    for (const id of deckIds) out[list.find((d) => d.id === id)!.name] = await termsOf(client, id);
    return out;
  }

  it("the preview lists every deck that has notes", async () => {
    const client = await registeredClient(ctx);
    const shown = await preview(client, file());
    expect(shown.statusCode, shown.body).toBe(200);
    // Each deck on its own, named with its path, with its words and where they go.
    expect(shown.json().decks).toMatchObject([
      { id: FRENCH, name: "French", notes: 1, words: 1, target: "new", newWords: 1, updatedWords: 0 },
      { id: DECK.spanish, name: "Spanish", notes: 1, target: "new" },
      { id: OLD, name: "Spanish (old)", notes: 1, target: "new" },
      { id: NOUNS, name: "Spanish › Nouns", notes: 1, target: "new" },
      { id: DECK.verbs, name: "Spanish › Verbs", notes: 2, words: 2, target: "new" },
    ]);
  });

  it("each sub-deck as a set: one own deck per Anki deck, named with its path", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, file(), { ...spanish, subDecksAsSets: true });
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result.deckIds).toHaveLength(5);
    expect(await decksAndTerms(client, status.result.deckIds)).toEqual({
      "Spanish › Verbs": ["hablar", "comer"],
      "Spanish › Nouns": ["perro"],
      Spanish: ["gato"],
      French: ["chat"],
      "Spanish (old)": ["viejo"],
    });
  });

  it("one chosen deck brings its sub-decks and nothing else; with sub-decks as sets, one deck each", async () => {
    const one = await registeredClient(ctx);
    const status = await importFile(one, file(), { ...spanish, ankiDeckId: DECK.spanish });
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result).toMatchObject({ notes: 4, words: 4 });
    expect(await decksAndTerms(one, status.result.deckIds)).toEqual({
      Spanish: ["hablar", "comer", "perro", "gato"],
    });

    const split = await registeredClient(ctx);
    const splitStatus = await importFile(split, file(), { ...spanish, ankiDeckId: DECK.spanish, subDecksAsSets: true });
    expect(await decksAndTerms(split, splitStatus.result.deckIds)).toEqual({
      "Spanish › Verbs": ["hablar", "comer"],
      "Spanish › Nouns": ["perro"],
      Spanish: ["gato"],
    });

    const leaf = await registeredClient(ctx);
    const leafStatus = await importFile(leaf, file(), { ...spanish, ankiDeckId: DECK.verbs });
    expect(await decksAndTerms(leaf, leafStatus.result.deckIds)).toEqual({ "Spanish › Verbs": ["hablar", "comer"] });
  });

  it("a deck id the package does not have imports nothing", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(client, file(), { ...spanish, ankiDeckId: 42 });
    expect(status).toMatchObject({ status: "failed", error: { code: "NO_WORDS" } });
    expect(await leftovers(client.id)).toEqual(NOTHING);
  });
});

describe("a failed import", () => {
  it("leaves no own deck, no words, no progress and no review logs when writing fails part-way", async () => {
    const client = await registeredClient(ctx);
    // The words and progress are written before the review log; a review log the database refuses (for this
    // learner only) makes the write fail after them, inside the same transaction.
    const db = ctx.database.db;
    await db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_review_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await db.execute(
      sql.raw(`CREATE TRIGGER test_refuse_review_log BEFORE INSERT ON review_logs FOR EACH ROW
        WHEN (NEW.user_id = '${client.id.replace(/'/g, "")}') EXECUTE FUNCTION test_refuse_review_log()`),
    );
    // Fires on the embedded database too, where the history is written with reference checks (and so ordinary
    // triggers) off.
    await db.execute(sql`ALTER TABLE review_logs ENABLE ALWAYS TRIGGER test_refuse_review_log`);
    let status: Awaited<ReturnType<typeof importFile>>;
    try {
      status = await importFile(client, { name: "spanish.apkg", bytes: apkg(vocabulary) }, spanish);
    } finally {
      await db.execute(sql`DROP TRIGGER IF EXISTS test_refuse_review_log ON review_logs`);
      await db.execute(sql`DROP FUNCTION IF EXISTS test_refuse_review_log()`);
    }
    expect(status).toMatchObject({
      status: "failed",
      result: null,
      error: { code: "INTERNAL", message: "The import failed on our side. Nothing was saved; try again later." },
    });
    expect(await ownDeckList(client)).toEqual([]);
    expect(await leftovers(client.id)).toEqual(NOTHING);

    // The same file imports once nothing stands in the way.
    const retried = await importFile(client, { name: "spanish.apkg", bytes: apkg(vocabulary) }, spanish);
    expect(retried.status, JSON.stringify(retried)).toBe("done");
    // Two decks (the verbs, and the cloze note's), six items: both directions of two notes and two clozes.
    expect(await leftovers(client.id)).toMatchObject({ decks: 2, words: 6, reviews: 7 });
  });
});
