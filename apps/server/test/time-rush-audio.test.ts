import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioCache, failedAudioEntries, timeRushScores, userActivity, userDecks, userInfo } from "../src/db/schema";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { knownWordsSession } from "./session-saves";
import { createTestApp, guestClient, type TestContext } from "./test-app";

const hasEspeak = (() => {
  try {
    execFileSync("espeak-ng", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

let ctx: TestContext;
let now = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now, espeak: hasEspeak });
  await loadStarterContent(ctx.database.db, path.join(import.meta.dirname, "fixtures/decks"));
  await loadStarterContent(ctx.database.db, path.resolve(import.meta.dirname, "../../../data/decks"));
});
afterAll(async () => {
  await ctx?.close();
});

/** A guest with the deck and its words marked known: Time Rush starts once 5 words are learned. */
async function newUser() {
  const u = await guestClient(ctx);
  await u.call("POST", "/api/me/decks", { subDeckId: DECK });
  const start = (await u.call("GET", `/api/me/study/learn-new/${DECK}`)).json();
  const ids = start.words.map((w: { id: number }) => w.id);
  const known = await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, ids, now, 60));
  expect(known.statusCode, known.body).toBe(200);
  return u;
}

describe("Time Rush scores", () => {
  it("keeps only the best, counts games, and refuses impossible scores", async () => {
    const u = await newUser();
    const play = async (seconds: number, score: number) => {
      const game = (await u.call("POST", `/api/me/time-rush/${DECK}/games`)).json();
      now = new Date(now.getTime() + seconds * 1000);
      return u.call("POST", `/api/me/time-rush/games/${game.gameId}/score`, { score });
    };
    const first = await play(30, 12);
    expect(first.json()).toMatchObject({ success: true, isNewBest: true, bestScore: 12, gamesPlayed: 1 });
    const lower = await play(20, 7);
    expect(lower.json()).toMatchObject({ isNewBest: false, bestScore: 12, gamesPlayed: 2 });
    const impossible = await play(2, 40); // 40 answers in 2 seconds
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().error.message).toBe("This score is not possible in the time played.");
    const [row] = await ctx.database.db
      .select()
      .from(timeRushScores)
      .where(and(eq(timeRushScores.userId, u.id), eq(timeRushScores.subDeckId, DECK)));
    expect(row).toMatchObject({ bestScore: 12, gamesPlayed: 2 });
    const [entry] = await ctx.database.db.select().from(userDecks).where(eq(userDecks.userId, u.id));
    expect(entry?.timeRushBestScore).toBe(12);
    expect((await u.call("GET", `/api/me/time-rush/${DECK}`)).json()).toMatchObject({ bestScore: 12, gamesPlayed: 2 });
  });

  it("saves a game's score once; another user's game can't be scored", async () => {
    const a = await newUser();
    const b = await newUser();
    const game = (await a.call("POST", `/api/me/time-rush/${DECK}/games`)).json();
    now = new Date(now.getTime() + 20_000);
    const saved = (await a.call("POST", `/api/me/time-rush/games/${game.gameId}/score`, { score: 5 })).json();
    const again = await a.call("POST", `/api/me/time-rush/games/${game.gameId}/score`, { score: 5 });
    expect(again.json()).toEqual(saved);
    expect((await a.call("POST", `/api/me/time-rush/games/${game.gameId}/score`, { score: 6 })).statusCode).toBe(409);
    expect((await b.call("POST", `/api/me/time-rush/games/${game.gameId}/score`, { score: 5 })).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(timeRushScores).where(eq(timeRushScores.userId, a.id));
    expect(row?.gamesPlayed).toBe(1);
  });
});

describe("Time Rush counts as studying", () => {
  it("a game played is the day's activity and keeps the streak; saving it twice counts once", async () => {
    const u = await newUser();
    await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    const play = async (seconds: number, score: number) => {
      const game = (await u.call("POST", `/api/me/time-rush/${DECK}/games`)).json();
      now = new Date(now.getTime() + seconds * 1000);
      const saved = await u.call("POST", `/api/me/time-rush/games/${game.gameId}/score`, { score });
      expect(saved.statusCode, saved.body).toBe(200);
      return game.gameId as string;
    };
    const info = async () => (await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, u.id)))[0]!;
    const days = () =>
      ctx.database.db
        .select({ day: userActivity.day, time: userActivity.dailyStudyTime, learned: userActivity.dailyLearned })
        .from(userActivity)
        .where(eq(userActivity.userId, u.id))
        .orderBy(userActivity.day);

    // The words Time Rush needs were learned ten days before (newUser): the game's day stands alone.
    const before = await info();
    now = new Date("2026-12-01T12:00:00Z");
    const first = await play(40, 8);
    // Saved again (a retry): nothing is added twice.
    await u.call("POST", `/api/me/time-rush/games/${first}/score`, { score: 8 });
    expect((await days()).filter((d) => d.day >= "2026-12-01")).toEqual([{ day: "2026-12-01", time: 40, learned: 0 }]);
    expect(await info()).toMatchObject({
      currentStreak: 1,
      totalStudyTime: before.totalStudyTime + 40,
      lastStreakUpdate: "2026-12-01",
    });

    now = new Date("2026-12-02T12:00:00Z");
    // The game was left open for an hour: only what a game with this score can last is counted.
    await play(3600, 2);
    expect((await days()).at(-1)).toEqual({ day: "2026-12-02", time: 36, learned: 0 });
    expect(await info()).toMatchObject({ currentStreak: 2, topStreak: 2, lastStreakUpdate: "2026-12-02" });
  });
});

