// Real clients against the AnkiConnect-compatible endpoint: yanki-connect's own code over HTTP (it posts to
// the server's root, with a header that makes browsers preflight), the request sequences Yomitan, mpvacious
// and asbplayer send, and the sample requests of AnkiConnect's README (fixtures/ankiconnect/client-sequences.ts
// says where each comes from), replayed in order.
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { YankiConnect } from "yanki-connect";
import { anotherDeck, base64Of, type Miner, miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import {
  ANKICONNECT_README,
  ASBPLAYER,
  fill,
  MPVACIOUS,
  type Step,
  YOMITAN,
} from "./fixtures/ankiconnect/client-sequences";
import { rows } from "./media-helpers";
import { createTestApp } from "./test-app";

const now = new Date("2026-11-21T12:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

interface Sending {
  headers: Record<string, string>;
  /** Where the tool puts its key: in each body (and each of multi's actions too), or in the address. */
  key: "body" | "body and inner" | "address";
}

/** Sends each step as the tool does and answers the results (an addNote's answer names the new note). */
async function replay(miner: Miner, steps: Step[], sending: Sending) {
  const answers: unknown[] = [];
  let noteId = 0;
  const url = sending.key === "address" ? `/ankiconnect?key=${encodeURIComponent(miner.key)}` : "/ankiconnect";
  for (const step of steps) {
    const filled = fill(step, { deck: miner.deck.name, noteId, audio: base64Of(900), picture: base64Of(600, 9) });
    const body: Step & { key?: string } = sending.key === "address" ? filled : { ...filled, key: miner.key };
    if (sending.key === "body and inner" && Array.isArray(body.params?.actions)) {
      body.params.actions = body.params.actions.map((inner: object) => ({ ...inner, key: miner.key }));
    }
    const res = await ctx.app.inject({ method: "POST", url, headers: sending.headers, payload: JSON.stringify(body) });
    expect(res.statusCode, `${step.action}: ${res.body}`).toBe(200);
    answers.push(res.json());
    const id = (step.version ?? 4) <= 4 ? res.json() : res.json().result;
    if (step.action === "addNote" && typeof id === "number") noteId = id;
  }
  return { answers, noteId };
}

type Answer = { result: unknown; error: string | null };

/** Every answer as AnkiConnect gives it from version 5: exactly `{ result, error }`. */
function wrapped(answers: unknown[]): Answer[] {
  for (const answer of answers) expect(Object.keys(answer as object).sort()).toEqual(["error", "result"]);
  return answers as Answer[];
}

const ok = (result: unknown): Answer => ({ result, error: null });
const refused = (error: string | RegExp) => ({
  result: null,
  error: typeof error === "string" ? error : expect.stringMatching(error),
});
const WORD_FIELDS = "Word Reading Meaning Sentence SentenceMeaning WordAudio SentenceAudio Picture Notes".split(" ");
const ONLY_DATA = 'only "data" is accepted: this server never downloads a "url" or reads a "path"';

describe("Yomitan's sequence (version 2, JSON, from an extension's origin)", () => {
  it("adds a word, finds it as a duplicate in its deck, reads it as note and card, shows and suspends it", async () => {
    const miner = await miningLearner(ctx, "Yomitan deck");
    const headers = {
      "content-type": "application/json",
      origin: "chrome-extension://likgccmbimhjbgkjambclfkhldnlhbnn",
    };
    const { answers, noteId } = await replay(miner, YOMITAN, { headers, key: "body and inner" });
    const [
      version,
      decks,
      models,
      ,
      canAdd,
      before,
      stored,
      added,
      after,
      notes,
      cards,
      edit,
      browse,
      found,
      suspended,
      sync,
    ] = answers as unknown[];
    expect(version).toBe(6);
    expect(decks).toEqual(["Yomitan deck"]);
    expect(models).toEqual(["Lexistep Word", "Basic"]);
    expect(canAdd).toEqual([{ canAdd: true }]);
    expect(before).toEqual([[]]);
    expect(stored).toBe("yomitan_audio_猫_ねこ.mp3");
    expect(added).toBe(noteId);
    expect(after).toEqual([[noteId]]);
    expect(notes).toEqual([expect.objectContaining({ noteId, tags: ["yomitan"], cards: [noteId] })]);
    expect(cards).toEqual([
      expect.objectContaining({ cardId: noteId, note: noteId, queue: 0, deckName: "Yomitan deck" }),
    ]);
    expect([edit, browse, found, suspended, sync]).toEqual([null, [noteId], [noteId], true, null]);
    const again = await miner.anki("areSuspended", { cards: [noteId] });
    expect(again.json().result).toEqual([true]);
  });
});

describe("mpvacious's sequence (version 6, curl's form-encoded body, no origin)", () => {
  it("adds a sentence card with its tag, finds it as added today, updates it and tags it", async () => {
    const miner = await miningLearner(ctx, "Anime");
    const headers = { "content-type": "application/x-www-form-urlencoded", "user-agent": "curl/8.5.0" };
    const { answers, noteId } = await replay(miner, MPVACIOUS, { headers, key: "body" });
    const results = (answers as { result: unknown; error: string | null }[]).map((a) => a.error ?? a.result);
    expect(results[0]).toBeNull();
    expect(results[1]).toMatch(/no media folder.*storeMediaFile/);
    expect((results[2] as { flds: { name: string; ord: number }[] }[])[0]!.flds[0]).toMatchObject({
      name: "Front",
      ord: 0,
    });
    expect(results[3]).toBe(noteId);
    expect(results.slice(4, 8)).toEqual([[noteId], [noteId], [], []]);
    expect(results[8]).toBeNull();
    expect(results[9]).toBeNull();
    const info = (results[10] as { tags: string[]; fields: Record<string, { value: string }> }[])[0]!;
    expect(info.tags).toEqual(["subs2srs", "mpv"]);
    expect(info.fields.Back!.value).toBe("A dog runs.");
  });
});

describe("asbplayer's sequence (version 6, the browser's text/plain body, the key in the address)", () => {
  const headers = {
    "content-type": "text/plain;charset=UTF-8",
    origin: "chrome-extension://hkledmpjpaehamkiehglnbelcpdflcab",
  };

  it("checks its settings, exports a subtitle with its files, finds and shows it, updates it as the last card", async () => {
    const miner = await miningLearner(ctx, "Anime mining");
    const { answers, noteId } = await replay(miner, ASBPLAYER, { headers, key: "address" });
    const all = wrapped(answers);
    expect(typeof noteId).toBe("number");
    expect(noteId).toBeGreaterThan(0);
    expect(all.slice(0, 8)).toEqual([
      ok(6),
      ok(["Anime mining"]),
      ok(["Lexistep Word", "Basic"]),
      ok(WORD_FIELDS),
      ok(["Front", "Back"]),
      ok(WORD_FIELDS),
      ok(6),
      ok([]),
    ]);
    expect(all.slice(8, 15)).toEqual([
      ok(noteId),
      ok(6),
      ok([noteId]),
      ok([noteId]),
      ok([noteId]),
      ok("asbp_Bocchi_the_Rock__01_85120_Q7xK2mPa.mp3"),
      ok("asbp_Bocchi_the_Rock__01_85120_Zr4Tn8Wc.jpeg"),
    ]);
    // notesInfo before the update (asbplayer reads its text fields and its word): the note as exported.
    const [before] = all[15]!.result as { noteId: number; tags: string[]; fields: Record<string, { value: string }> }[];
    expect(before).toMatchObject({ noteId, modelName: "Lexistep Word", tags: ["asbplayer"] });
    expect(before!.fields.Word).toEqual({ value: "猫", order: 0 });
    expect(before!.fields.Sentence!.value).toBe("猫が好きです。\nずっと一緒にいたい。");
    expect(all.slice(16)).toEqual([
      ok(null),
      ok(null),
      ok("asbp_Bocchi_the_Rock__01_85120_Bw3Xy7Lm.mp3"),
      refused("unsupported action"),
    ]);
    const after = (await miner.anki("notesInfo", { notes: [noteId] })).json().result[0];
    expect(after.tags).toEqual(["asbplayer"]);
    expect(after.fields.Sentence.value).toBe("猫はどこ？");
    expect(after.fields.Word.value).toBe("猫");
    // The word keeps the files of the update; those of the export went into its deck with the note.
    const [word] = await rows<{ sentenceAudio: string; picture: string }>(
      ctx,
      sql`SELECT sentence_audio_file AS "sentenceAudio", picture_file AS picture FROM words WHERE id = ${noteId}`,
    );
    expect(word).toEqual({
      sentenceAudio: "asbp_Bocchi_the_Rock__01_85120_Q7xK2mPa.mp3",
      picture: "asbp_Bocchi_the_Rock__01_85120_Zr4Tn8Wc.jpeg",
    });
    const inDeck = await rows<{ name: string; mime: string }>(
      ctx,
      sql`SELECT name, mime FROM own_media WHERE own_deck_id = ${miner.deck.id} ORDER BY name`,
    );
    expect(inDeck).toEqual([
      { name: "asbp_Bocchi_the_Rock__01_83456.jpeg", mime: "image/jpeg" },
      { name: "asbp_Bocchi_the_Rock__01_83456.mp3", mime: "audio/mpeg" },
      { name: "asbp_Bocchi_the_Rock__01_85120_Q7xK2mPa.mp3", mime: "audio/mpeg" },
      { name: "asbp_Bocchi_the_Rock__01_85120_Zr4Tn8Wc.jpeg", mime: "image/jpeg" },
    ]);
  });

  it("from the web app: permission first; an address without the key is refused as AnkiConnect refuses", async () => {
    const miner = await miningLearner(ctx, "App mining");
    const web = { "content-type": "text/plain;charset=UTF-8", origin: "https://app.asbplayer.dev" };
    const post = async (url: string, body: object) =>
      (await ctx.app.inject({ method: "POST", url, headers: web, payload: JSON.stringify(body) })).json();
    const key = encodeURIComponent(miner.key);
    expect(await post("/ankiconnect", { action: "requestPermission", version: 6 })).toEqual(
      ok({ permission: "granted", requireApikey: true, version: 6 }),
    );
    expect(await post("/ankiconnect", { action: "version", version: 6 })).toEqual(
      refused("valid api key must be provided"),
    );
    expect(await post("/ankiconnect?key=lx_wrong", { action: "deckNames", version: 6 })).toEqual(
      refused("valid api key must be provided"),
    );
    expect(await post(`/ankiconnect?key=${key}`, { action: "deckNames", version: 6 })).toEqual(ok(["App mining"]));
    // The address may be the server's root, as for a local Anki.
    expect(await post(`/?key=${key}`, { action: "deckNames", version: 6 })).toEqual(ok(["App mining"]));
    // A key in the body is the one read.
    expect(await post(`/ankiconnect?key=${key}`, { action: "version", version: 6, key: "lx_wrong" })).toEqual(
      refused("valid api key must be provided"),
    );
  });

  it("finds words as its escaped searches ask (`\\:`, `\\_`, `\\*` are the characters themselves)", async () => {
    const miner = await miningLearner(ctx, "Escapes");
    const add = async (word: string) =>
      (
        await miner.anki("addNote", {
          note: { deckName: "Escapes", modelName: "Lexistep Word", fields: { Word: word, Meaning: "m" } },
        })
      ).json().result as number;
    const colon = await add("Re:ゼロ");
    const underscore = await add("a_b");
    const other = await add("axb");
    const star = await add("a*b");
    // asbplayer's escapeAnkiQuery puts a backslash before " * _ \ and : of the word.
    const find = async (query: string) => (await miner.anki("findNotes", { query })).json().result;
    expect(await find('"Word:Re\\:ゼロ"')).toEqual([colon]);
    expect(await find('"Word:a\\_b"')).toEqual([underscore]);
    expect(await find('"Word:a\\*b"')).toEqual([star]);
    // Unescaped, `_` is one character and `*` any text, as in Anki.
    expect(await find('"Word:a_b"')).toEqual([underscore, other, star]);
    expect(await find('"Word:a*"')).toEqual([underscore, other, star]);
  });
});

describe("AnkiConnect's README samples (version 6, JSON, the key in the body)", () => {
  it("answers each sample in the README's shape, with AnkiConnect's words where it refuses", async () => {
    const miner = await miningLearner(ctx, "Default");
    await anotherDeck(miner, "Japanese::JLPT N3");
    const headers = { "content-type": "application/json" };
    const { answers, noteId } = await replay(miner, ANKICONNECT_README, { headers, key: "body" });
    const all = wrapped(answers);
    expect(all).toHaveLength(ANKICONNECT_README.length);
    expect(noteId).toBeGreaterThan(0);
    const decks = ["Default", "Japanese::JLPT N3"];
    // The add-on answers `requireApikey` (its README prints `requireApiKey`).
    expect(all[0]).toEqual(ok({ permission: "granted", requireApikey: true, version: 6 }));
    expect(all[1]).toEqual(ok(6));
    expect((all[2]!.result as string[]).sort()).toEqual(decks);
    expect(Object.keys(all[3]!.result as object).sort()).toEqual(decks);
    expect(Object.values(all[3]!.result as object).every(Number.isSafeInteger)).toBe(true);
    expect(all.slice(4, 7)).toEqual([
      ok(["Lexistep Word", "Basic"]),
      ok({ "Lexistep Word": 1_700_000_000_001, Basic: 1_700_000_000_002 }),
      ok(["Front", "Back"]),
    ]);
    // Only recordings and pictures, only sent as data: the server never reads a path or downloads a url.
    expect(all.slice(7, 10)).toEqual([
      refused("media file type is not supported (audio and pictures only): _hello.txt"),
      refused(ONLY_DATA),
      refused(ONLY_DATA),
    ]);
    expect(all.slice(10, 15)).toEqual([
      ok([true]),
      refused(ONLY_DATA),
      ok([null]),
      ok(noteId),
      refused("cannot create note because it is a duplicate"),
    ]);
    // There is no current deck (Anki's last studied one): refused rather than answered with nothing.
    for (const answer of all.slice(15, 18))
      expect(answer).toEqual(refused(/^search term not supported: "deck:current"/));
    expect(all[18]).toEqual(ok([noteId]));
    expect(all[19]).toEqual(
      ok([
        {
          noteId,
          modelName: "Basic",
          tags: ["yomichan"],
          fields: { Front: { value: "front content", order: 0 }, Back: { value: "back content", order: 1 } },
          cards: [noteId],
          mod: expect.any(Number),
        },
      ]),
    );
    const [card, missing] = all[20]!.result as Record<string, unknown>[];
    const readmeCardKeys =
      "answer question deckName modelName fieldOrder fields css cardId interval note ord type queue due reps lapses left mod";
    expect(Object.keys(card!).sort()).toEqual(expect.arrayContaining(readmeCardKeys.split(" ").sort()));
    expect(card).toMatchObject({ cardId: noteId, note: noteId, deckName: "Default", modelName: "Basic", queue: 0 });
    expect(missing).toEqual({});
    expect(all.slice(21, 25)).toEqual([refused(ONLY_DATA), ok(null), ok(null), ok(null)]);
    // suspend: a card the learner does not have stops the call (AnkiConnect's words); then the card alone.
    expect(all.slice(25, 29)).toEqual([
      refused("Card was not found: 1483959293217"),
      ok(true),
      ok([true, null, null]),
      // The add-on's unsuspend answers nothing (its README says true).
      ok(null),
    ]);
    expect(all.slice(29, 34)).toEqual([
      ok(null),
      ok(null),
      ok([]),
      refused(/^getMediaDirPath: this server has no media folder/),
      ok(null),
    ]);
    // multi: each action in its own version's shape (none: 4, the bare result).
    expect(all[34]!.error).toBeNull();
    const [bare, versioned, unknown, unknownVersioned] = all[34]!.result as unknown[];
    expect((bare as string[]).sort()).toEqual(decks);
    expect(versioned).toEqual(ok(expect.arrayContaining(decks)));
    expect([unknown, unknownVersioned]).toEqual([refused("unsupported action"), refused("unsupported action")]);

    const info = (await miner.anki("notesInfo", { notes: [noteId] })).json().result[0];
    expect(info.fields).toEqual({
      Front: { value: "new front content", order: 0 },
      Back: { value: "new back content", order: 1 },
    });
    expect(info.tags).toEqual(["yomichan"]);
    expect((await miner.anki("findNotes", { query: '"deck:Japanese::JLPT N3"' })).json()).toEqual(ok([noteId]));
    expect((await miner.anki("areSuspended", { cards: [noteId] })).json()).toEqual(ok([false]));
  });

  it("its sample invocations: curl's form body at the root, the script's text body, no version, no key", async () => {
    const miner = await miningLearner(ctx, "Default");
    const send = async (url: string, contentType: string, body: object) =>
      (
        await ctx.app.inject({
          method: "POST",
          url,
          headers: { "content-type": contentType },
          payload: JSON.stringify(body),
        })
      ).json();
    const form = "application/x-www-form-urlencoded";
    // curl localhost:8765 -X POST -d '{"action": "deckNames", "version": 6}' (with the key the server asks for).
    expect(await send("/", form, { action: "deckNames", version: 6, key: miner.key })).toEqual(ok(["Default"]));
    // The Python and JavaScript samples: createDeck (refused: decks are made in the app), then deckNames.
    const text = "text/plain;charset=UTF-8";
    expect(
      await send("/", form, { action: "createDeck", params: { deck: "test1" }, version: 6, key: miner.key }),
    ).toEqual(refused("unsupported action"));
    expect(await send("/ankiconnect", text, { action: "deckNames", version: 6, params: {}, key: miner.key })).toEqual(
      ok(["Default"]),
    );
    // No version is version 4: the bare result, an error still wrapped.
    expect(await send("/ankiconnect", "application/json", { action: "deckNames", key: miner.key })).toEqual([
      "Default",
    ]);
    expect(await send("/ankiconnect", "application/json", { action: "nope", key: miner.key })).toEqual(
      refused("unsupported action"),
    );
    // The README's key is optional; here it never is.
    expect(await send("/", form, { action: "deckNames", version: 6 })).toEqual(
      refused("valid api key must be provided"),
    );
  });
});

describe("yanki-connect (its own client code over HTTP, posting to the server's root)", () => {
  let base: URL;
  beforeAll(async () => {
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    base = new URL(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`);
  });

  it("lists decks, adds a note, finds it, reads it back and changes its deck", async () => {
    const miner = await miningLearner(ctx, "Yanki");
    await anotherDeck(miner, "Yanki later");
    const client = new YankiConnect({
      host: `http://${base.hostname}`,
      port: Number(base.port),
      key: miner.key,
      autoLaunch: false,
    });
    expect(await client.miscellaneous.version()).toBe(6);
    expect((await client.deck.deckNames()).sort()).toEqual(["Yanki", "Yanki later"]);
    const id = await client.note.addNote({
      note: { deckName: "Yanki", modelName: "Basic", fields: { Front: "本", Back: "book" }, tags: ["yanki"] },
    });
    expect(typeof id).toBe("number");
    expect(await client.note.findNotes({ query: "deck:Yanki tag:yanki" })).toEqual([id]);
    const [info] = await client.note.notesInfo({ notes: [id as number] });
    expect(info).toMatchObject({ noteId: id, modelName: "Basic", tags: ["yanki"] });
    await client.deck.changeDeck({ cards: [id as number], deck: "Yanki later" });
    expect(await client.note.findNotes({ query: '"deck:Yanki later"' })).toEqual([id]);
    const wrong = new YankiConnect({
      host: `http://${base.hostname}`,
      port: Number(base.port),
      key: "lx_nope",
      autoLaunch: false,
    });
    await expect(wrong.deck.deckNames()).rejects.toThrow("valid api key must be provided");
  });
});
