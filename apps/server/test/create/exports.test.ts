import { readAnkiPackage, readDelimited, readField } from "@app/import-reader";
import { COMER_MP3, vocabulary } from "@app/import-reader/test-fixtures/vocabulary";
import { and, eq, gte, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, reviewLogs, sessions } from "../../src/db/schema";
import { guestClient } from "../test-app";
import { ankiImportApp, legacyCollection, zip } from "./anki-kit";
import {
  type Client,
  importFile,
  multipart,
  ownDeckWithWords,
  registeredClient,
  waitForImport,
} from "./create-helpers";

// After the fixture's Anki reviews (November 2023), so none of them reads as a review from the future.
const now = new Date("2026-03-10T09:00:00Z");

const ctx = ankiImportApp(() => now);

/** Words that break naive CSV and HTML writers: commas, quotes, line breaks, markup characters, no reading. */
const AWKWARD = [
  { term: "你好", translation: "hello", reading: "nǐ hǎo" },
  { term: 'say "hi", then leave', translation: "line one\nline two", reading: 'a, "b"' },
  { term: "a < b & c > d", translation: "<b>not bold</b>", reading: null },
  { term: "-ness", translation: "=SUM(A1)", reading: "x" },
];

type Word = { id: number; term: string; translation: string; reading: string | null; hasAudio: boolean };

async function deckWith(client: Client, words: typeof AWKWARD, name = 'Chinese: "tricky", words') {
  const deck = await ownDeckWithWords(
    client,
    { name, termLanguage: "zh", translationLanguage: "en", hasReading: true },
    words,
  );
  return deck.id;
}

