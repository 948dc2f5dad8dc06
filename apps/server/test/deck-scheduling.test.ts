import type { DayLoad } from "@app/domain/planning/day-load";
import { answeredWord } from "@app/domain/test-support/session";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fsrsSettings, userDecks, userWordProgress, words } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { knownWordsSession, sessionSave } from "./session-saves";
import { cookieCall, createAppWithDecks, guestClient, signUpMember } from "./test-app";

let now = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";
const url = `/api/me/decks/${DECK}/scheduling`;
const NO_OVERRIDE = { desiredRetention: null, newPerDay: null, reviewsPerDay: null };

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));

async function learner() {
  const u = await guestClient(ctx);
  expect((await u.call("POST", "/api/me/decks", { subDeckId: DECK })).statusCode).toBe(201);
  return u;
}

async function deckWordIds() {
  const rows = await ctx.database.db.select({ id: words.id }).from(words).where(eq(words.subDeckId, DECK));
  return rows.map((w) => w.id).sort((a, b) => a - b);
}

/** A review session on the deck that ended at `at`: every word answered right at once, rated Good. */
function reviewSession(wordIds: number[], at: Date) {
  const answered = wordIds.map((wordId) => answeredWord({ wordId }));
  return sessionSave(DECK, answered, at, { sessionType: "REVIEW" });
}

describe("a deck's scheduling", () => {
  it("starts at the learner's defaults, saves an override and limits, and resets them", async () => {
    const u = await learner();
    const first = await u.call("GET", url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      subDeckId: DECK,
      ...NO_OVERRIDE,
      defaultRetention: 0.9,
      effectiveRetention: 0.9,
    });
    const set = await u.call("PUT", url, { desiredRetention: 0.85, newPerDay: 12, reviewsPerDay: 150 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      desiredRetention: 0.85,
      newPerDay: 12,
      reviewsPerDay: 150,
      effectiveRetention: 0.85,
    });
    expect((await u.call("GET", url)).json()).toMatchObject({ desiredRetention: 0.85, newPerDay: 12 });
    const reset = await u.call("PUT", url, NO_OVERRIDE);
    expect(reset.json()).toMatchObject({ ...NO_OVERRIDE, effectiveRetention: 0.9 });
  });

  it("refuses bad values with a message naming the field, and saves nothing", async () => {
    const u = await learner();
    await u.call("PUT", url, { desiredRetention: 0.8, newPerDay: 5, reviewsPerDay: null });
    const bad = async (body: unknown) => {
      const res = await u.call("PUT", url, body);
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    expect((await bad({ ...NO_OVERRIDE, desiredRetention: 0.99 })).message).toBe(
      "Desired retention must be between 70 % and 97 %.",
    );
    expect((await bad({ ...NO_OVERRIDE, desiredRetention: 0.5 })).fields).toEqual({
      desiredRetention: "Desired retention must be between 70 % and 97 %.",
    });
    expect((await bad({ ...NO_OVERRIDE, newPerDay: -3 })).message).toBe(
      "New words a day must be a whole number from 0 to 9999, or empty for no limit.",
    );
    expect((await bad({ ...NO_OVERRIDE, reviewsPerDay: 1.5 })).message).toBe(
      "Reviews a day must be a whole number from 0 to 9999, or empty for no limit.",
    );
    expect((await bad({ ...NO_OVERRIDE, surprise: 1 })).code).toBe("VALIDATION_ERROR");
    expect((await bad({ desiredRetention: 0.8 })).fields).toHaveProperty("newPerDay");
    expect((await u.call("GET", url)).json()).toMatchObject({ desiredRetention: 0.8, newPerDay: 5 });
  });

  it("is the owner's alone: a deck not in the collection, or another learner's, is not found", async () => {
    const owner = await learner();
    await owner.call("PUT", url, { ...NO_OVERRIDE, desiredRetention: 0.75 });
    const other = await guestClient(ctx);
    for (const path of [url, `${url}/simulation`]) {
      const res = await other.call("GET", path);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Deck not found");
    }
    expect((await other.call("PUT", url, NO_OVERRIDE)).statusCode).toBe(404);
    expect((await other.call("GET", "/api/me/decks/no-such-deck/scheduling")).statusCode).toBe(404);
    expect((await other.call("GET", "/api/me/decks/Bad%20Id/scheduling")).statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select({ r: userDecks.desiredRetention })
      .from(userDecks)
      .where(and(eq(userDecks.userId, owner.id), eq(userDecks.subDeckId, DECK)));
    expect(row?.r).toBe(0.75);
  });

  it("gives Help me decide the deck's memories, new words, limits and the learner's parameters", async () => {
    const u = await learner();
    const ids = await deckWordIds();
    await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, ids.slice(0, 2), now));
    await u.call("PUT", url, { desiredRetention: 0.8, newPerDay: 7, reviewsPerDay: 40 });
    const res = await u.call("GET", `${url}/simulation`);
    expect(res.statusCode).toBe(200);
    const inputs = res.json();
    expect(inputs).toMatchObject({
      defaultRetention: 0.9,
      deckRetention: 0.8,
      newWords: ids.length - 2,
      newPerDay: 7,
      reviewLimit: 40,
      maximumInterval: 36500,
      firstWeekday: 5,
    });
    expect(inputs.studied).toHaveLength(2);
    expect(inputs.studied[0][2]).toBeGreaterThan(0);
    expect(inputs.weights.length).toBeGreaterThanOrEqual(19);
    // Reviews placed as the learner's Review Load settings say: load balancing on by default, then their choice.
    expect(inputs).toMatchObject({ loadBalance: true, easyDays: Array(7).fill("normal") });
    const easyDays: DayLoad[] = ["normal", "normal", "normal", "normal", "normal", "reduced", "minimum"];
    // A guest's settings are the server's to change (Scheduling Settings is for accounts): written here directly.
    const chosen = { loadBalancing: false, easyDays };
    await ctx.database.db
      .insert(fsrsSettings)
      .values({ userId: u.id, ...chosen })
      .onConflictDoUpdate({ target: fsrsSettings.userId, set: chosen });
    expect((await u.call("GET", `${url}/simulation`)).json()).toMatchObject({ loadBalance: false, easyDays });
  });
});

