import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildLegacyCollection, type FixtureReview, zip } from "@app/import-reader/test-fixtures/build-anki";
import { afterAll, describe, expect, it } from "vitest";
import { startServer as startServerProcess } from "../server-process";
import { linkPath, readOutbox } from "../test-app";
import { multipart } from "./create-helpers";

const fixtures = path.join(import.meta.dirname, "../fixtures/decks");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A package big enough that its import runs for seconds: `notes` notes, ten reviews each. */
async function bigPackage(notes: number): Promise<Uint8Array> {
  const crt = 1_690_000_000;
  const revlog: FixtureReview[] = [];
  const cards = [];
  const rows = [];
  for (let i = 0; i < notes; i++) {
    const noteId = 1_690_000_000_000 + i;
    const cardId = 1_691_000_000_000 + i;
    rows.push({ id: noteId, guid: `kill-${i}`, mid: 1_600_000_000_001, fields: [`term ${i}`, `translation ${i}`] });
    cards.push({ id: cardId, nid: noteId, did: 1_700_000_000_001, ord: 0, type: 2, queue: 2, due: 600, ivl: 30 });
    let at = crt * 1000 + i * 1000;
    for (let r = 0; r < 10; r++) {
      at += 86_400_000 * (r + 1);
      revlog.push([at, cardId, 3, r + 1, r, 2500, 4000, r === 0 ? 0 : 1]);
    }
  }
  const collection = buildLegacyCollection({
    crt,
    decks: [
      { id: 1, name: "Default" },
      { id: 1_700_000_000_001, name: "Interrupted" },
    ],
    noteTypes: [{ id: 1_600_000_000_001, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] }],
    notes: rows,
    cards,
    revlog,
  });
  return zip({ "collection.anki2": collection, media: "{}" });
}

/** The server as the operator runs it, on `dataDir`; `call` sends our origin and the learner's cookie. */
async function serverOn(dataDir: string) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const proc = startServerProcess(
    {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      STARTER_DATA_DIR: fixtures,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: origin,
      CAPTCHA: "off",
    },
    children,
    120_000,
  );
  await proc.waitFor("Lexistep is listening");
  const call = (url: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      ...init,
      redirect: "manual",
      headers: { origin, ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers ?? {}) },
    });
  return { proc, call };
}

type Server = Awaited<ReturnType<typeof serverOn>>;

async function signUp(server: Server, dataDir: string): Promise<string> {
  const email = "interrupted@example.org";
  const signup = await server.call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username: "interrupted",
      email,
      password: "Lexistep-Kill-42!",
      confirmPassword: "Lexistep-Kill-42!",
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(200);
  const link = readOutbox(dataDir)
    .find((m) => m.to === email)
    ?.links.find((l) => l.includes("/verify-email"));
  const verify = await server.call(linkPath(link!));
  return verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function startImport(server: Server, cookie: string, bytes: Uint8Array) {
  const mapping = { term: 0, translation: 1, termLanguage: "fi", translationLanguage: "en" };
  const body = multipart({ name: "big.apkg", bytes }, { mapping: JSON.stringify(mapping) });
  return server.call("/api/me/imports", { method: "POST", cookie, headers: body.headers, body: body.payload });
}

interface ImportStatus {
  status: string;
  error: { message: string } | null;
}

async function statusOf(server: Server, cookie: string, id: string): Promise<ImportStatus> {
  return (await (await server.call(`/api/me/imports/${id}`, { cookie })).json()) as ImportStatus;
}

async function ownDecksOf(server: Server, cookie: string): Promise<{ wordCount?: number }[]> {
  return ((await (await server.call("/api/me/own-decks", { cookie })).json()) as { items: { wordCount?: number }[] })
    .items;
}

describe("an import killed midway (kill -9) and the server started again", () => {
  it("reads failed, a new import starts at once, and no deck is half-made", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-kill9-"));
    const bytes = await bigPackage(5000);
    const first = await serverOn(dataDir);
    const cookie = await signUp(first, dataDir);
    const started = await startImport(first, cookie, bytes);
    expect(started.status, await started.clone().text()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    // Midway: the import has been running for a while and is not done.
    await new Promise((r) => setTimeout(r, 700));
    expect((await statusOf(first, cookie, id)).status).toBe("running");
    first.proc.child.kill("SIGKILL");
    await first.proc.exited;

    const second = await serverOn(dataDir);
    const after = await statusOf(second, cookie, id);
    expect(after.status).toBe("failed");
    expect(after.error?.message).toBe("The import was interrupted. Nothing was saved; start it again.");
    // What it wrote is undone in the background, a batch at a time, while the server answers.
    let decks = await ownDecksOf(second, cookie);
    for (let i = 0; i < 300 && decks.length > 0; i++) {
      const health = await second.call("/api/health");
      expect(health.status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      decks = await ownDecksOf(second, cookie);
    }
    expect(decks).toEqual([]);

    // A new import is accepted at once (no 409 for a run that no longer exists) and finishes.
    const again = await startImport(second, cookie, bytes);
    expect(again.status, await again.clone().text()).toBe(202);
    const againId = ((await again.json()) as { id: string }).id;
    let status = await statusOf(second, cookie, againId);
    for (let i = 0; i < 600 && status.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = await statusOf(second, cookie, againId);
    }
    expect(status.status, JSON.stringify(status)).toBe("done");
    expect(await ownDecksOf(second, cookie)).toHaveLength(1);
    second.proc.child.kill("SIGTERM");
    await second.proc.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 300_000);
});
