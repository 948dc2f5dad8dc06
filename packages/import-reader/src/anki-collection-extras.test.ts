import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openAnkiPackageFile } from "./anki-package";
import { buildLegacyCollection, buildNewCollection, type FixtureCollection, zip } from "./test-fixtures/build-anki";
import { DECK, vocabulary } from "./test-fixtures/vocabulary";

const SAMPLE = new URL("../test-data/example_music_intervals.apkg", import.meta.url);
const FSRS6 = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483,
  0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];
const FSRS4 = FSRS6.slice(0, 17);

/** The vocabulary collection with two presets: Spanish on FSRS 6 at 0.85, Verbs on FSRS 4 with its own 0.92. */
const withOptions: FixtureCollection = {
  ...vocabulary,
  decks: vocabulary.decks.map((deck) =>
    deck.id === DECK.spanish
      ? { ...deck, conf: 1 }
      : deck.id === DECK.verbs
        ? { ...deck, conf: 1_700_000_000_500, desiredRetention: 0.92 }
        : deck,
  ),
  deckConfigs: [
    { id: 1, name: "Default", fsrsParams: FSRS6, desiredRetention: 0.85 },
    { id: 1_700_000_000_500, name: "Verbs", fsrsParams: FSRS4, desiredRetention: 0.9 },
  ],
};

/** The package's header as an import reads it (the file is removed at once). */
async function opened(bytes: Uint8Array) {
  const folder = mkdtempSync(join(tmpdir(), "options-"));
  try {
    writeFileSync(join(folder, "p.apkg"), bytes);
    const reader = await openAnkiPackageFile(join(folder, "p.apkg"), { workDir: folder });
    const { decks, deckOptions } = reader;
    reader.close();
    return { decks, deckOptions };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("deck options presets and their FSRS settings", () => {
  it.each([
    ["schema 18 (deck_config protobuf)", () => zip({ "collection.anki21": buildNewCollection(withOptions) })],
    ["schema 11 (col.dconf JSON)", () => zip({ "collection.anki2": buildLegacyCollection(withOptions) })],
  ])("reads the presets' parameters and retention, and each deck's preset, in %s", async (_, build) => {
    const pkg = await opened(build());
    expect(pkg.deckOptions).toEqual([
      { id: 1, name: "Default", params: FSRS6, desiredRetention: 0.85 },
      { id: 1_700_000_000_500, name: "Verbs", params: FSRS4, desiredRetention: 0.9 },
    ]);
    const spanish = pkg.decks.find((d) => d.id === DECK.spanish);
    const verbs = pkg.decks.find((d) => d.id === DECK.verbs);
    expect(spanish).toMatchObject({ configId: 1, desiredRetention: null });
    expect(verbs).toMatchObject({ configId: 1_700_000_000_500, desiredRetention: 0.92 });
  });

  it("a preset with no FSRS parameters has none; the real sample's presets read without error", async () => {
    const bare = await opened(zip({ "collection.anki2": buildLegacyCollection(vocabulary) }));
    expect(bare.deckOptions).toEqual([]);
    const sample = await opened(readFileSync(SAMPLE));
    expect(sample.deckOptions.length).toBeGreaterThan(0);
    expect(sample.deckOptions.every((o) => Array.isArray(o.params))).toBe(true);
    const configIds = new Set(sample.deckOptions.map((o) => o.id));
    expect(sample.decks.filter((d) => !d.filtered).every((d) => configIds.has(d.configId ?? -1))).toBe(true);
  });
});
