import { expect } from "vitest";
import { type Client, registeredClient } from "./create/create-helpers";
import type { TestContext } from "./test-app";

/** A learner with an own deck and a connected tool's key, and `anki` to call `/ankiconnect` as a tool does. */
export async function miningLearner(ctx: TestContext, deckName = "Japanese mining", options: { ip?: string } = {}) {
  const client = await registeredClient(ctx, "miner");
  const deck = await client.call("POST", "/api/me/own-decks", {
    name: deckName,
    termLanguage: "ja",
    translationLanguage: "en",
    hasReading: true,
  });
  expect(deck.statusCode, deck.body).toBe(201);
  const made = await client.call("POST", "/api/me/connected-tools", { name: "Yomitan on my laptop" });
  expect(made.statusCode, made.body).toBe(201);
  const key: string = made.json().key;
  const anki = (action: string, params: Record<string, unknown> = {}, version = 6, withKey: string | null = key) =>
    ankiCall(ctx, { action, version, params, ...(withKey !== null ? { key: withKey } : {}) }, options.ip);
  return { client, deck: deck.json() as { id: string; name: string }, key, tool: made.json().tool, anki };
}

/** Another Japanese → English deck of the miner's, made as the Create tab makes one (the test fails unless it is). */
export async function anotherDeck(miner: Miner, name: string): Promise<{ id: string; name: string }> {
  const res = await miner.client.call("POST", "/api/me/own-decks", {
    name,
    termLanguage: "ja",
    translationLanguage: "en",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function ankiCall(
  ctx: TestContext,
  body: unknown,
  ip = "203.0.113.7",
  headers: Record<string, string> = {},
) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/ankiconnect",
    remoteAddress: ip,
    headers: { "content-type": "application/json", origin: "chrome-extension://yomitan", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
  return res;
}

/** A tiny file of the given size as base64 (what tools send in `data`). */
export function base64Of(bytes: number, fill = 7): string {
  return Buffer.alloc(bytes, fill).toString("base64");
}

export type Miner = Awaited<ReturnType<typeof miningLearner>>;
export type { Client };
