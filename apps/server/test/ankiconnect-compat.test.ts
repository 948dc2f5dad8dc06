// The endpoint as clients really call it: any Content-Type, CORS preflights with extra headers and no
// credentials, calls at the server's root, Anki's search forms, the duplicate scope, and the bounds.
import { describe, expect, it } from "vitest";
import { ankiCall, anotherDeck, type Miner, miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { createTestApp, TEST_ORIGIN } from "./test-app";

const now = new Date("2026-11-21T12:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

const basic = (deckName: string, Front: string, extra: Record<string, unknown> = {}) => ({
  deckName,
  modelName: "Basic",
  fields: { Front, Back: `${Front} meaning` },
  ...extra,
});
const raw = (payload: string | undefined, headers: Record<string, string>, url = "/ankiconnect") =>
  ctx.app.inject({ method: "POST", url, headers, ...(payload === undefined ? {} : { payload }) });

describe("bodies and headers", () => {
  it("reads JSON whatever the Content-Type: curl's form type, text/plain, none, a made-up one", async () => {
    const miner = await miningLearner(ctx);
    const body = JSON.stringify({ action: "deckNames", version: 6, key: miner.key });
    for (const type of ["application/x-www-form-urlencoded", "text/plain;charset=UTF-8", "application/octet-stream"]) {
      const res = await raw(body, { "content-type": type });
      expect(res.json(), type).toEqual({ result: ["Japanese mining"], error: null });
    }
    const untyped = await ctx.app.inject({ method: "POST", url: "/ankiconnect", payload: Buffer.from(body) });
    expect(untyped.json()).toEqual({ result: ["Japanese mining"], error: null });
    // Other routes keep their own parsing: a form-typed body is still refused there.
    const other = await raw(
      JSON.stringify({ name: "x" }),
      {
        "content-type": "application/x-www-form-urlencoded",
        origin: TEST_ORIGIN,
        cookie: miner.client.cookie,
      },
      "/api/me/connected-tools",
    );
    expect(other.statusCode).toBe(415);
  });

  it("preflight from a foreign origin allows the headers it asks for, never credentials; cookies are ignored", async () => {
    const miner = await miningLearner(ctx);
    for (const url of ["/ankiconnect", "/"]) {
      const res = await ctx.app.inject({
        method: "OPTIONS",
        url,
        headers: {
          origin: "https://reader.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "access-control-allow-origin,content-type,x-custom",
          "access-control-request-private-network": "true",
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["access-control-allow-headers"]).toBe("access-control-allow-origin,content-type,x-custom");
      expect(res.headers["access-control-allow-private-network"]).toBe("true");
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    }
    const withCookie = await raw(JSON.stringify({ action: "deckNames", version: 6 }), {
      "content-type": "text/plain",
      origin: "https://evil.example",
      cookie: miner.client.cookie,
    });
    expect(withCookie.json()).toEqual({ result: null, error: "valid api key must be provided" });
    expect(withCookie.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(withCookie.headers["set-cookie"]).toBeUndefined();
  });

  it("answers AnkiConnect calls posted to the root; GET / is still the web app, other POSTs to / are 404", async () => {
    const miner = await miningLearner(ctx);
    const res = await raw(
      JSON.stringify({ action: "version", version: 6, key: miner.key }),
      {
        "content-type": "application/json",
        origin: "http://localhost:5173",
      },
      "/",
    );
    expect(res.json()).toEqual({ result: 6, error: null });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const page = await ctx.app.inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Lexistep</title>");
    expect((await raw("hello=world", { "content-type": "application/x-www-form-urlencoded" }, "/")).statusCode).toBe(
      404,
    );
  });
});

describe("actions", () => {
  it("searches: deck, quoted deck, note, tag, is:new/due/suspended, nid, cid, added, fields, words, OR; refuses the rest", async () => {
    const miner = await miningLearner(ctx, "Two words");
    const add = async (front: string, tags: string[]) =>
      (await miner.anki("addNote", { note: basic("Two words", front, { tags }) })).json().result as number;
    const a = await add("gato", ["animal", "verb::no"]);
    const b = await add("perro", []);
    const find = async (query: string) => (await miner.anki("findNotes", { query })).json();
    const ok = async (query: string) => (await find(query)).result;
    expect(await ok('"deck:Two words"')).toEqual([a, b]);
    expect(await ok('deck:"two words" tag:animal')).toEqual([a]);
    expect(await ok("tag:verb")).toEqual([a]);
    expect(await ok("tag:none")).toEqual([b]);
    expect(await ok("note:Basic is:new")).toEqual([a, b]);
    expect(await ok(`nid:${a} OR cid:${b}`)).toEqual([a, b]);
    expect(await ok("front:gat* -perro")).toEqual([a]);
    expect(await ok("(gato OR perro) added:1")).toEqual([a, b]);
    expect(await ok("added:99999999999")).toEqual([a, b]);
    expect(await ok(`nid:${2 ** 31},99999999999`)).toEqual([]);
    expect(await ok("is:due")).toEqual([]);
    expect((await miner.anki("suspend", { cards: [b] })).json().result).toBe(true);
    expect((await miner.anki("suspend", { cards: [b] })).json().result).toBe(false);
    expect(await ok("is:suspended")).toEqual([b]);
    expect((await miner.anki("areSuspended", { cards: [a, b, 2 ** 40] })).json().result).toEqual([false, true, null]);
    expect((await miner.anki("unsuspend", { cards: [b] })).json()).toEqual({ result: null, error: null });
    expect((await miner.anki("suspend", { cards: [2 ** 31] })).json().error).toBe(`Card was not found: ${2 ** 31}`);
    expect((await find("prop:ivl>10")).error).toMatch(/^search term not supported: "prop:ivl>10"/);
    expect((await find("rated:1")).error).toMatch(/not supported/);
    expect((await find("added:soon")).error).toMatch(/not supported/);
    expect((await miner.anki("removeTags", { notes: [a], tags: "ANIMAL" })).json().error).toBeNull();
    expect((await miner.anki("notesInfo", { notes: [a] })).json().result[0].tags).toEqual(["verb::no"]);
    const card = (await miner.anki("cardsInfo", { cards: [a, 2 ** 31] })).json().result;
    expect(card[0]).toMatchObject({ cardId: a, note: a, deckName: "Two words", modelName: "Basic", queue: 0, type: 0 });
    expect(card[1]).toEqual({});
  });

  it("duplicates: across the learner's decks by default, within a deck with duplicateScope deck", async () => {
    const miner = await miningLearner(ctx, "First");
    await anotherDeck(miner, "Second");
    expect((await miner.anki("addNote", { note: basic("First", "犬") })).json().error).toBeNull();
    const again = async (options: Record<string, unknown>) =>
      (await miner.anki("canAddNotesWithErrorDetail", { notes: [basic("Second", "犬", { options })] })).json()
        .result[0];
    expect(await again({})).toEqual({ canAdd: false, error: "cannot create note because it is a duplicate" });
    expect(await again({ duplicateScope: "deck" })).toEqual({ canAdd: true });
    expect(await again({ duplicateScope: "deck", duplicateScopeOptions: { deckName: "First" } })).toMatchObject({
      canAdd: false,
    });
    expect(await again({ duplicateScope: "deck", duplicateScopeOptions: { checkChildren: "yes" } })).toEqual({
      canAdd: false,
      error: 'option parameter "duplicateScopeOptions.checkChildren" must be boolean',
    });
  });

  it("models, GUI and housekeeping actions answer AnkiConnect's shapes", async () => {
    const miner = await miningLearner(ctx);
    const result = async (action: string, params: Record<string, unknown> = {}) =>
      (await miner.anki(action, params)).json();
    const [word] = (await result("findModelsByName", { modelNames: ["Lexistep Word"] })).result;
    expect(word.flds.map((f: { name: string }) => f.name)).toContain("Sentence");
    expect((await result("findModelsByName", { modelNames: ["Cloze"] })).error).toBe("model was not found: Cloze");
    expect(await result("sync")).toEqual({ result: null, error: null });
    expect(await result("guiSelectedNotes")).toEqual({ result: [], error: null });
    expect((await result("guiEditNote", { note: 2 ** 31 })).error).toBe(`Note was not found: ${2 ** 31}`);
    expect((await result("getMediaDirPath")).error).toMatch(/storeMediaFile/);
    expect((await result("changeDeck", { cards: [], deck: "Nope" })).error).toMatch(/^deck was not found: Nope/);
  });
});

describe("bounds", () => {
  it("requests with no key are refused without counting: 30 of them never lock out the real key", async () => {
    const miner = await miningLearner(ctx, "Keyless", { ip: "198.51.100.40" });
    for (let i = 0; i < 30; i++) {
      const res = await ankiCall(ctx, { action: "deckNames", version: 6 }, "198.51.100.40");
      expect(res.json()).toEqual({ result: null, error: "valid api key must be provided" });
    }
    expect((await miner.anki("deckNames")).json()).toEqual({ result: ["Keyless"], error: null });
  });

  it("each action of a multi and each note of addNotes counts against the key's 600 a minute; 429 has Retry-After", async () => {
    const miner: Miner = await miningLearner(ctx, "Counted");
    const versions = (n: number) => ({ actions: Array.from({ length: n }, () => ({ action: "version" })) });
    expect((await miner.anki("multi", versions(250))).statusCode).toBe(200);
    expect((await miner.anki("multi", versions(250))).statusCode).toBe(200);
    const notes = Array.from({ length: 100 }, (_, i) => basic("Counted", `w${i}`));
    expect((await miner.anki("addNotes", { notes })).json().result).toHaveLength(100);
    const refused = await miner.anki("version");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ result: null, error: expect.stringMatching(/^too many requests/) });
  });

  it("a request worth more than a minute of actions, or too many ids, is refused with AnkiConnect's error", async () => {
    const miner = await miningLearner(ctx, "Big");
    const inner = { action: "addNotes", params: { notes: Array.from({ length: 10 }, () => ({})) } };
    const big = await miner.anki("multi", { actions: Array.from({ length: 61 }, () => inner) });
    expect(big.json()).toEqual({ result: null, error: expect.stringMatching(/^request does too much at once: 610/) });
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect((await miner.anki("notesInfo", { notes: ids })).json().error).toBe(
      "notesInfo() takes at most 1000 notes at once",
    );
    expect((await miner.anki("cardsInfo", { cards: ["x"] })).json().error).toMatch(/integer ids/);
  });

  it("text cut inside a surrogate pair and ids past 2^31 are answered, never a 5xx", async () => {
    const miner = await miningLearner(ctx, "Edges");
    const cut = `${"😀".repeat(300)}`;
    const lone =
      '{"action":"addNote","version":6,"key":"KEY","params":{"note":{"deckName":"Edges","modelName":"Basic","fields":{"Front":"a\\ud83d","Back":"b"},"tags":["\\udc00"]}}}';
    const res = await raw(lone.replace("KEY", miner.key), { "content-type": "application/json" });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().result).toBe("number");
    const long = await miner.anki("addNote", { note: { ...basic("Edges", "x"), fields: { Front: cut, Back: cut } } });
    expect(long.statusCode).toBe(200);
    expect(typeof long.json().result).toBe("number");
    expect((await miner.anki("notesInfo", { notes: [2 ** 31, 2 ** 40] })).json().result).toEqual([{}, {}]);
    const update = await miner.anki("updateNoteFields", { note: { id: 2 ** 31, fields: {} } });
    expect(update.json().error).toBe(`note was not found: ${2 ** 31}`);
  });
});
