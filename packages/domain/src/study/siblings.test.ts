import { describe, expect, it } from "vitest";
import { spaceSiblings } from "./siblings";

type Entry = { id: number; noteWordId: number | null; due: boolean };
/** An item as [its id, the first item of its note (null: it is one), due]. */
type Row = [id: number, noteWordId: number | null, due: boolean];
const keep = (rows: Row[]) =>
  spaceSiblings(
    rows.map(([id, noteWordId, due]): Entry => ({ id, noteWordId, due })),
    (e) => e,
    (e) => e.due,
  ).map((e) => e.id);

describe("siblings spaced", () => {
  // biome-ignore format: a table, one case a line
  const cases: [string, Row[], number[]][] = [
    ["takes one item of a note when none is due (Learn New): the first in order",
      [[1, null, false], [2, 1, false], [3, null, false]], [1, 3]],
    ["takes the due one when only one of a note's items is due",
      [[1, null, false], [2, 1, true]], [2]],
    ["two due items of a note: the first is asked, the other waits for the next session while anything else is due",
      [[10, null, true], [11, 10, true], [12, 10, false], [20, null, true]], [10, 20]],
    ["nothing else due: the siblings are asked too, after the first items of every note",
      [[10, null, true], [11, 10, true], [30, null, true], [31, 30, true]], [10, 30, 11, 31]],
    ["keeps items of different notes whatever their state",
      [[5, null, false], [6, null, true]], [5, 6]],
  ];
  it.each(cases)("%s", (_case, rows, kept) => {
    expect(keep(rows)).toEqual(kept);
  });
});
