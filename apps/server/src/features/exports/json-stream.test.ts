import { describe, expect, it } from "vitest";
import { objectAt, type StreamedValue } from "./json-stream";

async function* pagesOf<T>(...pages: T[][]) {
  for (const page of pages) yield page;
}
async function* membersOf(entries: [string, StreamedValue][]) {
  for (const entry of entries) yield entry;
}
async function text(parts: AsyncIterable<string>) {
  let out = "";
  for await (const part of parts) out += part;
  return out;
}

describe("objectAt: JSON a piece at a time", () => {
  it("is the text JSON.stringify(value, null, 1) gives for the whole value", async () => {
    const deck = { id: "d", createdAt: new Date("2026-01-02T03:04:05.678Z"), nested: { a: [1, { b: null }] } };
    const words = [
      { term: "a\nb", n: 1 },
      { term: '"q"', n: 2 },
      { term: "c", n: 3 },
    ];
    const whole = {
      format: "x",
      skipped: undefined,
      empty: [],
      emptyObject: {},
      rows: words,
      decks: [
        { ...deck, words },
        { ...deck, id: "e", words: [] },
      ],
      none: [],
    };
    const deckMembers = (d: typeof deck, pages: (typeof words)[]) =>
      membersOf([
        ...Object.entries(d).map(([k, v]): [string, StreamedValue] => [k, { kind: "value", value: v }]),
        ["words", { kind: "pages", pages: pagesOf(...pages) }],
      ]);
    async function* decks() {
      yield deckMembers(deck, [words.slice(0, 1), [], words.slice(1)]);
      yield deckMembers({ ...deck, id: "e" }, []);
    }
    const streamed = await text(
      objectAt(
        membersOf([
          ["format", { kind: "value", value: "x" }],
          ["skipped", { kind: "value", value: undefined }],
          ["empty", { kind: "pages", pages: pagesOf() }],
          ["emptyObject", { kind: "object", members: membersOf([]) }],
          ["rows", { kind: "pages", pages: pagesOf(words.slice(0, 2), words.slice(2)) }],
          ["decks", { kind: "objects", items: decks() }],
          ["none", { kind: "objects", items: (async function* () {})() }],
        ]),
        0,
      ),
    );
    expect(streamed).toBe(JSON.stringify(whole, null, 1));
  });
});
