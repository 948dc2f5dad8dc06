import { describe, expect, it } from "vitest";
import { myDeck } from "../../decks/testing/fixtures";
import { copyWith } from "../testing/copy-fixtures";
import { COPY_MAX_AGE_MS, shouldRefreshCopy } from "./copy-refresh";

const SAVED_AT = Date.parse("2026-11-25T08:00:00Z");
const copy = copyWith([], SAVED_AT);
const unchanged = { kind: "listed", listing: { ...copy.listing! } } as const;
const minutesLater = (m: number) => ({ excluded: false, now: SAVED_AT + m * 60_000 });

describe("when a deck's copy on the device is read again", () => {
  it("after every save on the deck and every visit to its page, however fresh the copy", () => {
    expect(shouldRefreshCopy(copy, { kind: "saved" }, minutesLater(1))).toBe(true);
    expect(shouldRefreshCopy(copy, { kind: "visited", inCollection: true }, minutesLater(1))).toBe(true);
    // Not on a timer: a copy kept a minute ago is refreshed by a save (the 15-minute wait is gone).
    expect(shouldRefreshCopy(null, { kind: "saved" }, minutesLater(0))).toBe(true);
  });

  it("a visit to a deck outside the collection keeps nothing", () => {
    expect(shouldRefreshCopy(null, { kind: "visited", inCollection: false }, minutesLater(1))).toBe(false);
  });

  it("never for a deck the learner chose not to keep", () => {
    const excluded = { excluded: true, now: SAVED_AT };
    expect(shouldRefreshCopy(null, { kind: "saved" }, excluded)).toBe(false);
    expect(shouldRefreshCopy(null, { kind: "visited", inCollection: true }, excluded)).toBe(false);
    expect(shouldRefreshCopy(null, unchanged, excluded)).toBe(false);
  });

  it("Home: a missing copy, or one kept before the deck page was kept", () => {
    expect(shouldRefreshCopy(null, unchanged, minutesLater(1))).toBe(true);
    expect(shouldRefreshCopy({ ...copy, page: undefined }, unchanged, minutesLater(1))).toBe(true);
    expect(shouldRefreshCopy({ ...copy, listing: undefined }, unchanged, minutesLater(1))).toBe(true);
  });

  it("Home: a copy whose My Decks entry changed since (studied elsewhere, words came due), whatever its age", () => {
    const studiedElsewhere = { kind: "listed", listing: { ...copy.listing!, wordsLearned: 3 } } as const;
    const cameDue = { kind: "listed", listing: { ...copy.listing!, dueCount: 2 } } as const;
    expect(shouldRefreshCopy(copy, studiedElsewhere, minutesLater(1))).toBe(true);
    expect(shouldRefreshCopy(copy, cameDue, minutesLater(1))).toBe(true);
  });

  it("Home: an unchanged entry (fields in any order) keeps the copy until it is a day old", () => {
    const reordered = Object.fromEntries(Object.entries(copy.listing!).reverse()) as typeof copy.listing;
    const same = { kind: "listed", listing: myDeck({ ...reordered }) } as const;
    expect(shouldRefreshCopy(copy, same, minutesLater(16))).toBe(false);
    expect(shouldRefreshCopy(copy, same, { excluded: false, now: SAVED_AT + COPY_MAX_AGE_MS - 1 })).toBe(false);
    expect(shouldRefreshCopy(copy, same, { excluded: false, now: SAVED_AT + COPY_MAX_AGE_MS })).toBe(true);
  });
});
