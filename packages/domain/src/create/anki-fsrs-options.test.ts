import { describe, expect, it } from "vitest";
import { adoptedWeights, collectionFsrs, fsrsOfferLabel } from "./anki-fsrs-options";

const FSRS6 = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483,
  0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];

describe("an Anki collection's FSRS settings", () => {
  const presets = [
    { id: 1, params: [], desiredRetention: 0.9 },
    { id: 2, params: FSRS6, desiredRetention: 0.85 },
    { id: 3, params: FSRS6.slice(0, 19), desiredRetention: 0.8 },
  ];

  it("takes the preset with parameters that most of the imported cards use", () => {
    const decks = [
      { id: 10, configId: 2, desiredRetention: null, cards: 30 },
      { id: 11, configId: 3, desiredRetention: null, cards: 20 },
      { id: 12, configId: 1, desiredRetention: null, cards: 500 },
    ];
    const fsrs = collectionFsrs(presets, decks);
    expect(fsrs).toEqual({ parameters: FSRS6, desiredRetention: 0.85, problem: null });
    expect(fsrsOfferLabel({ desiredRetention: 0.85, parameterCount: fsrs!.parameters.length })).toBe(
      "Use this collection's FSRS settings (desired retention 85 %, 21 parameters)",
    );
  });

  it("finds nothing when no preset the imported decks use has parameters", () => {
    expect(collectionFsrs(presets, [{ id: 12, configId: 1, desiredRetention: null, cards: 5 }])).toBeNull();
    expect(collectionFsrs(presets, [{ id: 10, configId: 2, desiredRetention: null, cards: 0 }])).toBeNull();
  });

  it("names why settings cannot be adopted: a parameter count FSRS does not take, a retention out of range", () => {
    const odd = [{ id: 4, params: FSRS6.slice(0, 15), desiredRetention: 0.9 }];
    expect(collectionFsrs(odd, [{ id: 1, configId: 4, desiredRetention: null, cards: 1 }])?.problem).toBe(
      "the collection's FSRS parameters are 15 numbers; FSRS takes 17, 19 or 21",
    );
    const nan = [{ id: 4, params: [...FSRS6.slice(0, 20), Number.NaN], desiredRetention: 0.9 }];
    expect(collectionFsrs(nan, [{ id: 1, configId: 4, desiredRetention: null, cards: 1 }])?.problem).toMatch(
      /not a number/,
    );
    const decks = [
      { id: 10, configId: 2, desiredRetention: null, cards: 3 },
      { id: 11, configId: 2, desiredRetention: 0.99, cards: 1 },
    ];
    expect(collectionFsrs(presets, decks)?.problem).toBe("desired retention 99 % is outside 70 %–97 %");
  });

  it("keeps 21 parameters, converting FSRS 4.5's 17 through ts-fsrs", () => {
    expect(adoptedWeights(FSRS6)).toHaveLength(21);
    expect(adoptedWeights(FSRS6)[0]).toBeCloseTo(0.212, 6);
    const from17 = adoptedWeights(FSRS6.slice(0, 17));
    expect(from17).toHaveLength(21);
    expect(from17.every(Number.isFinite)).toBe(true);
  });
});
