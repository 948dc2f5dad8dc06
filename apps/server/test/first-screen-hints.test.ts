import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { WORDS_PER_FETCH } from "@app/domain/decks/constants";
import { afterAll, describe, expect, it } from "vitest";
import { loadFirstScreenHints } from "../src/http/first-screen-hints";
import { createTestApp } from "./test-app";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-hints-"));
fs.mkdirSync(path.join(dir, ".vite"));
// The shape of Vite's build manifest: the entry, a screen, and the chunks they import.
fs.writeFileSync(
  path.join(dir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js", "_api-1.js"] },
    "_react-1.js": { file: "assets/react-1.js" },
    "_api-1.js": { file: "assets/api-1.js" },
    "_card-1.js": { file: "assets/card-1.js", imports: ["_react-1.js"] },
    "src/features/home/components/HomeSections.tsx": {
      file: "assets/HomeSections-1.js",
      imports: ["index.html", "_card-1.js", "_api-1.js"],
    },
    "src/features/study/components/StudyScreen.tsx": { file: "assets/StudyScreen-1.js", imports: ["index.html"] },
  }),
);
fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Lexistep</title><div id=root></div>");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("first-screen hints", () => {
  const hintsFor = loadFirstScreenHints(dir);

  it("names the screen's chunks the entry does not load, and its first data", () => {
    expect(hintsFor("/home")).toBe(
      "</assets/HomeSections-1.js>; rel=modulepreload, </assets/card-1.js>; rel=modulepreload, " +
        "</api/me/decks>; rel=preload; as=fetch; crossorigin=anonymous, " +
        "</api/me/daily-goals>; rel=preload; as=fetch; crossorigin=anonymous, " +
        "</api/updates>; rel=preload; as=fetch; crossorigin=anonymous",
    );
  });

  it("asks for the session a study page reads, with the URL the app uses; Time Rush reads none", () => {
    const hints = hintsFor("/study/need-review/spanish-core-1") ?? "";
    expect(hints).toContain("</assets/StudyScreen-1.js>; rel=modulepreload");
    expect(hints).toContain("</api/me/study/need-review/spanish-core-1>; rel=preload");
    expect(hints).toContain("</api/me/fsrs-settings>; rel=preload");
    expect(hintsFor("/study/time-rush/spanish-core-1")).not.toContain("/api/");
    expect(hintsFor("/study/no-such-mode/spanish-core-1")).not.toContain("/api/");
  });

  it("gives no hint for other pages, a screen the build lacks, or an id that is not a plain slug", () => {
    expect(hintsFor("/")).toBeNull();
    expect(hintsFor("/home", "?tab=stats")).toBeNull();
    expect(hintsFor("/home", "?tab=home")).toContain("HomeSections");
    expect(hintsFor("/settings")).toBeNull();
    expect(hintsFor("/decks/spanish-core-1")).toBeNull(); // no DeckPage in this manifest
    expect(hintsFor("/study/review/a%0d%0aSet-Cookie:x")).toBeNull();
    expect(hintsFor("/decks/shared")).toBeNull();
  });

  it("uses the deck page's own word-page size", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, ".vite", "manifest.json"), "utf8"));
    manifest["src/features/decks/components/DeckPage.tsx"] = { file: "assets/DeckPage-1.js" };
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-hints-"));
    fs.mkdirSync(path.join(other, ".vite"));
    fs.writeFileSync(path.join(other, ".vite", "manifest.json"), JSON.stringify(manifest));
    expect(loadFirstScreenHints(other)("/decks/spanish-core-1")).toContain(
      `</api/sub-decks/spanish-core-1/words?offset=0&limit=${WORDS_PER_FETCH}>; rel=preload`,
    );
    fs.rmSync(other, { recursive: true, force: true });
  });

  it("without a build manifest, pages load as before", () => {
    expect(loadFirstScreenHints(path.join(dir, "missing"))("/home")).toBeNull();
  });

  it("a page navigation answers with them; another tab of Home, the API or a file does not", async () => {
    const ctx = await createTestApp({ WEB_DIST_DIR: dir });
    try {
      const page = (url: string) =>
        ctx.app.inject({ method: "GET", url, headers: { accept: "text/html,application/xhtml+xml" } });
      const home = await page("/home");
      expect(home.statusCode).toBe(200);
      expect(home.headers.link).toContain("</assets/HomeSections-1.js>; rel=modulepreload");
      expect((await page("/home?tab=stats")).headers.link).toBeUndefined();
      expect((await page("/")).headers.link).toBeUndefined();
      const api = await ctx.app.inject({ method: "GET", url: "/api/health" });
      expect(api.headers.link).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
