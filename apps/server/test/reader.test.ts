import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { words } from "../src/db/schema";
import { knownWordsSession } from "./session-saves";
import { createAppWithDecks, guestClient, type TestContext } from "./test-app";

let ctx: TestContext;
const NOW = new Date("2026-11-21T10:00:00Z");
const DECK = "testish-basics-1";

beforeAll(async () => {
  ctx = await createAppWithDecks({ clock: () => NOW });
});
afterAll(async () => {
  await ctx?.close();
});

type Entry = { text: string; count: number; status: string; wordId: number | null; recallToday: number };

async function deckWordIds() {
  const rows = await ctx.database.db
    .select({ id: words.id, term: words.originalWord })
    .from(words)
    .where(and(eq(words.subDeckId, DECK), eq(words.practice, false)))
    .orderBy(words.order);
  return Object.fromEntries(rows.map((r) => [r.term, r.id]));
}

describe("the reader", () => {
  it("matches a text's words to the learner's deck and says what they recall, today and on a date", async () => {
    const u = await guestClient(ctx);
    await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    const ids = await deckWordIds();
    // "hola" and "casa" marked known a moment ago; the other words of the deck are new.
    const save = await u.call("POST", "/api/me/study-sessions", knownWordsSession(DECK, [ids.hola!, ids.casa!], NOW));
    expect(save.statusCode).toBe(200);

    const text = "Hola, casa. ¡Hola! Agua y gracias para la casa nueva.";
    const res = await u.call("POST", "/api/me/reader/analyse", { text, languageId: "testish", on: "2027-03-01" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      words: number;
      covered: number;
      today: number;
      onDate: { keep: number; stop: number };
      entries: Entry[];
      toLearn: { text: string; count: number }[];
    };
    const byText = Object.fromEntries(body.entries.map((e) => [e.text, e]));
    expect(body.words).toBe(10);
    // hola ×2, casa ×2, agua, gracias: six running words in the deck.
    expect(body.covered).toBe(6);
    expect(byText.Hola).toMatchObject({ count: 2, status: "known", wordId: ids.hola });
    expect(byText.casa).toMatchObject({ count: 2, status: "known", wordId: ids.casa });
    expect(byText.Agua).toMatchObject({ status: "new", wordId: ids.agua, recallToday: 0 });
    expect(byText.nueva).toMatchObject({ status: "unknown", wordId: null });
    // The share known today is the recall of each running word, added up: what the word dialogs show.
    const sum = body.entries.reduce((s, e) => s + e.recallToday * e.count, 0);
    expect(body.today).toBeCloseTo(sum / 10, 10);
    expect(body.today).toBeGreaterThan(0.35);
    expect(body.onDate.keep).toBeGreaterThan(body.onDate.stop);
    expect(body.toLearn.map((w) => w.text)).toContain("Agua");
  });

  it("refuses what it cannot read, clearly, and reads no other learner's words", async () => {
    const u = await guestClient(ctx);
    const empty = await u.call("POST", "/api/me/reader/analyse", { text: "  ", languageId: "testish" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.text).toBe("Paste a text to read.");
    const long = await u.call("POST", "/api/me/reader/analyse", { text: "a ".repeat(30_000), languageId: "testish" });
    expect(long.statusCode).toBe(400);
    const unknown = await u.call("POST", "/api/me/reader/analyse", { text: "hola", languageId: "klingon" });
    expect(unknown.statusCode).toBe(400);
    const past = await u.call("POST", "/api/me/reader/analyse", {
      text: "hola",
      languageId: "testish",
      on: "2020-01-01",
    });
    expect(past.statusCode).toBe(400);
    // This guest has no deck: the words are nobody's here, whatever another learner studied.
    const alone = await u.call("POST", "/api/me/reader/analyse", { text: "hola casa", languageId: "testish" });
    expect(alone.statusCode).toBe(200);
    expect(alone.json().covered).toBe(0);
  });
});
