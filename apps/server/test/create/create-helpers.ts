import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { reviewLogs, subDecks, userWordProgress, words } from "../../src/db/schema";
import { cookieCall, signUpMember, type TestContext } from "../test-app";

/** A registered, verified learner with a `call` that sends JSON (or a raw payload) with their cookie. */
export async function registeredClient(ctx: TestContext, name = "creator") {
  const { userId, cookie, username } = await signUpMember(ctx, name, "Lexistep-Create-42!");
  return { id: userId, username, cookie, call: cookieCall(ctx, cookie) };
}

export type Client = Awaited<ReturnType<typeof registeredClient>>;

/** A multipart/form-data body with one file and text fields, as a browser's FormData sends it. */
export function multipart(
  file: { name: string; bytes: Uint8Array; field?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lexistep${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file for import and waits until the import ends; the final status. */
export async function importFile(
  client: Client,
  file: { name: string; bytes: Uint8Array },
  mapping?: Record<string, unknown>,
) {
  const body = multipart(file, mapping ? { mapping: JSON.stringify(mapping) } : {});
  const started = await client.call("POST", "/api/me/imports", body.payload, body.headers);
  if (started.statusCode !== 202) throw new Error(`import refused: ${started.statusCode} ${started.body}`);
  return waitForImport(client, started.json().id);
}

export async function waitForImport(client: Client, id: string) {
  for (let i = 0; i < 600; i++) {
    const res = await client.call("GET", `/api/me/imports/${id}`);
    const status = res.json();
    if (status.status !== "running") return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
}

/** An own deck made through the editor's routes (`deck` as its create form sends it) holding `words`: the created deck. */
export async function ownDeckWithWords(
  client: { call: (method: "POST", url: string, payload: object) => Promise<LightMyRequestResponse> },
  deck: { name: string; termLanguage: string; translationLanguage: string; [field: string]: unknown },
  words: { term: string; translation: string; reading?: string | null }[],
) {
  const created = await client.call("POST", "/api/me/own-decks", deck);
  expect(created.statusCode, created.body).toBe(201);
  const made = created.json();
  const added = await client.call("POST", `/api/me/own-decks/${made.id}/words`, { words });
  expect(added.statusCode, added.body).toBe(201);
  return made as { id: string; sets: [{ id: string }] };
}

/**
 * The words of a learner's own deck with their memory of each (null where never studied), and all of the learner's
 * review logs. Each word's recognition (its production direction is never studied in these tests).
 */
export async function deckMemoryRows(ctx: TestContext, userId: string, deckId: string) {
  const db = ctx.database.db;
  const rows = await db
    .select({
      wordId: words.id,
      term: words.originalWord,
      state: userWordProgress.state,
      next: userWordProgress.nextReview,
      stability: userWordProgress.stability,
      difficulty: userWordProgress.difficulty,
    })
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .leftJoin(userWordProgress, and(eq(userWordProgress.itemId, words.id), eq(userWordProgress.userId, userId)))
    .where(eq(subDecks.ownDeckId, deckId));
  const logs = await db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId));
  return { rows, logs };
}
