import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { createTestApp, guestClient, type TestContext } from "./test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadStarterContent(ctx.database.db, path.join(import.meta.dirname, "fixtures/decks"));
});
afterAll(async () => {
  await ctx?.close();
});

describe("GET /api/search: decks and words of every language", () => {
  it("finds words by meaning and by term, exact matches first, with their deck", async () => {
    const u = await guestClient(ctx);
    const byMeaning = await u.call("GET", "/api/search?q=home");
    expect(byMeaning.statusCode).toBe(200);
    expect(byMeaning.json().words).toEqual([
      expect.objectContaining({
        originalWord: "casa",
        translation: "house; home",
        deck: expect.objectContaining({ id: "testish-basics-1", flagCode: "es" }),
      }),
    ]);
    const byTerm = await u.call("GET", "/api/search?q=AGUA");
    expect(byTerm.json().words.map((w: { originalWord: string }) => w.originalWord)).toEqual(["agua"]);
    const exactFirst = await u.call("GET", "/api/search?q=ho");
    expect(exactFirst.json().words.map((w: { originalWord: string }) => w.originalWord)).toEqual(
      expect.arrayContaining(["hola", "casa"]),
    );
  });

  it("finds decks by name and description", async () => {
    const u = await guestClient(ctx);
    const res = await u.call("GET", "/api/search?q=basics");
    expect(res.json().decks).toEqual([expect.objectContaining({ id: "testish-basics-1", wordCount: 5 })]);
    expect((await u.call("GET", "/api/search?q=five words")).json().decks).toHaveLength(1);
  });

  it("treats % and _ as letters, needs two characters, and asks for a session", async () => {
    const u = await guestClient(ctx);
    expect((await u.call("GET", "/api/search?q=%25%25")).json()).toEqual({ decks: [], words: [] });
    expect((await u.call("GET", "/api/search?q=__")).json()).toEqual({ decks: [], words: [] });
    expect((await u.call("GET", "/api/search?q=a")).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/search?q=agua" })).statusCode).toBe(401);
  });
});
