// The operator hides and shows learners' shared decks: through the command line (a child process that finds
// this test's server through DATA_DIR, as it does a running server's) and through the token-guarded routes.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, type DataDirLock } from "../../src/db/data-dir-lock";
import { writeServerAddress } from "../../src/lib/secrets";
import { operatorEnv, runCli as runCliIn } from "../server-process";
import { adminInject, createTestApp, type TestContext } from "../test-app";
import { type Client, ownDeckWithWords, registeredClient } from "./create-helpers";

const now = new Date("2026-03-10T09:00:00Z");

let ctx: TestContext;
let token: string;
let lock: DataDirLock | undefined;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  token = JSON.parse(fs.readFileSync(path.join(ctx.dataDir, "secrets.json"), "utf8")).adminToken;
  // Look like a running server on this DATA_DIR: listening, holding the lock, with its address on file.
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = ctx.app.server.address() as AddressInfo;
  lock = acquireDataDirLock(ctx.dataDir);
  writeServerAddress(ctx.dataDir, { url: `http://127.0.0.1:${port}`, pid: process.pid });
});
afterAll(async () => {
  lock?.release();
  await ctx?.close();
});

/** `npm run admin -- …` as the operator runs it, knowing only DATA_DIR. */
const runCli = (args: string[]) => runCliIn(args, operatorEnv(ctx.dataDir));

function admin(method: "GET" | "POST", url: string, payload?: unknown, adminToken: string | null = token) {
  return adminInject(ctx, adminToken, method, url, payload);
}

async function sharedDeck(owner: Client, name: string, visibility: "public" | "unlisted" | "private" = "public") {
  const deck = await ownDeckWithWords(owner, { name, termLanguage: "fi", translationLanguage: "en", visibility }, [
    { term: "kissa", translation: "cat" },
    { term: "koira", translation: "dog" },
  ]);
  return { id: deck.id as string, setId: deck.sets[0].id as string };
}

/** What another learner can reach of a deck: listed in Explore, its link, its set, studying it. */
async function seenBy(client: Client, deck: { id: string; setId: string }) {
  const explore = await client.call("GET", "/api/languages/finnish/sub-decks");
  const listed = explore.statusCode === 200 && explore.json().items.some((d: { id: string }) => d.id === deck.setId);
  return {
    listed,
    link: (await client.call("GET", `/api/own-decks/${deck.id}`)).statusCode,
    set: (await client.call("GET", `/api/sub-decks/${deck.setId}`)).statusCode,
    study: (await client.call("GET", `/api/me/study/learn-new/${deck.setId}`)).statusCode,
  };
}

async function ownSummary(owner: Client, deckId: string) {
  const list = (await owner.call("GET", "/api/me/own-decks")).json().items as { id: string; hidden: boolean }[];
  return list.find((d) => d.id === deckId);
}

