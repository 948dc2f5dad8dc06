import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { ALL_NORMAL } from "./day-load";
import type { DeckSimulationInputs } from "./deck-simulation-inputs";
import { choicesWith, deckSimulation, RETENTION_CHOICES, retentionChoice, runsFor } from "./retention-choices";
import { simulate } from "./simulator";

const inputs: DeckSimulationInputs = {
  weights: [...default_w],
  defaultRetention: 0.9,
  deckRetention: null,
  maximumInterval: 36500,
  studied: [
    [30, 5, 3, -27],
    [2, 7, -4, -6],
  ],
  newWords: 200,
  newPerDay: 10,
  reviewLimit: null,
  seconds: { review: 8, lapse: 20, newWord: 30 },
  firstWeekday: 4,
};

describe("retention choices", () => {
  it("span 70 % to 97 % and always hold the current choice once", () => {
    expect(RETENTION_CHOICES[0]).toBe(0.7);
    expect(RETENTION_CHOICES.at(-1)).toBe(0.97);
    expect(choicesWith(0.9)).toContain(0.9);
    expect(choicesWith(0.85)).toEqual(RETENTION_CHOICES);
    expect(choicesWith(0.9).length).toBe(RETENTION_CHOICES.length + 1);
  });

  it("cost more minutes and keep more words known as the retention rises", () => {
    const low = retentionChoice(inputs, 0.7, 120);
    const high = retentionChoice(inputs, 0.97, 120);
    expect(high.minutesPerDay).toBeGreaterThan(low.minutesPerDay);
    expect(high.knownAfterYear).toBeGreaterThan(low.knownAfterYear);
  });

  it("are reproducible and never know more words than the deck holds", () => {
    expect(retentionChoice(inputs, 0.85, 90)).toEqual(retentionChoice(inputs, 0.85, 90));
    for (const r of [0.7, 0.97]) expect(retentionChoice(inputs, r, 200).knownAfterYear).toBeLessThanOrEqual(202);
  });

  it("tell a deck studied in both directions in words: 202 items of 101 words never know more than 101 words", () => {
    const bothWays = { ...inputs, wordsPerItem: 0.5 };
    for (const r of [0.7, 0.97]) {
      const choice = retentionChoice(bothWays, r, 200);
      expect(choice.knownAfterYear).toBeLessThanOrEqual(101);
      expect(choice.knownAfterYear).toBeCloseTo(retentionChoice(inputs, r, 200).knownAfterYear / 2, 6);
    }
  });

  it("respect the deck's review limit: fewer minutes a day with a tight one", () => {
    const free = retentionChoice(inputs, 0.9, 120);
    const tight = retentionChoice({ ...inputs, reviewLimit: 5 }, 0.9, 120);
    expect(tight.minutesPerDay).toBeLessThan(free.minutesPerDay);
  });

  it("keep to the deck's own new words a day: fewer a day, fewer words known after the year", () => {
    const slow = retentionChoice({ ...inputs, newPerDay: 1 }, 0.9, 120);
    const usual = retentionChoice(inputs, 0.9, 120);
    expect(slow.knownAfterYear).toBeLessThan(usual.knownAfterYear);
    const run = simulate(deckSimulation({ ...inputs, newPerDay: 3, reviewLimit: 4 }, 0.9, 60));
    expect(Math.max(...run.days.map((d) => d.newWords))).toBe(3);
    expect(Math.max(...run.days.map((d) => d.reviews))).toBeLessThanOrEqual(4);
  });

  it("place reviews as the learner's Review Load settings do: load balancing and easy days", () => {
    expect(deckSimulation(inputs, 0.9).loadBalance).toBe(false);
    expect(deckSimulation(inputs, 0.9).weekLoads).toEqual(ALL_NORMAL);
    const sunday = [...ALL_NORMAL.slice(0, 6), "minimum"] as const;
    const balanced = { ...inputs, newWords: 400, newPerDay: 20, loadBalance: true, easyDays: [...sunday] };
    const input = deckSimulation(balanced, 0.9, 150);
    expect(input.loadBalance).toBe(true);
    expect(input.weekLoads).toEqual(sunday);
    // Day 0 is a Friday (firstWeekday 4): Sundays are days 2, 9, 16 …, where reviews go only when they must.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
    const reviews = simulate(input).days.map((d) => d.reviews);
    const sundays = reviews.filter((_, day) => day >= 30 && day % 7 === 2);
    const weekdays = reviews.filter((_, day) => day >= 30 && day % 7 !== 2);
    expect(mean(sundays)).toBeLessThan(mean(weekdays) / 2);
    // Load balancing alone evens the days out against fuzz alone.
    const daily = (loadBalance: boolean) =>
      simulate(deckSimulation({ ...balanced, loadBalance, easyDays: undefined }, 0.9, 150))
        .days.slice(30)
        .map((d) => d.reviews);
    expect(sd(daily(true))).toBeLessThan(sd(daily(false)));
  });

  it("average a small deck over several runs, a large one played once", () => {
    expect(runsFor(100)).toBe(20);
    expect(runsFor(800)).toBe(5);
    expect(runsFor(10_000)).toBe(1);
  });

  it("draw the same curve on every run, words known never falling as the retention rises", () => {
    // A small deck learned in two weeks: its words' reviews fall on the same days, the case that made
    // words known on one day jump up and down between neighbouring retentions.
    const deck = { ...inputs, studied: [], newWords: 150, newPerDay: 10 };
    const curve = () => RETENTION_CHOICES.map((r) => retentionChoice(deck, r));
    const first = curve();
    expect(curve()).toEqual(first);
    for (let i = 1; i < first.length; i++) {
      expect(first[i]!.knownAfterYear).toBeGreaterThan(first[i - 1]!.knownAfterYear);
    }
    // Every word is learned: on an average day, about as many are known as the retention says.
    expect(first[0]!.knownAfterYear / 150).toBeGreaterThan(0.7);
    expect(first.at(-1)!.knownAfterYear / 150).toBeGreaterThan(0.97);
  }, 20_000);
});
