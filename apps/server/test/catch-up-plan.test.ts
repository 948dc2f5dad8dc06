// The catch-up plan advises and the learner decides: only learned words due count as backlog; it can be
// snoozed (back tomorrow) or dismissed (until it would end); Learn New stays open beside it.
import { beforeAll, describe, expect, it } from "vitest";
import { subDecks, userWordProgress, words } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { createAppWithDecks, guestClient } from "./test-app";

let now = new Date("2026-11-21T10:00:00Z");
const BIG = "testish-backlog-1";

const ctx = appPerFile(() => createAppWithDecks({ clock: () => now }));
beforeAll(async () => {
  await ctx.database.db.insert(subDecks).values({ id: BIG, languageId: "testish", name: "Backlog", wordCount: 100 });
});

/** A learner with 70 learned words due, 15 in building steps and 5 relearning, all past their time; 10 new. */
async function learnerWithBacklog() {
  now = new Date("2026-11-21T10:00:00Z");
  const u = await guestClient(ctx);
  expect((await u.call("POST", "/api/me/decks", { subDeckId: BIG })).statusCode).toBeLessThan(300);
  const ids = await ctx.database.db
    .insert(words)
    .values(
      Array.from({ length: 100 }, (_, i) => ({
        subDeckId: BIG,
        key: `${u.id}-${i}`,
        order: i,
        originalWord: `palabra${i}`,
        translation: `word ${i}`,
      })),
    )
    .returning({ id: words.id });
  const past = new Date(now.getTime() - 60 * 60_000);
  await ctx.database.db.insert(userWordProgress).values(
    ids.slice(0, 90).map(({ id }, i) => ({
      userId: u.id,
      wordId: id,
      subDeckId: BIG,
      state: i < 70 ? 2 : i < 85 ? 1 : 3,
      learningSteps: i >= 70 && i < 85 ? 2 : 0,
      stability: 5,
      difficulty: 5,
      lastReview: new Date(now.getTime() - 10 * 86_400_000),
      nextReview: past,
    })),
  );
  return u;
}

describe("the catch-up plan", () => {
  it("counts only learned words due (not building or relearning steps) and names the deck to start with", async () => {
    const u = await learnerWithBacklog();
    const { plan } = (await u.call("GET", "/api/me/catch-up-plan")).json();
    expect(plan).toEqual({ due: 70, dailyCap: 20, days: 4, endDay: "2026-11-24", subDeckId: BIG });
    // The deck page carries it, and Learn New stays open.
    const page = (await u.call("GET", `/api/me/decks/${BIG}/progress`)).json();
    expect(page.catchUp).toMatchObject({ due: 70, endDay: "2026-11-24" });
    expect(page.sessions[0]).toMatchObject({ kind: "learn-new", unlocked: true });
    // Need Review takes the day's cap.
    expect((await u.call("GET", `/api/me/study/need-review/${BIG}`)).json().words).toHaveLength(20);
  });

  it("snoozed: gone for today (no warning, no cap), back tomorrow", async () => {
    const u = await learnerWithBacklog();
    const snoozed = await u.call("PUT", "/api/me/catch-up-plan", { choice: "snooze" });
    expect(snoozed.statusCode, snoozed.body).toBe(200);
    expect(snoozed.json()).toEqual({ hiddenThrough: "2026-11-21" });
    expect((await u.call("GET", "/api/me/catch-up-plan")).json()).toEqual({ plan: null });
    expect((await u.call("GET", `/api/me/decks/${BIG}/progress`)).json().catchUp).toBeNull();
    // Every due word, building and relearning steps included: the learner decided.
    expect((await u.call("GET", `/api/me/study/need-review/${BIG}`)).json().words).toHaveLength(90);
    now = new Date("2026-11-22T10:00:00Z");
    expect((await u.call("GET", "/api/me/catch-up-plan")).json().plan).toMatchObject({ due: 70 });
  });

  it("dismissed: gone until the day the plan would end, back after it", async () => {
    const u = await learnerWithBacklog();
    expect((await u.call("PUT", "/api/me/catch-up-plan", { choice: "dismiss" })).json()).toEqual({
      hiddenThrough: "2026-11-24",
    });
    now = new Date("2026-11-24T12:00:00Z");
    expect((await u.call("GET", "/api/me/catch-up-plan")).json()).toEqual({ plan: null });
    now = new Date("2026-11-25T12:00:00Z");
    expect((await u.call("GET", "/api/me/catch-up-plan")).json().plan).toMatchObject({ due: 70 });
  });

  it("refuses a choice it does not know, with a clear message", async () => {
    const u = await guestClient(ctx);
    const refused = await u.call("PUT", "/api/me/catch-up-plan", { choice: "forever" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Choose snooze or dismiss.");
  });
});
