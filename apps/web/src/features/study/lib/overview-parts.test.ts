import { createQueue, markCurrentAsKnown } from "@app/domain/study/queue";
import { describe, expect, it } from "vitest";
import { overviewParts } from "./overview-parts";

const knownTallies = (ids: number[]) => {
  let queue = createQueue("LEARN", ids);
  for (const _ of ids) queue = markCurrentAsKnown(queue, 1000);
  return Object.values(queue.tallies);
};

describe("the overview after Learn New", () => {
  it("offers more new words only while the deck has some left", () => {
    const tallies = knownTallies([1, 2]);
    // A 2-word deck: both were new, both are known now.
    expect(overviewParts("LEARN", tallies).newWordsLeft(2)).toBe(false);
    // A bigger deck still has new words after these two.
    expect(overviewParts("LEARN", tallies).newWordsLeft(30)).toBe(true);
    // An offline copy kept before the count was sent: offered, as before.
    expect(overviewParts("LEARN", tallies).newWordsLeft(undefined)).toBe(true);
    expect(overviewParts("REVIEW", tallies).newWordsLeft(30)).toBe(false);
  });

  it("words marked known are not answers: no totals, and listed as marked known", () => {
    const { overview, rows } = overviewParts("LEARN", knownTallies([1, 2, 3, 4, 5]));
    expect(overview).toMatchObject({ totalAnswered: 0, totalCorrect: 0, markedKnown: [1, 2, 3, 4, 5] });
    expect(rows).toEqual([]);
  });
});
