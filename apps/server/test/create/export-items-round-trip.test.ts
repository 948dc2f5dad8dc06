import { readAnkiPackage } from "@app/import-reader";
import { describe, expect, it } from "vitest";
import { itemsOf, logCount, MAPPING, ownerWithItemsDeck, progressOf } from "./anki-items-fixtures";
import { ankiImportApp } from "./anki-kit";
import { type Client, importFile, registeredClient } from "./create-helpers";

/**
 * A word's reversed direction leaves as its note's second card, a cloze note once with a card per cloze item,
 * each with its own memory and reviews, and they come back.
 */
const now = new Date("2023-11-20T12:00:00Z");
const ctx = ankiImportApp(() => now);

/** Per word and direction: state, whether ignored, and the reviews the learner has of it. */
async function directionsOf(client: Client, deckId: string) {
  const items = (await itemsOf(ctx, deckId, client)).filter((i) => i.kind !== "cloze");
  const out = new Map<string, { state: number; ignored: boolean; reviews: number }>();
  for (const item of items) {
    const progress = await progressOf(ctx, client, item.id);
    out.set(`${item.term} ${item.kind}`, {
      state: progress?.state ?? 0,
      ignored: progress?.isIgnored ?? false,
      reviews: await logCount(ctx, client, item.id),
    });
  }
  return out;
}

/** The deck's cloze items: number, answer, hint, text with the gap, state and reviews. */
async function clozesOf(client: Client, deckId: string) {
  const items = (await itemsOf(ctx, deckId, client)).filter((i) => i.kind === "cloze");
  const out = [];
  for (const item of items) {
    const progress = await progressOf(ctx, client, item.id);
    out.push({
      number: item.row.clozeNumber,
      answer: item.row.originalWord,
      hint: item.row.clozeHint,
      sentence: item.row.sentence,
      translation: item.row.translation,
      root: item.row.noteWordId === null,
      state: progress?.state ?? 0,
      reviews: await logCount(ctx, client, item.id),
    });
  }
  return out.sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
}

describe(".apkg export of both directions and clozes", () => {
  it("writes a word and its reversed item as one note's cards 0 and 1; imported again, the same directions", async () => {
    const { owner, deckId } = await ownerWithItemsDeck(ctx);
    const original = await directionsOf(owner, deckId);
    expect([...original.keys()]).toEqual(["gato word", "gato production", "perro word", "perro production"]);

    const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
    expect(res.statusCode, res.body).toBe(200);
    const bytes = new Uint8Array(res.rawPayload);
    const pkg = await readAnkiPackage(bytes);
    const gato = pkg.notes.find((n) => n.fields[0] === "gato")!;
    const cards = pkg.cards.filter((c) => c.noteId === gato.id).sort((a, b) => a.ordinal - b.ordinal);
    expect(cards.map((c) => c.ordinal)).toEqual([0, 1]);
    const reviewsOf = (cardId: number) => pkg.revlog.filter((r) => r.cardId === cardId).length;
    expect(reviewsOf(cards[0]!.id)).toBe(original.get("gato word")!.reviews);
    expect(reviewsOf(cards[1]!.id)).toBe(original.get("gato production")!.reviews);

    const learner = await registeredClient(ctx);
    const again = await importFile(learner, { name: "spanish-back.apkg", bytes }, MAPPING);
    expect(again.status, JSON.stringify(again)).toBe("done");
    const copy = await directionsOf(learner, again.result.deckIds[0] as string);
    for (const [key, memory] of original) expect({ key, ...copy.get(key) }).toEqual({ key, ...memory });
  });

  it("writes a cloze note once, with the Cloze note type and a card per item; imported again, the same clozes", async () => {
    const { owner, deckId } = await ownerWithItemsDeck(ctx, "czowner");
    const original = await clozesOf(owner, deckId);
    expect(original.map((c) => [c.number, c.answer, c.hint, c.reviews])).toEqual([
      [1, "Madrid", null, 2],
      [2, "Spain", "country", 1],
    ]);

    const res = await owner.call("GET", `/api/me/decks/${deckId}/export?format=apkg`);
    expect(res.statusCode, res.body).toBe(200);
    const bytes = new Uint8Array(res.rawPayload);
    const pkg = await readAnkiPackage(bytes);
    const clozeType = pkg.noteTypes.find((t) => t.name === "Cloze")!;
    expect(clozeType.fields).toEqual(["Text", "Back Extra"]);
    const notes = pkg.notes.filter((n) => n.noteTypeId === clozeType.id);
    expect(notes.map((n) => n.fields)).toEqual([
      ["{{c1::Madrid}} is the capital of {{c2::Spain::country}}", "Geography"],
    ]);
    expect(pkg.notes.some((n) => n.fields[0] === "Spain" || n.fields[0] === "Madrid")).toBe(false);
    const cards = pkg.cards.filter((c) => c.noteId === notes[0]!.id).sort((a, b) => a.ordinal - b.ordinal);
    expect(cards.map((c) => c.ordinal)).toEqual([0, 1]);
    expect(cards.map((c) => pkg.revlog.filter((r) => r.cardId === c.id).length)).toEqual(
      original.map((c) => c.reviews),
    );

    const learner = await registeredClient(ctx, "czlearn");
    const again = await importFile(learner, { name: "spanish-back.apkg", bytes }, MAPPING);
    expect(again.status, JSON.stringify(again)).toBe("done");
    expect(await clozesOf(learner, again.result.deckIds[0] as string)).toEqual(original);
  });
});
