import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userWordProgress } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { deckWordRows, giveProgress } from "./deck-rows";
import { createAppWithDecks, guestClient } from "./test-app";

const ctx = appPerFile(() => createAppWithDecks({ clock: () => new Date("2026-11-21T12:00:00Z") }));

const newUser = () => guestClient(ctx);

const deckWords = () => deckWordRows(ctx.database);

/** The deck page's notes rule (the domain's canKeepNotes), enforced by the server for every screen. */
describe("notes follow the deck page's rule", () => {
  it("notes: refused for a word back at new, kept for a building, relearning or known word", async () => {
    const u = await newUser();
    const ws = await deckWords();
    await giveProgress(ctx.database, u.id, ws[0]!.id, { state: 0, learningSteps: 0 });
    await giveProgress(ctx.database, u.id, ws[1]!.id, { state: 3 });
    await giveProgress(ctx.database, u.id, ws[2]!.id, { state: 1, learningSteps: 1, isIgnored: true });
    await giveProgress(ctx.database, u.id, ws[3]!.id, { state: 1, learningSteps: 2 });
    const unlearned = await u.call("PUT", `/api/me/progress/${ws[0]!.id}/notes`, { notes: "too soon" });
    expect(unlearned.statusCode).toBe(422);
    expect(unlearned.json().error.message).toBe("Notes not available for unlearned words");
    // In its building steps: it finished Learn New, so it is learned and keeps notes.
    expect((await u.call("PUT", `/api/me/progress/${ws[3]!.id}/notes`, { notes: "building" })).statusCode).toBe(200);
    expect((await u.call("PUT", `/api/me/progress/${ws[1]!.id}/notes`, { notes: "again" })).statusCode).toBe(200);
    expect((await u.call("PUT", `/api/me/progress/${ws[2]!.id}/notes`, { notes: "known" })).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(userWordProgress)
      .where(and(eq(userWordProgress.userId, u.id), eq(userWordProgress.wordId, ws[0]!.id)));
    expect(row?.userNotes).toBeNull();
  });
});
