import { learnedWord } from "@app/domain/test-support/session";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewLogs } from "../../src/db/schema";
import { appPerFile } from "../app-per-file";
import { sessionSave } from "../session-saves";
import { createAppWithDecks, guestClient } from "../test-app";
import { type Client, registeredClient } from "./create-helpers";

const now = new Date("2026-11-21T12:00:00Z");

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

const finnish = { name: "Finnish basics", termLanguage: "fi", translationLanguage: "en" };

async function newDeck(client: Client, input: Record<string, unknown> = finnish) {
  const res = await client.call("POST", "/api/me/own-decks", input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function lines(n: number, from = 1) {
  return Array.from({ length: n }, (_, i) => ({ term: `sana ${from + i}`, translation: `word ${from + i}` }));
}

describe("own decks", () => {
  it("creates a private deck with one set, in the owner's collection", async () => {
    const owner = await registeredClient(ctx);
    const deck = await newDeck(owner);
    expect(deck).toMatchObject({ name: "Finnish basics", visibility: "private", wordCount: 0, languageId: "finnish" });
    expect(deck.sets).toHaveLength(1);
    const mine = (await owner.call("GET", "/api/me/decks")).json().items;
    expect(mine.map((d: { subDeckId: string }) => d.subDeckId)).toContain(deck.sets[0].id);
    const list = (await owner.call("GET", "/api/me/own-decks")).json().items;
    expect(list).toEqual([expect.objectContaining({ id: deck.id, wordCount: 0 })]);
  });

  it("refuses guests with the spec's text", async () => {
    const guest = await guestClient(ctx);
    const res = await guest.call("POST", "/api/me/own-decks", finnish);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Create an account to use Create");
  });

  it("splits words into sets of 100 and moves progress when words move between sets", async () => {
    const owner = await registeredClient(ctx);
    const deck = await newDeck(owner);
    const added = await owner.call("POST", `/api/me/own-decks/${deck.id}/words`, { words: lines(230) });
    expect(added.statusCode, added.body).toBe(201);
    const full = (await owner.call("GET", `/api/me/own-decks/${deck.id}`)).json();
    expect(full.sets.map((s: { name: string; wordCount: number }) => [s.name, s.wordCount])).toEqual([
      ["Finnish basics · Part 1", 100],
      ["Finnish basics · Part 2", 100],
      ["Finnish basics · Part 3", 30],
    ]);
    // Every set is in the owner's collection and studies like a catalogue deck.
    const start = await owner.call("GET", `/api/me/study/learn-new/${full.sets[2].id}`);
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().words[0]).toMatchObject({ originalWord: "sana 201" });

    const page = (await owner.call("GET", `/api/me/own-decks/${deck.id}/words?limit=500`)).json();
    expect(page.total).toBe(230);
    const ids: number[] = page.items.map((w: { id: number }) => w.id);
    // Move the last word first: it lands in set 1 and the 100th word moves to set 2.
    const order = [ids[229]!, ...ids.slice(0, 229)];
    const put = await owner.call("PUT", `/api/me/own-decks/${deck.id}/order`, { wordIds: order });
    expect(put.statusCode, put.body).toBe(204);
    const after = (await owner.call("GET", `/api/me/own-decks/${deck.id}/words?limit=3`)).json();
    expect(after.items[0]).toMatchObject({ id: ids[229], term: "sana 230", setId: full.sets[0].id });

    const bad = await owner.call("PUT", `/api/me/own-decks/${deck.id}/order`, { wordIds: order.slice(1) });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps private decks private and lists only public ones", async () => {
    const owner = await registeredClient(ctx);
    const other = await registeredClient(ctx);
    const deck = await newDeck(owner, { ...finnish, name: "Hidden gems" });
    await owner.call("POST", `/api/me/own-decks/${deck.id}/words`, { words: lines(3) });
    const setId = deck.sets[0].id;
    for (const [method, url] of [
      ["GET", `/api/me/own-decks/${deck.id}`],
      ["GET", `/api/me/own-decks/${deck.id}/words`],
      ["GET", `/api/own-decks/${deck.id}`],
      ["GET", `/api/sub-decks/${setId}`],
      ["GET", `/api/sub-decks/${setId}/words`],
      ["GET", `/api/me/study/learn-new/${setId}`],
      ["GET", `/api/me/decks/${setId}/progress`],
    ] as const) {
      const res = await other.call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await other.call("POST", "/api/me/decks", { subDeckId: setId })).statusCode).toBe(404);
    expect((await other.call("POST", `/api/me/own-decks/${deck.id}/add`)).statusCode).toBe(404);
    expect((await other.call("PATCH", `/api/me/own-decks/${deck.id}`, { name: "Mine now" })).statusCode).toBe(404);
    expect((await other.call("DELETE", `/api/me/own-decks/${deck.id}`)).statusCode).toBe(404);

    // Unlisted: the link works, the list does not show it.
    await owner.call("PATCH", `/api/me/own-decks/${deck.id}`, { visibility: "unlisted" });
    expect((await other.call("GET", `/api/own-decks/${deck.id}`)).statusCode).toBe(200);
    const listed = async () =>
      (await other.call("GET", "/api/languages/finnish/sub-decks")).statusCode === 200
        ? (await other.call("GET", "/api/languages/finnish/sub-decks")).json().items.map((d: { id: string }) => d.id)
        : [];
    expect(await listed()).not.toContain(setId);
    await owner.call("PATCH", `/api/me/own-decks/${deck.id}`, { visibility: "public" });
    expect(await listed()).toContain(setId);
    const add = await other.call("POST", `/api/me/own-decks/${deck.id}/add`);
    expect(add.json()).toEqual({ added: 1 });
    expect(
      (await other.call("GET", "/api/me/decks")).json().items.map((d: { subDeckId: string }) => d.subDeckId),
    ).toContain(setId);
    // Made private again: the other learner can no longer study it, nor see it in their decks.
    await owner.call("PATCH", `/api/me/own-decks/${deck.id}`, { visibility: "private" });
    expect((await other.call("GET", `/api/me/study/learn-new/${setId}`)).statusCode).toBe(404);
    expect(
      (await other.call("GET", "/api/me/decks")).json().items.map((d: { subDeckId: string }) => d.subDeckId),
    ).not.toContain(setId);
  });

  it("a set that goes when the deck shrinks keeps every learner's sessions and review log", async () => {
    const owner = await registeredClient(ctx);
    const learner = await registeredClient(ctx);
    const deck = await newDeck(owner, { ...finnish, name: "Shrinking", visibility: "unlisted" });
    await owner.call("POST", `/api/me/own-decks/${deck.id}/words`, { words: lines(101) });
    await learner.call("POST", `/api/me/own-decks/${deck.id}/add`);
    const set2 = `${deck.id}-2`;
    const [last] = (await learner.call("GET", `/api/me/study/learn-new/${set2}`)).json().words;
    const answered = learnedWord(last.id, { responseTimes: [1.5, 1.4, 1.2, 1.1, 1] });
    const saved = await learner.call("POST", "/api/me/study-sessions", sessionSave(set2, [answered], now));
    expect(saved.statusCode, saved.body).toBe(200);
    const logs = async () =>
      (await ctx.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id))).length;
    const before = await logs();
    expect(before).toBeGreaterThan(0);
    // The first word goes: 100 words, one set; the second set goes with nothing of the learner's.
    const [first] = (await owner.call("GET", `/api/me/own-decks/${deck.id}/words?limit=1`)).json().items;
    expect((await owner.call("DELETE", `/api/me/own-decks/${deck.id}/words/${first.id}`)).statusCode).toBe(204);
    expect((await owner.call("GET", `/api/me/own-decks/${deck.id}`)).json().sets).toHaveLength(1);
    expect(await logs()).toBe(before);
    const progress = (await learner.call("GET", `/api/me/decks/${deck.id}-1/progress`)).json();
    expect(progress.progress.map((p: { wordId: number }) => p.wordId)).toContain(last.id);
  });

  it("edits a word in place and deletes words from every collection", async () => {
    const owner = await registeredClient(ctx);
    const deck = await newDeck(owner);
    const [word] = (await owner.call("POST", `/api/me/own-decks/${deck.id}/words`, { words: lines(2) })).json().items;
    const edited = await owner.call("PATCH", `/api/me/own-decks/${deck.id}/words/${word.id}`, {
      translation: "a word",
    });
    expect(edited.json()).toMatchObject({ id: word.id, term: "sana 1", translation: "a word" });
    expect((await owner.call("DELETE", `/api/me/own-decks/${deck.id}/words/${word.id}`)).statusCode).toBe(204);
    expect((await owner.call("DELETE", `/api/me/own-decks/${deck.id}/words/${word.id}`)).statusCode).toBe(404);
    expect((await owner.call("GET", `/api/me/own-decks/${deck.id}`)).json().wordCount).toBe(1);
  });
});
