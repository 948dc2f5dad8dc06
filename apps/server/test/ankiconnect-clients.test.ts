// Real clients against the AnkiConnect-compatible endpoint: yanki-connect's own code over HTTP (it posts to
// the server's root, with a header that makes browsers preflight), and the request sequences Yomitan and
// mpvacious send (fixtures/ankiconnect/client-sequences.ts says where each comes from), replayed in order.
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { YankiConnect } from "yanki-connect";
import { base64Of, type Miner, miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { fill, MPVACIOUS, type Step, YOMITAN } from "./fixtures/ankiconnect/client-sequences";
import { createTestApp } from "./test-app";

const now = new Date("2026-11-21T12:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

/** Sends each step as the tool does and answers the results (a step's answer may name the new note). */
async function replay(miner: Miner, steps: Step[], headers: Record<string, string>, innerKeys: boolean) {
  const answers: unknown[] = [];
  let noteId = 0;
  for (const step of steps) {
    const body: Step & { key: string } = {
      ...fill(step, { deck: miner.deck.name, noteId, audio: base64Of(900) }),
      key: miner.key,
    };
    if (innerKeys && Array.isArray(body.params?.actions)) {
      body.params.actions = body.params.actions.map((inner: object) => ({ ...inner, key: miner.key }));
    }
    const res = await ctx.app.inject({ method: "POST", url: "/ankiconnect", headers, payload: JSON.stringify(body) });
    expect(res.statusCode, `${step.action}: ${res.body}`).toBe(200);
    answers.push(res.json());
    if (step.action === "addNote") noteId = step.version === 2 ? res.json() : res.json().result;
  }
  return { answers, noteId };
}

describe("Yomitan's sequence (version 2, JSON, from an extension's origin)", () => {
  it("adds a word, finds it as a duplicate in its deck, reads it as note and card, shows and suspends it", async () => {
    const miner = await miningLearner(ctx, "Yomitan deck");
    const headers = {
      "content-type": "application/json",
      origin: "chrome-extension://likgccmbimhjbgkjambclfkhldnlhbnn",
    };
    const { answers, noteId } = await replay(miner, YOMITAN, headers, true);
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
    const { answers, noteId } = await replay(miner, MPVACIOUS, headers, false);
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

describe("yanki-connect (its own client code over HTTP, posting to the server's root)", () => {
  let base: URL;
  beforeAll(async () => {
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    base = new URL(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`);
  });

  it("lists decks, adds a note, finds it, reads it back and changes its deck", async () => {
    const miner = await miningLearner(ctx, "Yanki");
    const other = await miner.client.call("POST", "/api/me/own-decks", {
      name: "Yanki later",
      termLanguage: "ja",
      translationLanguage: "en",
    });
    expect(other.statusCode).toBe(201);
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