describe("GET /api/audios", () => {
  it("returns a shipped Mandarin recording first", async () => {
    const u = await newUser();
    const list = (await u.call("GET", `/api/audios?language=zh&value=${encodeURIComponent("爱")}`)).json();
    expect(list).toEqual([
      {
        id: expect.any(String),
        language: "zh",
        word: "爱",
        link: `/audio/recorded/cmn/${encodeURIComponent("爱")}.mp3`,
      },
    ]);
    const file = await ctx.app.inject({ method: "GET", url: list[0].link });
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toContain("max-age=31536000");
    expect(file.rawPayload.length).toBeGreaterThan(1000);
  });

  it.skipIf(!hasEspeak)("synthesises a catalogue word once with espeak-ng and remembers it", async () => {
    const u = await newUser();
    const first = (await u.call("GET", "/api/audios?language=es&value=hola")).json();
    expect(first).toHaveLength(1);
    expect(first[0].link).toMatch(/^\/audio\/generated\/es\/[0-9a-f]{32}\.wav$/);
    const wav = await ctx.app.inject({ method: "GET", url: first[0].link });
    expect(wav.statusCode).toBe(200);
    expect(wav.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
    const [cached] = await ctx.database.db
      .select()
      .from(audioCache)
      .where(and(eq(audioCache.languageCode, "es"), eq(audioCache.word, "hola")));
    expect(cached?.audioUrls).toEqual([first[0].link]);
    // A second request answers from the cache: the same link, the file unchanged.
    const mtime = fs.statSync(path.join(ctx.dataDir, first[0].link.replace("/audio/generated/", "audio/"))).mtimeMs;
    expect((await u.call("GET", "/api/audios?language=es&value=hola")).json()).toEqual(first);
    expect(fs.statSync(path.join(ctx.dataDir, first[0].link.replace("/audio/generated/", "audio/"))).mtimeMs).toBe(
      mtime,
    );
  });

  it("an unknown word gets an empty list and a failure row, retried only after 24 hours", async () => {
    const u = await newUser();
    expect((await u.call("GET", "/api/audios?language=es&value=zzyzx")).json()).toEqual([]);
    const rows = () =>
      ctx.database.db
        .select()
        .from(failedAudioEntries)
        .where(and(eq(failedAudioEntries.languageCode, "es"), eq(failedAudioEntries.word, "zzyzx")));
    const [first] = await rows();
    expect(first?.errorMessage).toBe('No audio found for "zzyzx"');
    now = new Date(now.getTime() + 60 * 60 * 1000);
    await u.call("GET", "/api/audios?language=es&value=zzyzx");
    expect((await rows())[0]?.failedAt.getTime()).toBe(first!.failedAt.getTime()); // not retried within 24 h
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    await u.call("GET", "/api/audios?language=es&value=zzyzx");
    expect((await rows())[0]!.failedAt.getTime()).toBeGreaterThan(first!.failedAt.getTime()); // retried
  });

  it("answers an empty list for bad input and unknown languages, never an error", async () => {
    const u = await newUser();
    for (const url of [
      "/api/audios",
      "/api/audios?language=xx&value=hola",
      `/api/audios?language=zh&value=${"x".repeat(500)}`,
      "/api/audios?language=zh&value=..%2F..%2Fetc",
    ]) {
      const res = await u.call("GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual([]);
    }
    expect((await ctx.app.inject({ method: "GET", url: "/api/audios?language=zh&value=爱" })).statusCode).toBe(401);
  });
});

describe("Chinese stroke data", () => {
  it("is served by us, cached long; anything else there is 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/hanzi-data/${encodeURIComponent("爱")}.json` });
    expect(res.statusCode).toBe(200);
    expect(res.json().strokes.length).toBeGreaterThan(5);
    expect(res.headers["cache-control"]).toContain("max-age=2592000");
    expect((await ctx.app.inject({ method: "GET", url: "/hanzi-data/package.json" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/hanzi-data/ARPHICPL.TXT" })).statusCode).toBe(404);
  });
});
