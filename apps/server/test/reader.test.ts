import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readerTexts, words } from "../src/db/schema";
import { registeredClient } from "./create/create-helpers";
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

type Entry = {
  text: string;
  count: number;
  status: string;
  wordId: number | null;
  recallToday: number;
  reading: string | null;
};

async function deckWordIds() {
  const rows = await ctx.database.db
    .select({ id: words.id, term: words.originalWord })
    .from(words)
    .where(eq(words.subDeckId, DECK))
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

    // A reading (pinyin, kana) of the deck's comes with its word.
    await ctx.database.db.update(words).set({ pinyin: "A-gua" }).where(eq(words.id, ids.agua!));
    const text = "Hola, casa. ¡Hola! Agua y gracias para la casa nueva.";
    const res = await u.call("POST", "/api/me/reader/analyse", { text, languageId: "testish", on: "2027-03-01" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      words: number;
      covered: number;
      decks: { subDeckId: string; words: number }[];
      today: number;
      onDate: { keep: number; stop: number };
      entries: Entry[];
      toLearn: { text: string; count: number }[];
    };
    const byText = Object.fromEntries(body.entries.map((e) => [e.text, e]));
    expect(body.words).toBe(10);
    // hola ×2, casa ×2, agua, gracias: six running words in the deck.
    expect(body.covered).toBe(6);
    // The deck they were found in, for a plan for this text.
    expect(body.decks).toEqual([{ subDeckId: DECK, words: 6 }]);
    expect(byText.Hola).toMatchObject({ count: 2, status: "known", wordId: ids.hola });
    expect(byText.casa).toMatchObject({ count: 2, status: "known", wordId: ids.casa });
    expect(byText.Agua).toMatchObject({ status: "new", wordId: ids.agua, recallToday: 0, reading: "A-gua" });
    expect(byText.casa).toMatchObject({ reading: null });
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

  it("guesses the text's language among the learner's, and says it guessed", async () => {
    const u = await registeredClient(ctx, "rguess");
    await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    const own = await u.call("POST", "/api/me/own-decks", {
      name: "Lecturas",
      termLanguage: "es",
      translationLanguage: "en",
    });
    expect(own.statusCode, own.body).toBe(201);
    const testish = await u.call("POST", "/api/me/reader/analyse", { text: "Hola, casa y agua." });
    expect(testish.json()).toMatchObject({ languageId: "testish", guessed: true });
    const chosen = await u.call("POST", "/api/me/reader/analyse", {
      text: "Hola, casa y agua.",
      languageId: "spanish",
    });
    expect(chosen.json()).toMatchObject({ languageId: "spanish", guessed: false, covered: 0 });
    const none = await guestClient(ctx);
    const nothing = await none.call("POST", "/api/me/reader/analyse", { text: "Hola" });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe("Add a deck in the text's language first.");
  });
});

