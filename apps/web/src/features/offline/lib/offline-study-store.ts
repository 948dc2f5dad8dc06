import { deviceDb, indexedDbAvailable } from "../../../lib/device-db";
import type { OfflineDeck } from "./offline-deck";

/** A deck kept for offline study, in the device's database (room for thousands of words per deck). */
type KeptDeck = OfflineDeck & { userId: string; subDeckId: string };

const database = deviceDb;
const isKeptDeck = (value: unknown): value is KeptDeck =>
  Boolean(value && typeof value === "object" && "userId" in value && "subDeckId" in value);

const keyOf = (userId: string, subDeckId: string) => `${userId}|${subDeckId}`;

export { indexedDbAvailable };

/**
 * Learners who signed out in this page. A copy being read from the server when they did (its requests
 * already answered) would otherwise be written after their decks were dropped, and stay for the next
 * person on the device; until they keep decks again here, nothing is written for them.
 */
const signedOut = new Set<string>();

/** The learner is signed in again in this page: their decks may be kept again. */
export function resumeKeeping(userId: string): void {
  signedOut.delete(userId);
}

/** Drops every deck this learner kept on the device, and refuses the writes still on their way. */
export async function forgetLearner(userId: string): Promise<void> {
  signedOut.add(userId);
  await forgetOtherDecks(userId, new Set());
}

export async function keepDeck(userId: string, subDeckId: string, deck: OfflineDeck): Promise<void> {
  if (signedOut.has(userId)) return;
  const db = await database();
  const record: KeptDeck = { ...deck, userId, subDeckId };
  await db.put("decks", record, keyOf(userId, subDeckId));
}

export async function readKeptDeck(userId: string, subDeckId: string): Promise<OfflineDeck | null> {
  if (!indexedDbAvailable()) return null;
  const db = await database();
  const record = await db.get("decks", keyOf(userId, subDeckId));
  return isKeptDeck(record) ? record : null;
}

export async function forgetDeck(userId: string, subDeckId: string): Promise<void> {
  if (!indexedDbAvailable()) return;
  const db = await database();
  await db.delete("decks", keyOf(userId, subDeckId));
}

/** Every deck this learner keeps on the device, with its deck id. */
export async function readKeptDecks(userId: string): Promise<(OfflineDeck & { subDeckId: string })[]> {
  if (!indexedDbAvailable()) return [];
  const db = await database();
  return (await db.getAll("decks")).filter((r): r is KeptDeck => isKeptDeck(r) && r.userId === userId);
}

/** What this learner keeps on the device: each deck's size (its record as stored, in bytes) and age. */
export async function keptDecks(userId: string): Promise<Map<string, { bytes: number; savedAt: number }>> {
  const out = new Map<string, { bytes: number; savedAt: number }>();
  if (!indexedDbAvailable()) return out;
  const db = await database();
  for (const record of await db.getAll("decks")) {
    if (!isKeptDeck(record) || record.userId !== userId) continue;
    out.set(record.subDeckId, { bytes: new Blob([JSON.stringify(record)]).size, savedAt: record.savedAt });
  }
  return out;
}

/** Drops what this learner kept for decks no longer in their collection. */
export async function forgetOtherDecks(userId: string, keep: ReadonlySet<string>): Promise<void> {
  const db = await database();
  const tx = db.transaction("decks", "readwrite");
  for await (const cursor of tx.store.iterate()) {
    const record = cursor.value;
    if (isKeptDeck(record) && record.userId === userId && !keep.has(record.subDeckId)) await cursor.delete();
  }
  await tx.done;
}
