import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OfflineDeck } from "./offline-deck";

/** The device's database as a map: records by key, with the cursor walk the store uses to forget. */
const records = new Map<string, unknown>();
vi.mock("../../../lib/device-db", () => ({
  indexedDbAvailable: () => true,
  deviceDb: async () => ({
    put: async (_store: string, value: unknown, key: string) => void records.set(key, value),
    get: async (_store: string, key: string) => records.get(key),
    getAll: async () => [...records.values()],
    delete: async (_store: string, key: string) => void records.delete(key),
    transaction: () => ({
      store: {
        async *iterate() {
          for (const [key, value] of [...records]) yield { value, delete: async () => void records.delete(key) };
        },
      },
      done: Promise.resolve(),
    }),
  }),
}));

const { forgetLearner, keepDeck, readKeptDeck, resumeKeeping } = await import("./offline-study-store");

const copy = { savedAt: Date.parse("2026-12-01T08:00:00Z") } as OfflineDeck;

describe("the decks kept on a device when a learner signs out", () => {
  beforeEach(() => {
    records.clear();
    resumeKeeping("u1");
  });

  it("drops the learner's decks and refuses a copy written after, until they keep decks again", async () => {
    await keepDeck("u1", "spanish-core-1", copy);
    await keepDeck("u2", "french-core-1", copy);
    await forgetLearner("u1");
    expect(await readKeptDeck("u1", "spanish-core-1")).toBeNull();
    // A copy whose requests were answered before the sign-out arrives after it.
    await keepDeck("u1", "spanish-core-2", copy);
    expect(await readKeptDeck("u1", "spanish-core-2")).toBeNull();
    // Another learner's copies are theirs.
    expect(await readKeptDeck("u2", "french-core-1")).not.toBeNull();
    resumeKeeping("u1");
    await keepDeck("u1", "spanish-core-2", copy);
    expect(await readKeptDeck("u1", "spanish-core-2")).not.toBeNull();
  });
});