describe("adding a text's words to an own deck", () => {
  const text = "El perro come. El perro duerme y el gato come. Un perro.";

  it("adds the most frequent words with their sentences through the mining path; a second time they are duplicates", async () => {
    const u = await registeredClient(ctx, "rminer");
    const own = await u.call("POST", "/api/me/own-decks", {
      name: "Lecturas",
      termLanguage: "es",
      translationLanguage: "en",
    });
    const deckId: string = own.json().id;
    const first = await u.call("POST", "/api/me/reader/analyse", { text });
    const analysis = first.json() as {
      languageId: string;
      covered: number;
      sentences: string[];
      entries: { text: string; sentence: number }[];
      toLearn: { text: string; count: number; key: string }[];
    };
    expect(analysis).toMatchObject({ languageId: "spanish", covered: 0 });
    // Most frequent first: perro ×3, El/el ×3, come ×2.
    expect(analysis.toLearn.slice(0, 3).map((w) => [w.text, w.count])).toEqual([
      ["El", 3],
      ["perro", 3],
      ["come", 2],
    ]);
    const sentenceOf = (word: string) =>
      analysis.sentences[analysis.entries.find((e) => e.text === word)!.sentence] ?? null;
    const picks = ["perro", "come", "gato"].map((term) => ({
      term,
      meaning: `${term} (en)`,
      sentence: sentenceOf(term),
    }));
    const added = await u.call("POST", "/api/me/reader/words", { deckId, words: picks });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().added.map((w: { term: string }) => w.term)).toEqual(["perro", "come", "gato"]);
    expect(added.json().duplicates).toEqual([]);

    const stored = await ctx.database.db
      .select({ term: words.originalWord, sentence: words.sentence, minedAt: words.minedAt })
      .from(words)
      .where(eq(words.originalWord, "gato"));
    expect(stored.find((w) => w.sentence !== null)).toMatchObject({ sentence: "El perro duerme y el gato come." });
    expect(stored.find((w) => w.sentence !== null)!.minedAt).toEqual(NOW);

    const again = await u.call("POST", "/api/me/reader/words", {
      deckId,
      words: [
        { term: "Perro", meaning: "dog" },
        { term: "duerme", meaning: "sleeps" },
        { term: "duerme", meaning: "x" },
      ],
    });
    expect(again.json()).toMatchObject({ added: [{ term: "duerme" }], duplicates: ["Perro", "duerme"] });

    // Read again, the words added are the learner's: new words of their deck, no longer unknown.
    const after = await u.call("POST", "/api/me/reader/analyse", { text, languageId: "spanish" });
    const perro = (after.json().entries as { text: string; status: string; wordId: number | null }[]).find(
      (e) => e.text === "perro",
    );
    expect(perro).toMatchObject({ status: "new" });
    expect(perro!.wordId).not.toBeNull();
  });

  it("refuses another learner's deck, empty meanings and more than 20 words at once, clearly", async () => {
    const owner = await registeredClient(ctx, "rowner");
    const own = await owner.call("POST", "/api/me/own-decks", {
      name: "Mine",
      termLanguage: "es",
      translationLanguage: "en",
    });
    const other = await registeredClient(ctx, "rother");
    const foreign = await other.call("POST", "/api/me/reader/words", {
      deckId: own.json().id,
      words: [{ term: "perro", meaning: "dog" }],
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await owner.call("POST", "/api/me/reader/words", {
      deckId: own.json().id,
      words: [{ term: "perro", meaning: " " }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Give each word its meaning.");
    const many = Array.from({ length: 21 }, (_, i) => ({ term: `w${i}`, meaning: "m" }));
    const tooMany = await owner.call("POST", "/api/me/reader/words", { deckId: own.json().id, words: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain("Add 20 words at a time at most.");
    const count = await ctx.database.db.select({ id: words.id }).from(words).where(eq(words.originalWord, "w0"));
    expect(count).toHaveLength(0);
  });
});

describe("saved texts", () => {
  it("are kept per learner with each reading's comprehension, and exported with their data", async () => {
    const u = await registeredClient(ctx, "rsaver");
    await u.call("POST", "/api/me/decks", { subDeckId: DECK });
    const text = "Hola, casa. Agua y gracias.";
    const saved = await u.call("POST", "/api/me/reader/texts", { title: "  Un cuento  ", languageId: "testish", text });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as { id: string };

    const first = await u.call("POST", "/api/me/reader/analyse", { text, languageId: "testish", textId: id });
    expect(first.statusCode, first.body).toBe(200);
    const later = await u.call("POST", "/api/me/reader/analyse", {
      text,
      languageId: "testish",
      textId: id,
      on: "2027-03-01",
    });
    const one = (await u.call("GET", `/api/me/reader/texts/${id}`)).json();
    expect(one).toMatchObject({ id, title: "Un cuento", languageId: "testish", text });
    expect(one.readings).toEqual([
      { at: NOW.toISOString(), today: first.json().today },
      { at: NOW.toISOString(), today: later.json().today, on: "2027-03-01", keep: later.json().onDate.keep },
    ]);
    const list = (await u.call("GET", "/api/me/reader/texts")).json().items;
    expect(list).toEqual([expect.objectContaining({ id, title: "Un cuento", characters: text.length })]);
    expect(list[0]).not.toHaveProperty("text");
    expect(list[0]).not.toHaveProperty("body");

    const exported = await u.call("GET", "/api/me/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.json().readerTexts).toEqual([expect.objectContaining({ id, title: "Un cuento", body: text })]);

    expect((await u.call("DELETE", `/api/me/reader/texts/${id}`)).statusCode).toBe(204);
    expect((await u.call("GET", `/api/me/reader/texts/${id}`)).statusCode).toBe(404);
  });

  it("are no other learner's: read, delete and readings refused with 404; ids that are not ids too", async () => {
    const owner = await registeredClient(ctx, "rkeeper");
    const { id } = (
      await owner.call("POST", "/api/me/reader/texts", { title: "Mine", languageId: "testish", text: "Hola." })
    ).json() as { id: string };
    const other = await registeredClient(ctx, "rpeeker");
    expect((await other.call("GET", `/api/me/reader/texts/${id}`)).statusCode).toBe(404);
    expect((await other.call("DELETE", `/api/me/reader/texts/${id}`)).statusCode).toBe(404);
    const reading = await other.call("POST", "/api/me/reader/analyse", {
      text: "Hola.",
      languageId: "testish",
      textId: id,
    });
    expect(reading.statusCode).toBe(404);
    expect((await other.call("GET", "/api/me/reader/texts")).json().items).toEqual([]);
    expect((await other.call("GET", "/api/me/reader/texts/not-an-id")).statusCode).toBe(400);
    const kept = (await owner.call("GET", `/api/me/reader/texts/${id}`)).json();
    expect(kept.readings).toEqual([]);
  });

  it("are bounded: 100 per learner, 50 readings per text, a clear refusal past them", async () => {
    const u = await registeredClient(ctx, "rhoarder");
    await ctx.database.db
      .insert(readerTexts)
      .values(
        Array.from({ length: 99 }, (_, i) => ({ userId: u.id, title: `t${i}`, languageId: "testish", body: "Hola." })),
      );
    const hundredth = await u.call("POST", "/api/me/reader/texts", {
      title: "last",
      languageId: "testish",
      text: "Hola.",
    });
    expect(hundredth.statusCode).toBe(201);
    const refused = await u.call("POST", "/api/me/reader/texts", {
      title: "one more",
      languageId: "testish",
      text: "Hola.",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("You can keep 100 texts: delete one first.");
    const { id } = hundredth.json() as { id: string };
    for (let i = 0; i < 52; i++) {
      await u.call("POST", "/api/me/reader/analyse", { text: "Hola.", languageId: "testish", textId: id });
    }
    expect((await u.call("GET", `/api/me/reader/texts/${id}`)).json().readings).toHaveLength(50);
  });
});
