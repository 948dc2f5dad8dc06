import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWordProgress, words } from "../src/db/schema";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { createTestApp, guestClient, type TestContext } from "./test-app";

let ctx: TestContext;
const DECK = "testish-basics-1";

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => new Date("2026-11-21T12:00:00Z") });
  await loadStarterContent(ctx.database.db, path.join(import.meta.dirname, "fixtures/decks"));
});
afterAll(async () => {
  await ctx?.close();
});

const newUser = () => guestClient(ctx);

async function deckWords() {
  return ctx.database.db.select().from(words).where(eq(words.subDeckId, DECK)).orderBy(words.order);
}

async function giveProgress(userId: string, wordId: number, patch: Partial<typeof userWordProgress.$inferInsert> = {}) {
  await ctx.database.db
    .insert(userWordProgress)
    .values({ userId, wordId, subDeckId: DECK, state: 2, nextReview: new Date("2026-11-22T00:00:00Z"), ...patch });
}

/** The deck page's notes rule (the domain's canKeepNotes), enforced by the server for every screen. */
describe("notes follow the deck page's rule", () => {
  it("notes: refused for a word in its building steps, kept for a relearning or known word", async () => {
    const u = await newUser();
    const ws = await deckWords();
    await giveProgress(u.id, ws[0]!.id, { state: 1, learningSteps: 2 });
    await giveProgress(u.id, ws[1]!.id, { state: 3 });
    await giveProgress(u.id, ws[2]!.id, { state: 1, learningSteps: 1, isIgnored: true });
    const building = await u.call("PUT", `/api/me/progress/${ws[0]!.id}/notes`, { notes: "too soon" });
    expect(building.statusCode).toBe(422);
    expect(building.json().error.message).toBe("Notes not available for unlearned words");
    expect((await u.call("PUT", `/api/me/progress/${ws[1]!.id}/notes`, { notes: "again" })).statusCode).toBe(200);
    expect((await u.call("PUT", `/api/me/progress/${ws[2]!.id}/notes`, { notes: "known" })).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ws[0]!.id)));
    expect(row?.userNotes).toBeNull();
  });
});
