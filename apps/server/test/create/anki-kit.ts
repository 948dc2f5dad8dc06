import { readFileSync } from "node:fs";
import * as anki from "@app/import-reader/test-fixtures/build-anki";
import { expect } from "vitest";
import { appPerFile } from "../app-per-file";
import { createTestApp, type TestContext } from "../test-app";
import { type Client, importFile } from "./create-helpers";

/** An app on a fresh database whose clock reads `now`, for the tests that import Anki packages. */
export function ankiImportApp(now: () => Date): TestContext {
  return appPerFile(() => createTestApp({}, { clock: now }));
}

/** Anki's legacy collection file (collection.anki2) holding `spec`. */
export const legacyCollection = (spec: anki.FixtureCollection) => anki.buildLegacyCollection(spec);
/** Anki's newer collection file (collection.anki21b before compression) holding `spec`. */
export const newCollection = (spec: anki.FixtureCollection) => anki.buildNewCollection(spec);
/** The stub collection newer Ankis put beside the real one ("please update Anki"). */
export const stubCollection = () => anki.buildStubCollection();

/** A package as current Anki writes it: the stub, the zstd schema-18 collection, meta 3 and the zstd media in order. */
export function currentPackage(
  spec: anki.FixtureCollection,
  media: { name: string; bytes: Uint8Array }[] = [],
): Uint8Array {
  return anki.zip({
    "collection.anki2": stubCollection(),
    "collection.anki21b": anki.zstdStored(newCollection(spec)),
    meta: anki.packageMeta(3),
    media: anki.zstdStored(anki.mediaEntries(media.map(({ name, bytes }) => ({ name, size: bytes.length })))),
    ...Object.fromEntries(media.map(({ bytes }, i) => [String(i), anki.zstdStored(bytes)])),
  });
}

export { zip } from "@app/import-reader/test-fixtures/build-anki";

/** Anki's own export kept as test data (schema 18, 340 notes of "Music intervals", no history). */
export const ANKI_SAMPLE_APKG = new URL(
  "../../../../packages/import-reader/test-data/example_music_intervals.apkg",
  import.meta.url,
);

/** FSRS-6 parameters as an Anki preset keeps them (21 numbers, fitted on some collection). */
export const FSRS6_PARAMS = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483,
  0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];

/** Anki's sample imported by `client`: the own deck it became, and the package's bytes. */
export async function importAnkiSample(client: Client): Promise<{ deckId: string; bytes: Uint8Array }> {
  const bytes = new Uint8Array(readFileSync(ANKI_SAMPLE_APKG));
  const status = await importFile(client, { name: "example_music_intervals.apkg", bytes });
  expect(status.status, JSON.stringify(status)).toBe("done");
  return { deckId: status.result.deckIds[0] as string, bytes };
}