async function wordsOf(client: Client, deckId: string): Promise<Word[]> {
  const res = await client.call("GET", `/api/me/own-decks/${deckId}/words?limit=500`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const triples = (words: { term: string; translation: string; reading: string | null }[]) =>
  words.map((w) => [w.term, w.translation, w.reading]);

function apkgOf(bytes: Uint8Array) {
  return readAnkiPackage(bytes);
}

/** The vocabulary fixture as a legacy package with the "comer" recording. */
function spanishPackage() {
  return zip({
    "collection.anki2": legacyCollection(vocabulary),
    media: JSON.stringify({ "0": "comer.mp3" }),
    "0": COMER_MP3,
  });
}

async function importSpanish(client: Client) {
  const status = await importFile(
    client,
    { name: "spanish.apkg", bytes: spanishPackage() },
    { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" },
  );
  expect(status.status, JSON.stringify(status)).toBe("done");
  return status.result.deckIds[0] as string;
}

describe("deck export as CSV", () => {
  it("reads back to the same words, with the reading column and quoted commas, quotes and line breaks", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await deckWith(owner, AWKWARD);
    const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Chinese-tricky-words.csv"');
    const bytes = new Uint8Array(res.rawPayload);
    // A UTF-8 byte order mark, so spreadsheet programs read the characters right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const file = readDelimited(bytes);
    expect(file.delimiter).toBe(",");
    expect(file.problems).toEqual([]);
    const [header, ...rows] = file.rows.map((r) => r.fields);
    expect(header).toEqual(["term", "translation", "reading"]);
    expect(rows).toEqual(AWKWARD.map((w) => [w.term, w.translation, w.reading ?? ""]));
    // And the words the deck holds are exactly the ones written.
    expect(triples(await wordsOf(owner, deckId))).toEqual(triples(AWKWARD));
  });

  it("has no reading column when the deck has none", async () => {
    const owner = await registeredClient(ctx);
    const { id: deckId } = await ownDeckWithWords(
      owner,
      { name: "Finnish", termLanguage: "fi", translationLanguage: "en" },
      [{ term: "kissa", translation: "cat" }],
    );
    const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=csv`);
    expect(res.statusCode).toBe(200);
    const file = readDelimited(new Uint8Array(res.rawPayload));
    expect(file.rows.map((r) => r.fields)).toEqual([
      ["term", "translation"],
      ["kissa", "cat"],
    ]);
  });
});

describe("deck export as .apkg", () => {
  it("reads back to the same words, fields named Term, Translation and Reading", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await deckWith(owner, AWKWARD);
    const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Chinese-tricky-words.apkg"');

    const pkg = await apkgOf(new Uint8Array(res.rawPayload));
    expect(pkg.noteTypes).toHaveLength(1);
    expect(pkg.noteTypes[0]!.fields).toEqual(["Term", "Translation", "Reading"]);
    expect(pkg.decks.map((d) => d.name)).toContain('Chinese: "tricky", words');
    // Notes in deck order (their ids count up from the deck's creation), fields back to plain text.
    const notes = [...pkg.notes].sort((a, b) => a.id - b.id);
    const read = notes.map((n) => n.fields.map((f) => readField(f).text));
    expect(read).toEqual(AWKWARD.map((w) => [w.term, w.translation, w.reading ?? ""]));
    expect(pkg.cards).toHaveLength(AWKWARD.length);
    expect(pkg.media.files).toEqual([]);
  });

  it("round trip: an exported .apkg imported by another learner gives the same words", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await deckWith(owner, AWKWARD);
    const exported = await owner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
    expect(exported.statusCode).toBe(200);

    // As the import screen does it: preview, take the suggested mapping, import the previewed upload.
    const learner = await registeredClient(ctx);
    const upload = multipart({ name: "Chinese-tricky-words.apkg", bytes: new Uint8Array(exported.rawPayload) });
    const preview = await learner.call("POST", "/api/me/imports/preview", upload.payload, upload.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: "anki",
      fields: ["Term", "Translation", "Reading"],
      notes: AWKWARD.length,
      reviews: 0,
      suggested: { term: 0, translation: 1, reading: 2, deckName: 'Chinese: "tricky", words' },
    });
    const mapping = { ...preview.json().suggested, termLanguage: "zh", translationLanguage: "en" };
    const form = multipart(null, { previewId: preview.json().previewId, mapping: JSON.stringify(mapping) });
    const started = await learner.call("POST", "/api/me/imports", form.payload, form.headers);
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForImport(learner, started.json().id);
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(status.result).toMatchObject({ notes: AWKWARD.length, words: AWKWARD.length, reviews: 0 });
    const [copyId] = status.result.deckIds;
    expect(copyId).not.toBe(deckId);
    const copy = (await learner.call("GET", `/api/me/own-decks/${copyId}`)).json();
    expect(copy).toMatchObject({ name: 'Chinese: "tricky", words', hasReading: true, source: "anki" });
    expect(triples(await wordsOf(learner, copyId))).toEqual(triples(await wordsOf(owner, deckId)));
  });

  it("keeps the recording of a deck imported from an Anki package with [sound:…]", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await importSpanish(owner);
    const words = await wordsOf(owner, deckId);
    // Each word and its reversed direction; only the word keeps the recording.
    expect(words.map((w) => [w.term, w.hasAudio])).toEqual([
      ["hablar", false],
      ["hablar", false],
      ["comer & beber", true],
      ["comer & beber", false],
    ]);

    const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
    expect(res.statusCode, res.body).toBe(200);
    const pkg = await apkgOf(new Uint8Array(res.rawPayload));
    // Notes from Anki go back under their own note type, fields as Anki stored them: the recording where it was.
    expect(pkg.noteTypes.map((t) => [t.name, t.fields])).toEqual([["Basic (and reversed card)", ["Front", "Back"]]]);
    expect(pkg.media.files.map((f) => f.name)).toEqual(["comer.mp3"]);
    expect(await pkg.media.read("comer.mp3")).toEqual(COMER_MP3);
    const comer = pkg.notes.find((n) => readField(n.fields[0]!).text === "comer & beber");
    expect(comer?.fields).toEqual(["comer &amp; beber", "to eat &amp; drink [sound:comer.mp3]"]);
    const hablar = pkg.notes.find((n) => readField(n.fields[0]!).text === "hablar");
    expect(hablar?.fields).toEqual(["<b>hablar</b>", "to speak<br>to talk"]);

    // Imported again by someone else, the word plays the same recording.
    const learner = await registeredClient(ctx);
    const status = await importFile(
      learner,
      { name: "spanish-again.apkg", bytes: new Uint8Array(res.rawPayload) },
      { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" },
    );
    expect(status.status, JSON.stringify(status)).toBe("done");
    const copy = await wordsOf(learner, status.result.deckIds[0]);
    const withAudio = copy.find((w) => w.hasAudio);
    expect(withAudio?.term).toBe("comer & beber");
    const audio = await learner.call("GET", `/api/words/${withAudio!.id}/audio`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(new Uint8Array(audio.rawPayload)).toEqual(COMER_MP3);
  });
});

describe("who may export a deck", () => {
  it("a guest gets 403, another learner 404, and a format other than csv or apkg 400", async () => {
    const owner = await registeredClient(ctx);
    const deckId = await deckWith(owner, AWKWARD.slice(0, 1));
    const guest = await guestClient(ctx);
    const asGuest = await guest.call("GET", `/api/me/decks/${deckId}/export?format=csv`);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().error.message).toBe("Create an account to use Create");

    const other = await registeredClient(ctx);
    for (const format of ["csv", "apkg"]) {
      const res = await other.call("GET", `/api/me/decks/${deckId}/export?format=${format}`);
      expect(res.statusCode, format).toBe(404);
      // Nothing of the deck leaks into the refusal.
      expect(res.body).not.toContain("你好");
    }
    // Even made public, a deck exports for its owner only.
    await owner.call("PATCH", `/api/me/own-decks/${deckId}`, { visibility: "public" });
    expect((await other.call("GET", `/api/me/decks/${deckId}/export?format=csv`)).statusCode).toBe(404);

    const xml = await owner.call("GET", `/api/me/decks/${deckId}/export?format=xml`);
    expect(xml.statusCode).toBe(400);
    expect(xml.json().error.code).toBe("VALIDATION_ERROR");
    expect((await owner.call("GET", `/api/me/decks/${deckId}/export`)).statusCode).toBe(400);
    expect((await owner.call("GET", "/api/me/reviews/export?format=xml")).statusCode).toBe(400);
    // A set id is not a deck id.
    expect((await owner.call("GET", `/api/me/decks/${deckId}-1/export?format=csv`)).statusCode).toBe(404);
  });
});

describe("review log export", () => {
  it("is the FSRS tools' revlog CSV: one row per imported review with a rating of 1 to 4", async () => {
    const learner = await registeredClient(ctx);
    const deckId = await importSpanish(learner);
    const hablar = (await wordsOf(learner, deckId)).find((w) => w.term === "hablar")!;
    const answered = await ctx.database.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, learner.id), gte(reviewLogs.rating, 1), lte(reviewLogs.rating, 4)));
    // The fixture's hablar card: seven revlog rows, two of them manual changes (no rating).
    expect(answered).toHaveLength(5);

    const res = await learner.call("GET", "/api/me/reviews/export?format=csv");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lexistep-reviews.csv"');
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("card_id,review_time,review_rating,review_state,review_duration,elapsed_days");
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1).map((line) => line.split(",").map(Number));
    expect(rows).toHaveLength(answered.length);
    for (const [cardId, , rating] of rows) {
      expect(cardId).toBe(hablar.id);
      expect([1, 2, 3, 4]).toContain(rating);
    }
    // Oldest first, with the times and ratings of the log.
    const expected = [...answered]
      .sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime())
      .map((r) => [r.reviewedAt.getTime(), r.rating, r.stateBefore]);
    expect(rows.map(([, time, rating, state]) => [time, rating, state])).toEqual(expected);
    // The default format is csv.
    expect((await learner.call("GET", "/api/me/reviews/export")).body).toBe(res.body);
  });

  it("holds only the header for a learner with no reviews", async () => {
    const learner = await registeredClient(ctx);
    const res = await learner.call("GET", "/api/me/reviews/export");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("card_id,review_time,review_rating,review_state,review_duration,elapsed_days\r\n");
  });
});

describe("all of a learner's data", () => {
  it("is one JSON file with the account, progress, reviews, own decks with words and board posts, and nothing else's", async () => {
    const me = await registeredClient(ctx, "me");
    const other = await registeredClient(ctx, "other");
    const mine = await deckWith(me, AWKWARD, "My export deck");
    await importSpanish(me);
    const myPost = await me.call("POST", "/api/forum/posts", {
      requestType: "feature",
      title: "Export my things",
      description: "All of them.",
    });
    expect(myPost.statusCode, myPost.body).toBe(201);
    // Someone else's deck, words and post, with text that would show up if it leaked.
    await deckWith(
      other,
      [{ term: "bystander-only-term", translation: "bystander-only-translation", reading: null }],
      "Bystander's deck",
    );
    await importSpanish(other);
    await other.call("POST", "/api/forum/posts", {
      requestType: "bug",
      title: "Bystander's post",
      description: "Not yours.",
    });

    const res = await me.call("GET", "/api/me/export");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lexistep-data-2026-03-10.json"');
    const data = JSON.parse(res.body);
    for (const key of ["account", "progress", "reviews", "ownDecks", "boardPosts"]) expect(data).toHaveProperty(key);
    expect(data.exportedAt).toBe(now.toISOString());
    expect(data.account).toMatchObject({ id: me.id, username: me.username, email: `${me.username}@example.org` });
    expect(data.boardPosts.map((p: { title: string }) => p.title)).toEqual(["Export my things"]);
    // Mine, and the package's two decks (the verbs, and the cloze note's).
    expect(data.ownDecks).toHaveLength(3);
    const deck = data.ownDecks.find((d: { id: string }) => d.id === mine);
    expect(triples(deck.words)).toEqual(triples(AWKWARD));
    const spanish = data.ownDecks.filter((d: { id: string }) => d.id !== mine);
    expect(spanish.flatMap((d: { words: { term: string }[] }) => d.words.map((w) => w.term)).sort()).toEqual(
      ["Madrid", "Spain", "comer & beber", "comer & beber", "hablar", "hablar"].sort(),
    );
    expect(data.reviews).toHaveLength(7);
    expect(data.progress.length).toBeGreaterThan(0);
    for (const name of ["progress", "reviews", "boardPosts"]) {
      for (const row of data[name]) expect(row.userId, name).toBe(me.id);
    }

    // Nothing of the other learner.
    for (const text of [other.id, other.username, "bystander-only-term", "Bystander's deck", "Bystander's post"]) {
      expect(res.body, text).not.toContain(text);
    }
    // No secrets: no password (hash or word), no session token, however it is spelled.
    expect(res.body).not.toMatch(/password/i);
    const [hash] = await ctx.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, me.id));
    expect(hash?.password).toBeTruthy();
    expect(res.body).not.toContain(hash!.password!);
    const tokens = await ctx.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, me.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const { token } of tokens) expect(res.body).not.toContain(token);
    for (const pair of me.cookie.split("; ")) {
      const value = decodeURIComponent(pair.slice(pair.indexOf("=") + 1));
      expect(value.length).toBeGreaterThan(10);
      expect(res.body).not.toContain(value);
      expect(res.body).not.toContain(value.split(".")[0]!);
    }
  });
});
