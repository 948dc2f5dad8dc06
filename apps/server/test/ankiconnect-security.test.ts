// Keys and bad input at the AnkiConnect-compatible endpoint: AnkiConnect's error shapes, nothing half-stored,
// one learner's key never reaching another's decks, a revoked key refused at once, wrong keys counted per address.
import { beforeAll, describe, expect, it } from "vitest";
import { ankiCall, base64Of, type Miner, miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { createTestApp, guestClient, TEST_ORIGIN } from "./test-app";

let now = new Date("2026-11-21T12:00:00Z");

const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

const note = (
  deckName: string,
  fields: Record<string, string> = { Front: "hola", Back: "hello" },
  modelName = "Basic",
) => ({
  deckName,
  modelName,
  fields,
});
const refused = { result: null, error: "valid api key must be provided" };

async function wordCount(miner: Miner): Promise<number> {
  return (await miner.client.call("GET", `/api/me/own-decks/${miner.deck.id}/words`)).json().total;
}

describe("keys", () => {
  it("a wrong or missing key answers AnkiConnect's permission error; the key is shown once, stored hashed", async () => {
    const miner = await miningLearner(ctx);
    expect(miner.key).toMatch(/^lx_[A-Za-z0-9_-]{43}$/);
    expect((await miner.anki("deckNames", {}, 6, "lx_wrong")).json()).toEqual(refused);
    expect((await miner.anki("deckNames", {}, 6, null)).json()).toEqual(refused);
    const list = (await miner.client.call("GET", "/api/me/connected-tools")).json().items;
    expect(list).toEqual([expect.objectContaining({ name: "Yomitan on my laptop", prefix: miner.key.slice(0, 8) })]);
    expect(JSON.stringify(list)).not.toContain(miner.key);
    await miner.anki("version");
    const used = (await miner.client.call("GET", "/api/me/connected-tools")).json().items[0];
    expect(used.lastUsedAt).toBe(now.toISOString());
  });

  it("a revoked key is refused at once", async () => {
    const miner = await miningLearner(ctx);
    expect((await miner.anki("deckNames")).json().error).toBeNull();
    const revoked = await miner.client.call("DELETE", `/api/me/connected-tools/${miner.tool.id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await miner.anki("deckNames")).json()).toEqual(refused);
    expect((await miner.client.call("DELETE", `/api/me/connected-tools/${miner.tool.id}`)).statusCode).toBe(404);
  });

  it("another learner's key never reaches this learner's decks or words", async () => {
    const alice = await miningLearner(ctx, "Alice deck");
    const bob = await miningLearner(ctx, "Bob deck");
    const aliceWord = (await alice.anki("addNote", { note: note("Alice deck") })).json().result;
    expect(typeof aliceWord).toBe("number");
    expect((await bob.anki("deckNames")).json().result).toEqual(["Bob deck"]);
    expect((await bob.anki("addNote", { note: note("Alice deck") })).json()).toEqual({
      result: null,
      error: "deck was not found: Alice deck",
    });
    expect((await bob.anki("findNotes", { query: `nid:${aliceWord}` })).json().result).toEqual([]);
    expect((await bob.anki("findNotes", { query: "deck:*" })).json().result).toEqual([]);
    expect((await bob.anki("notesInfo", { notes: [aliceWord] })).json().result).toEqual([{}]);
    const update = await bob.anki("updateNoteFields", { note: { id: aliceWord, fields: { Back: "pwned" } } });
    expect(update.json()).toEqual({ result: null, error: `note was not found: ${aliceWord}` });
    expect((await alice.anki("notesInfo", { notes: [aliceWord] })).json().result[0].fields.Back.value).toBe("hello");
  });

  it("wrong keys are counted per address and key prefix: past 20 in ten minutes that prefix is refused there", async () => {
    const miner = await miningLearner(ctx);
    const ip = "198.51.100.20";
    for (let i = 0; i < 20; i++)
      expect((await ankiCall(ctx, { action: "version", key: `lx_guess${i}` }, ip)).statusCode).toBe(200);
    const blocked = await ankiCall(ctx, { action: "version", key: "lx_guess21" }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^too many requests: try again in/);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // A stranger's guesses never lock out the learner's real key, from the same address or another.
    expect((await ankiCall(ctx, { action: "version", version: 6, key: miner.key }, ip)).json()).toEqual({
      result: 6,
      error: null,
    });
    // Guesses that start like the real key lock it out from that address alone.
    const like = `${miner.key.slice(0, 8)}wrong`;
    for (let i = 0; i < 21; i++) await ankiCall(ctx, { action: "version", key: `${like}${i}` }, ip);
    expect((await ankiCall(ctx, { action: "version", version: 6, key: miner.key }, ip)).statusCode).toBe(429);
    expect((await ankiCall(ctx, { action: "version", version: 6, key: miner.key }, "198.51.100.21")).json()).toEqual({
      result: 6,
      error: null,
    });
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await ankiCall(ctx, { action: "version", version: 6, key: miner.key }, ip)).statusCode).toBe(200);
  });

  it("keys are for accounts: guests are refused, and the key routes check the Origin as other /api/me routes", async () => {
    const guest = await guestClient(ctx);
    expect((await guest.call("POST", "/api/me/connected-tools", { name: "x" })).statusCode).toBe(403);
    const miner = await miningLearner(ctx);
    const noOrigin = await ctx.app.inject({
      method: "POST",
      url: "/api/me/connected-tools",
      headers: { cookie: miner.client.cookie, "content-type": "application/json" },
      payload: { name: "forged" },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await miner.client.call("POST", "/api/me/connected-tools", { name: " " })).statusCode).toBe(400);
    // The endpoint itself reads no cookie: a session without a key is refused.
    const withCookie = await ankiCall(ctx, { action: "deckNames" }, undefined, {
      cookie: miner.client.cookie,
      origin: TEST_ORIGIN,
    });
    expect(withCookie.json()).toEqual(refused);
  });
});

describe("bad input", () => {
  let miner: Miner;
  beforeAll(async () => {
    miner = await miningLearner(ctx, "Spanish mining");
  });

  it("a body over 20 MB is refused with an AnkiConnect-style error", async () => {
    const res = await ankiCall(ctx, {
      action: "storeMediaFile",
      key: miner.key,
      version: 6,
      params: { filename: "big.mp3", data: "A".repeat(21 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: null, error: "request body is larger than 20 MB" });
  });

  it("media: over 5 MB, a url, an unsafe name or an unknown type are refused, and nothing is stored", async () => {
    const store = async (params: Record<string, unknown>) => (await miner.anki("storeMediaFile", params)).json();
    expect(await store({ filename: "big.mp3", data: base64Of(5 * 1024 * 1024 + 1) })).toEqual({
      result: null,
      error: "media file is larger than 5 MB",
    });
    expect((await store({ filename: "a.mp3", url: "http://192.168.1.1/a.mp3" })).error).toMatch(
      /only "data" is accepted/,
    );
    expect((await store({ filename: "../a.mp3", data: base64Of(10) })).error).toMatch(/not a plain file name/);
    expect((await store({ filename: "a.exe", data: base64Of(10) })).error).toMatch(/not supported/);
    expect((await store({ filename: "a.mp3", data: "!!!" })).error).toBe("data is not valid base64");
    expect((await store({ data: base64Of(10) })).error).toBe("storeMediaFile() missing required argument: 'filename'");
    // A note naming the refused file gets no recording.
    const id = (
      await miner.anki("addNote", { note: note("Spanish mining", { Front: "grande", Back: "big [sound:big.mp3]" }) })
    ).json().result;
    const words = (await miner.client.call("GET", `/api/me/own-decks/${miner.deck.id}/words`)).json().items;
    expect(words.find((w: { id: number }) => w.id === id).hasAudio).toBe(false);
  });

  it("an unknown deck or model, or missing fields: AnkiConnect's errors, nothing half-stored", async () => {
    const before = await wordCount(miner);
    const add = async (n: unknown) => (await miner.anki("addNote", { note: n })).json();
    expect(await add(note("Nope"))).toEqual({ result: null, error: "deck was not found: Nope" });
    expect(await add(note("Spanish mining", { Front: "x", Back: "y" }, "Cloze"))).toEqual({
      result: null,
      error: "model was not found: Cloze",
    });
    expect(await add(note("Spanish mining", { Front: "", Back: "y" }))).toEqual({
      result: null,
      error: "cannot create note because it is empty",
    });
    expect(await add(note("Spanish mining", { Word: "perro" }, "Lexistep Word"))).toEqual({
      result: null,
      error: 'cannot create note because the field "Meaning" is empty',
    });
    expect((await miner.anki("addNote", {})).json()).toEqual({
      result: null,
      error: "addNote() missing required argument: 'note'",
    });
    const withMedia = { ...note("Nope"), audio: [{ filename: "x.mp3", data: base64Of(10), fields: ["Front"] }] };
    expect((await add(withMedia)).error).toBe("deck was not found: Nope");
    expect(await wordCount(miner)).toBe(before);
  });

  it("HTML is reduced to safe text as imports do", async () => {
    const fields = { Front: '<b onclick="x()">gato</b><script>alert(1)</script>', Back: "cat<br>&amp; kitten" };
    const id = (await miner.anki("addNote", { note: note("Spanish mining", fields) })).json().result;
    const info = (await miner.anki("notesInfo", { notes: [id] })).json().result[0];
    expect(info.fields.Front.value).toBe("gato");
    expect(info.fields.Back.value).toBe("cat\n& kitten");
  });

  it("multi is bounded: 250 actions answered, 251 refused; no multi inside multi; not JSON is an error", async () => {
    const many = (n: number) => Array.from({ length: n }, () => ({ action: "version" }));
    const ok = await miner.anki("multi", { actions: many(250) });
    expect(ok.json().result).toHaveLength(250);
    expect((await miner.anki("multi", { actions: many(251) })).json()).toEqual({
      result: null,
      error: "multi() takes at most 250 actions",
    });
    const nested = await miner.anki("multi", { actions: [{ action: "multi", params: { actions: [] } }] });
    expect(nested.json().result).toEqual([{ result: null, error: "multi cannot contain multi" }]);
    const garbage = await ankiCall(ctx, "{not json", undefined);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ result: null, error: expect.any(String) });
  });
});