describe("decks:list, decks:hide and decks:show on the command line", () => {
  it("hides a public deck from everyone but its owner, and shows it again", async () => {
    const owner = await registeredClient(ctx, "author");
    const other = await registeredClient(ctx, "reader");
    const deck = await sharedDeck(owner, "Cats and dogs");
    const secret = await sharedDeck(owner, "Only mine", "private");
    // The other learner found the deck in Explore and added it before it was hidden.
    expect((await other.call("POST", `/api/me/own-decks/${deck.id}/add`)).json()).toEqual({ added: 1 });
    const visible = { listed: true, link: 200, set: 200, study: 200 };
    expect(await seenBy(other, deck)).toEqual(visible);

    const listed = await runCli(["decks:list"]);
    expect(listed.code, listed.stderr).toBe(0);
    const line = listed.stdout.split("\n").find((l) => l.startsWith(deck.id));
    expect(line).toMatch(new RegExp(`^${deck.id} {2}public {3}\\s+Cats and dogs {2}\\(by ${owner.username}\\)$`));
    expect(listed.stdout).not.toContain(secret.id);

    const hidden = await runCli(["decks:hide", deck.id]);
    expect(hidden.code, hidden.stderr).toBe(0);
    expect(hidden.stdout).toBe(`Deck ${deck.id} is hidden.\n`);
    expect(await seenBy(other, deck)).toEqual({ listed: false, link: 404, set: 404, study: 404 });
    expect((await other.call("POST", `/api/me/own-decks/${deck.id}/add`)).statusCode).toBe(404);
    const search = await other.call("GET", `/api/search?q=${encodeURIComponent("Cats and dogs")}`);
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain(deck.setId);
    // Its owner still has it, marked hidden, and can still open and study it.
    expect(await ownSummary(owner, deck.id)).toMatchObject({ hidden: true });
    expect((await owner.call("GET", `/api/own-decks/${deck.id}`)).statusCode).toBe(200);
    expect((await owner.call("GET", `/api/me/study/learn-new/${deck.setId}`)).statusCode).toBe(200);
    expect((await runCli(["decks:list"])).stdout).toMatch(
      new RegExp(`^${deck.id} {2}public {3}HIDDEN {2}Cats and dogs`, "m"),
    );

    const shown = await runCli(["decks:show", deck.id]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toBe(`Deck ${deck.id} is shown again.\n`);
    expect(await seenBy(other, deck)).toEqual(visible);
    expect(await ownSummary(owner, deck.id)).toMatchObject({ hidden: false });

    const unknown = await runCli(["decks:hide", "own-nosuchdeck1"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No deck with id own-nosuchdeck1.");
    const badId = await runCli(["decks:hide", "Not/An/Id"]);
    expect(badId.code).toBe(2);
    expect(badId.stderr).toContain("decks:hide needs a deck id (see decks:list).");
  }, 120_000);
});

describe("the operator's deck routes", () => {
  it("list shared decks only; hide and show by id; refuse unknown ids, bad bodies and missing tokens", async () => {
    const owner = await registeredClient(ctx, "maker");
    const other = await registeredClient(ctx, "viewer");
    const unlisted = await sharedDeck(owner, "By link only", "unlisted");
    const secret = await sharedDeck(owner, "Nobody else's", "private");

    const list = await admin("GET", "/api/admin/decks");
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: string; visibility: string; hidden: boolean; name: string; author: string }[];
    expect(rows.find((d) => d.id === unlisted.id)).toMatchObject({
      name: "By link only",
      visibility: "unlisted",
      hidden: false,
      author: owner.username,
    });
    expect(rows.some((d) => d.id === secret.id)).toBe(false);

    expect((await other.call("GET", `/api/own-decks/${unlisted.id}`)).statusCode).toBe(200);
    const hide = await admin("POST", `/api/admin/decks/${unlisted.id}/hidden`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ ok: true });
    expect((await other.call("GET", `/api/own-decks/${unlisted.id}`)).statusCode).toBe(404);
    expect(await ownSummary(owner, unlisted.id)).toMatchObject({ hidden: true });
    // Made public while hidden, it stays out of sight until shown.
    await owner.call("PATCH", `/api/me/own-decks/${unlisted.id}`, { visibility: "public" });
    expect(await seenBy(other, unlisted)).toMatchObject({ listed: false, link: 404, set: 404 });

    expect((await admin("POST", `/api/admin/decks/${unlisted.id}/hidden`, { hidden: false })).statusCode).toBe(200);
    expect(await seenBy(other, unlisted)).toMatchObject({ listed: true, link: 200, set: 200 });

    const ghost = await admin("POST", "/api/admin/decks/own-ghost/hidden", { hidden: true });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().error.message).toBe("No deck with id own-ghost.");
    expect((await admin("POST", `/api/admin/decks/${unlisted.id}/hidden`, { hidden: "yes" })).statusCode).toBe(400);
    expect((await admin("POST", `/api/admin/decks/${unlisted.id}/hidden`, {})).statusCode).toBe(400);
    expect((await admin("POST", "/api/admin/decks/NOT_AN_ID/hidden", { hidden: true })).statusCode).toBe(400);

    // Without the token (or with a learner's session) the routes do not exist, and nothing changes.
    for (const t of [null, "", `${token}x`]) {
      expect((await admin("GET", "/api/admin/decks", undefined, t)).statusCode).toBe(404);
      expect((await admin("POST", `/api/admin/decks/${unlisted.id}/hidden`, { hidden: true }, t)).statusCode).toBe(404);
    }
    expect((await owner.call("POST", `/api/admin/decks/${unlisted.id}/hidden`, { hidden: true })).statusCode).toBe(404);
    expect(await ownSummary(owner, unlisted.id)).toMatchObject({ hidden: false });
  });
});
