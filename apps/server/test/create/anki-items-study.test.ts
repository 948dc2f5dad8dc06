import { describe, expect, it } from "vitest";
import { userWordProgress } from "../../src/db/schema";
import { DAY, fresh, itemsOf, MAPPING, progressOf } from "./anki-items-fixtures";
import { ankiImportApp } from "./anki-kit";
import { importFile, registeredClient } from "./create-helpers";

/** Studying imported items: a note's items spaced within a session, each with its own memory. */
const now = new Date("2023-11-20T12:00:00Z");
const ctx = ankiImportApp(() => now);

describe("studying items: siblings spaced, memories apart", () => {
  async function setUp() {
    const client = await registeredClient(ctx);
    const status = await importFile(client, { name: "fresh.apkg", bytes: fresh() }, MAPPING);
    expect(status.status, JSON.stringify(status)).toBe("done");
    const items = await itemsOf(ctx, status.result.deckIds[0], client);
    const setId = items[0]!.row.subDeckId;
    const session = async (kind: string) => {
      const res = await client.call("GET", `/api/me/study/${kind}/${setId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().words as { id: number; kind: string; hasProduction: boolean; noteWordId: number | null }[];
    };
    const progress = (wordId: number, state: number, nextReview: Date) =>
      ctx.database.db
        .insert(userWordProgress)
        .values({
          userId: client.id,
          wordId,
          subDeckId: setId,
          state,
          nextReview,
          lastReview: new Date(now.getTime() - DAY),
        })
        .onConflictDoUpdate({
          target: [userWordProgress.userId, userWordProgress.itemId],
          set: { state, nextReview },
        });
    return { client, items, session, progress };
  }

  it("Learn New takes one item of a note; a learned word never makes its reversed item look learned", async () => {
    const { client, items, session, progress } = await setUp();
    const [gato, gatoReversed, perro] = items;
    const first = await session("learn-new");
    expect(first.map((w) => w.id)).toEqual([gato!.id, perro!.id]);
    expect(first[0]).toMatchObject({ kind: "word", hasProduction: true, noteWordId: null });

    await progress(gato!.id, 2, new Date(now.getTime() + 5 * DAY));
    const next = await session("learn-new");
    expect(next.map((w) => w.id)).toEqual([gatoReversed!.id, perro!.id]);
    expect(next[0]).toMatchObject({ kind: "production", noteWordId: gato!.id });
    // Separate progress rows: the reversed item is still new.
    expect(await progressOf(ctx, client, gatoReversed!.id)).toBeUndefined();
  });

  it("Need Review asks both directions of a note only when both are due", async () => {
    const { items, session, progress } = await setUp();
    const [gato, gatoReversed] = items;
    await progress(gato!.id, 2, new Date(now.getTime() - DAY));
    await progress(gatoReversed!.id, 2, new Date(now.getTime() + DAY));
    expect((await session("need-review")).map((w) => w.id)).toEqual([gato!.id]);
    await progress(gatoReversed!.id, 2, new Date(now.getTime() - 2 * DAY));
    expect((await session("need-review")).map((w) => w.id).sort()).toEqual([gato!.id, gatoReversed!.id].sort());
  });
});
