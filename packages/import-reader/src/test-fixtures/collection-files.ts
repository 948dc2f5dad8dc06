import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import type { CollectionFileOptions } from "../anki-collection-writer";

/** When the exported deck was made, and when it is exported: ids and due days count from these. */
export const CREATED = new Date("2024-03-01T10:00:00.000Z");
export const NOW = new Date("2024-05-01T12:00:00.000Z");

/** A plain deck's export options (reading, no audio, no reverse cards, 0.9 retention); a test names what differs. */
export function collectionOptions(changes: Partial<CollectionFileOptions> = {}): CollectionFileOptions {
  return {
    name: "Chinese",
    description: "",
    hasReading: true,
    hasAudio: false,
    reverse: false,
    createdAt: CREATED,
    now: NOW,
    desiredRetention: 0.9,
    decay: 0.1542,
    ...changes,
  };
}

/**
 * Where to write `collection.anki2` files: each call gives one in a temporary folder of its own, and the folders
 * are removed after each test.
 */
export function temporaryCollectionPaths(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return join(dir, "collection.anki2");
  };
}