describe("the deck's scheduling in study", () => {
  it("schedules the deck's words at its desired retention", async () => {
    const [low, high] = [await learner(), await learner()];
    await low.call("PUT", url, { ...NO_OVERRIDE, desiredRetention: 0.7 });
    await high.call("PUT", url, { ...NO_OVERRIDE, desiredRetention: 0.97 });
    const ids = (await deckWordIds()).slice(0, 1);
    const dueOf = async (u: Awaited<ReturnType<typeof learner>>) => {
      await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, ids, now));
      // A word with a long history, so the young-word cap of two days does not hide the interval.
      await ctx.database.db
        .update(userWordProgress)
        .set({ historyCount: 20 })
        .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ids[0]!)));
      const later = new Date(now.getTime() + 3 * 86_400_000);
      expect((await u.call("POST", "/api/me/study-sessions", reviewSession(ids, later))).statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select({ next: userWordProgress.nextReview })
        .from(userWordProgress)
        .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ids[0]!)));
      return row!.next!.getTime();
    };
    expect(await dueOf(low)).toBeGreaterThan(await dueOf(high));
  });

  it("Update Cards reschedules the deck at its desired retention", async () => {
    // Update Cards is for registered accounts.
    const member = await signUpMember(ctx, "upd");
    const u = { id: member.userId, call: cookieCall(ctx, member.cookie) };
    await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    const [id] = await deckWordIds();
    await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, [id!], now));
    await ctx.database.db
      .update(userWordProgress)
      .set({ historyCount: 20 })
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, id!)));
    const dueAt = async (desiredRetention: number) => {
      await u.call("PUT", url, { ...NO_OVERRIDE, desiredRetention });
      const res = await u.call("POST", "/api/me/fsrs-settings/update-cards", { subDeckId: DECK });
      expect(res.statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select({ next: userWordProgress.nextReview })
        .from(userWordProgress)
        .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, id!)));
      return row!.next!.getTime();
    };
    expect(await dueAt(0.97)).toBeLessThan(await dueAt(0.7));
  });

  it("Learn New and Review keep to the deck's daily limits, counting what was done today", async () => {
    const u = await learner();
    const ids = await deckWordIds();
    await u.call("PUT", url, { ...NO_OVERRIDE, newPerDay: 3 });
    await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, ids.slice(0, 2), now));
    const learn = (await u.call("GET", `/api/me/study/learn-new/${DECK}`)).json();
    expect(learn.words).toHaveLength(1);
    expect(learn.newWordsLeft).toBe(1);
    await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, ids.slice(2), now));

    await u.call("PUT", url, { ...NO_OVERRIDE, reviewsPerDay: 3 });
    const review = async () => (await u.call("GET", `/api/me/study/review/${DECK}`)).json().words.length;
    expect(await review()).toBe(3);
    const saved = await u.call("POST", "/api/me/study-sessions", reviewSession(ids.slice(0, 2), now));
    expect(saved.statusCode).toBe(200);
    expect(await review()).toBe(1);
    await u.call("POST", "/api/me/study-sessions", reviewSession(ids.slice(2, 3), now));
    const none = (await u.call("GET", `/api/me/study/review/${DECK}`)).json();
    expect(none).toMatchObject({ words: [], dailyLimitReached: true });
    // The next learner's day starts afresh.
    now = new Date(now.getTime() + 86_400_000);
    expect(await review()).toBe(3);
    await u.call("PUT", url, NO_OVERRIDE);
    expect(await review()).toBe(ids.length);
  });
});
