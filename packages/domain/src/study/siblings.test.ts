import { describe, expect, it } from "vitest";
import { spaceSiblings } from "./siblings";

type Entry = { id: number; noteWordId: number | null; due: boolean };
const keep = (entries: Entry[]) =>
  spaceSiblings(
    entries,
    (e) => e,
    (e) => e.due,
  ).map((e) => e.id);

describe("siblings spaced", () => {
  it("takes one item of a note when none is due (Learn New): the first in order", () => {
    expect(
      keep([
        { id: 1, noteWordId: null, due: false },
        { id: 2, noteWordId: 1, due: false },
        { id: 3, noteWordId: null, due: false },
      ]),
    ).toEqual([1, 3]);
  });

  it("takes the due one when only one of a note's items is due", () => {
    expect(
      keep([
        { id: 1, noteWordId: null, due: false },
        { id: 2, noteWordId: 1, due: true },
      ]),
    ).toEqual([2]);
  });

  it("two due items of a note: the first is asked, the other waits for the next session while anything else is due", () => {
    expect(
      keep([
        { id: 10, noteWordId: null, due: true },
        { id: 11, noteWordId: 10, due: true },
        { id: 12, noteWordId: 10, due: false },
        { id: 20, noteWordId: null, due: true },
      ]),
    ).toEqual([10, 20]);
  });

  it("nothing else due: the siblings are asked too, after the first items of every note", () => {
    expect(
      keep([
        { id: 10, noteWordId: null, due: true },
        { id: 11, noteWordId: 10, due: true },
        { id: 30, noteWordId: null, due: true },
        { id: 31, noteWordId: 30, due: true },
      ]),
    ).toEqual([10, 30, 11, 31]);
  });

  it("keeps items of different notes whatever their state", () => {
    expect(
      keep([
        { id: 5, noteWordId: null, due: false },
        { id: 6, noteWordId: null, due: true },
      ]),
    ).toEqual([5, 6]);
  });
});
