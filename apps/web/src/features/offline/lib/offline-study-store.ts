import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { OfflineDeck } from "./offline-session";

interface OfflineSchema extends DBSchema {
  decks: { key: string; value: OfflineDeck & { userId: string; subDeckId: string } };
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The browser's database for studying offline (IndexedDB: room for thousands of words per deck). */
function database(): Promise<IDBPDatabase<OfflineSchema>> {
  // Version 2: a database that exists without the store (opened elsewhere before the app made it) is mended.
  opening ??= openDB<OfflineSchema>("lexistep-offline", 2, {
    upgrade(db) {
      if (!db.objectStoreNames.contains("decks")) db.createObjectStore("decks");
    },
  });
  return opening;
}

const keyOf = (userId: string, subDeckId: string) => `${userId}|${subDeckId}`;

export function indexedDbAvailable(): boolean {
  return typeof indexedDB !== "undefined";
}

export async function keepDeck(userId: string, subDeckId: string, deck: OfflineDeck): Promise<void> {
  const db = await database();
  await db.put("decks", { ...deck, userId, subDeckId }, keyOf(userId, subDeckId));
}

export async function readKeptDeck(userId: string, subDeckId: string): Promise<OfflineDeck | null> {
  if (!indexedDbAvailable()) return null;
  const db = await database();
  return (await db.get("decks", keyOf(userId, subDeckId))) ?? null;
}

export async function forgetDeck(userId: string, subDeckId: string): Promise<void> {
  if (!indexedDbAvailable()) return;
  const db = await database();
  await db.delete("decks", keyOf(userId, subDeckId));
}

/** What this learner keeps on the device: each deck's size (its record as stored, in bytes) and age. */
export async function keptDecks(userId: string): Promise<Map<string, { bytes: number; savedAt: number }>> {
  const out = new Map<string, { bytes: number; savedAt: number }>();
  if (!indexedDbAvailable()) return out;
  const db = await database();
  for (const record of await db.getAll("decks")) {
    if (record.userId !== userId) continue;
    out.set(record.subDeckId, { bytes: new Blob([JSON.stringify(record)]).size, savedAt: record.savedAt });
  }
  return out;
}

/** Drops what this learner kept for decks no longer in their collection. */
export async function forgetOtherDecks(userId: string, keep: ReadonlySet<string>): Promise<void> {
  const db = await database();
  const tx = db.transaction("decks", "readwrite");
  for await (const cursor of tx.store.iterate()) {
    if (cursor.value.userId === userId && !keep.has(cursor.value.subDeckId)) await cursor.delete();
  }
  await tx.done;
}
