import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { appPerFile } from "./app-per-file";
import { createAppWithDecks, guestClient } from "./test-app";

const ctx = appPerFile(() => createAppWithDecks());

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

  it("a language's name finds every deck of it, past the usual 10 ('spanish': all five)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-decks-"));
    for (const language of ["spanish", "chinese"]) {
      fs.copyFileSync(
        path.resolve(import.meta.dirname, `../../../data/decks/${language}.json`),
        path.join(dir, `${language}.json`),
      );
    }
    await loadStarterContent(ctx.database.db, dir);
    const u = await guestClient(ctx);
    const spanish = (await u.call("GET", "/api/search?q=Spanish")).json().decks as { id: string }[];
    expect(spanish.map((d) => d.id)).toEqual([
      "spanish-core-1",
      "spanish-core-2",
      "spanish-core-3",
      "spanish-core-4",
      "spanish-core-5",
    ]);
    const chinese = (await u.call("GET", "/api/search?q=chinese")).json().decks as { languageId: string }[];
    expect(chinese.length).toBeGreaterThan(50);
    expect(chinese.every((d) => d.languageId === "chinese")).toBe(true);
    // A word that is no language's name keeps the short list.
    expect((await u.call("GET", "/api/search?q=hsk")).json().decks.length).toBeLessThanOrEqual(10);
  });

  it("treats % and _ as letters, needs two characters, and asks for a session", async () => {
    const u = await guestClient(ctx);
    expect((await u.call("GET", "/api/search?q=%25%25")).json()).toEqual({ decks: [], words: [] });
    expect((await u.call("GET", "/api/search?q=__")).json()).toEqual({ decks: [], words: [] });
    expect((await u.call("GET", "/api/search?q=a")).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/search?q=agua" })).statusCode).toBe(401);
  });
});
